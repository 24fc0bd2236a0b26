// The mini-board's URL: the whole state round-trips, and a damaged link explains itself and loads what it can.
import { describe, expect, it } from 'vitest';
import { makePosition, parseSquare } from '../../../src/engine';
import { boardData } from '../../../src/components/widgets/board/board-props';
import { tryState } from '../../../src/components/widgets/mini-board/board-edit';
import { encodeBoard } from '../../../src/components/widgets/board/state/board-link';
import { current, reduce, type BoardState } from '../../../src/components/widgets/board/state/board-state';
import { decodeBoard } from '../../../src/components/widgets/mini-board/board-url';
import { env, envIn } from './board-fixtures';


const click = (s: BoardState, ...names: string[]) =>
  names.reduce((st, n) => reduce(st, { type: 'activate', sq: parseSquare(n, current(st).size)! }), s);

/** What a link must reproduce: start position, moves, how many are played, the board's orientation. */
const essence = (s: BoardState) => ({
  start: makePosition(s.positions[0]!),
  now: makePosition(current(s)),
  moves: s.moves,
  ply: s.ply,
  flipped: s.flipped,
});

describe('round trip', () => {
  it('a played, partly undone, flipped game comes back from its link', () => {
    // The try board: Lion on 5e, White pawns on 4d and 5b, Black pawn on 7e. Lion 5e×4d, back (igui); White 5b-5c;
    // Lion 5e-5d (a step, stopping on the first square); then one move undone and the board flipped.
    let s = tryState(env, 'dai', null, 'lion');
    s = click(s, '5e', '4d', '5e', '5b', '5c', '5e', '5d', '5d');
    expect(s.ply).toBe(3);
    s = reduce(reduce(s, { type: 'undo' }), { type: 'flip' });
    const link = encodeBoard(s);
    const back = decodeBoard(env, link);
    expect(back.problems).toEqual([]);
    expect(essence(back)).toEqual(essence(s));
  });

  it('the link uses the engine\'s text forms, readable in the address bar', () => {
    const s = click(tryState(env, 'tai', 'rokushu', 'lion'), '5e', '4d', '5e');
    const params = new URLSearchParams(encodeBoard(s));
    expect(params.get('p')).toBe(makePosition(s.positions[0]!));
    expect(params.get('p')).toMatch(/ b tai\/rokushu$/);
    expect(params.get('m')).toBe('5ex4d-5e+'); // igui capturing: promotion is compulsory in Tai, so the mark is +
  });

  it('try=, game=, source= and size= open a piece at the centre', () => {
    const s = decodeBoard(env, '?try=hook-mover&game=maka-dai-dai&source=rokushu&size=11');
    expect(s.problems).toEqual([]);
    expect(current(s).size).toBe(11);
    expect(current(s).board[parseSquare('6f', 11)!]?.id).toBe('hook-mover');
    expect(s.game).toBe('maka-dai-dai');
    expect(s.source).toBe('rokushu');
  });
});

describe('damaged links', () => {
  it('an unknown piece token is left out, named in a problem, and the rest of the board loads', () => {
    const s = decodeBoard(env, '?p=5/5/2,LION,2/1,dragon-cat,3/5%20b%20dai');
    expect(s.problems.join(' ')).toMatch(/dragon-cat/);
    expect(current(s).board[parseSquare('3c', 5)!]?.id).toBe('lion');
    expect(current(s).board.filter(Boolean)).toHaveLength(1);
  });

  it("the engine's reason in the page's language", () => {
    const link = '?p=5/5/2,LION,2/1,dragon-cat,3/5%20b%20dai&m=3c-3b,3b-3b';
    expect(decodeBoard(env, link).problems.join(' ')).toContain('rank 4 (d), square 4d: unknown piece "dragon-cat"');
    const ja = decodeBoard(envIn('ja'), link).problems.join(' ');
    expect(ja).toContain('4段目（d）、4dのマス：「dragon-cat」という駒はありません');
    expect(ja).toContain('3bの獅子は先手の駒ですが、後手の手番です'); // after 3c-3b White is to move
  });

  it('a rank of the wrong width, a bad side to move and unknown rules are each reported and repaired', () => {
    const s = decodeBoard(env, '?p=5/5/2,LION,3/5/5%20x%20chess');
    const text = s.problems.join('\n');
    expect(text).toMatch(/6 squares instead of 5/);
    expect(text).toMatch(/Side to move "x"/);
    expect(text).toMatch(/chess/);
    expect(s.game).toBe('dai');
    expect(current(s).turn).toBe('black');
    expect(current(s).board[parseSquare('3c', 5)!]?.id).toBe('lion');
  });

  it('an illegal move stops the replay there and says which one', () => {
    // The Lion on 3c of a 5×5 board: 3c-3b is a step; 3b-3b is no move at all; the third is never reached.
    const s = decodeBoard(env, '?p=5/5/2,LION,2/5/4,pawn%20b%20dai&m=3c-3b,3b-3b,1e-1d');
    expect(s.moves).toHaveLength(1);
    expect(s.problems.join(' ')).toMatch(/Move 2 \(3b-3b\)/);
    expect(s.problems.join(' ')).toMatch(/1 move after it/);
  });

  it('unknown try piece, game, source, size, at and flip values fall back and say so', () => {
    const s = decodeBoard(env, '?try=dragon-cat&game=chess&source=nowhere&size=40&at=7&flip=yes');
    expect(s.problems).toHaveLength(6);
    expect(current(s).board.some((p) => p?.id === 'lion')).toBe(true);
    expect(s.game).toBe('dai');
    expect(s.source).toBeNull();
    expect(s.flipped).toBe(false);
  });

  // seed 000 footnote 17: 《諸象戱図式》描述奔狼橫向移動一至五步 agrees with the main text, its only Maka citation.
  it('a source that only agrees with the main text changes nothing, so the board does not offer it', () => {
    expect(boardData(['maka-dai-dai']).sources['maka-dai-dai']!.map((x) => x.id)).toEqual(['modern', 'other', 'rokushu', 'shogi-zushiki']);
  });

  it('an empty query opens the default Lion board without complaint', () => {
    const s = decodeBoard(env, '');
    expect(s.problems).toEqual([]);
    expect(current(s).board.some((p) => p?.id === 'lion')).toBe(true);
  });
});

describe('a damaged link in the page language', () => {
  it('explains itself in Japanese and Chinese, naming the game in that script', () => {
    expect(decodeBoard(envIn('ja'), '?game=chess&flip=2').problems).toEqual([
      '「chess」という将棋はありません（使えるもの：dai, maka-dai-dai, tai）。大将棋を使います。',
      'flip=2 は1か0にしてください。先手を下にして表示します。',
    ]);
    expect(decodeBoard(envIn('zh'), '?game=dai&size=99').problems).toEqual(['size=99 在大將棋中應為5到15之間的整數；改用9。']);
  });
});
