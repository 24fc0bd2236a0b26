// The board widgets' play reducer, without a DOM: selection, moves, Lion two-step entry, promotion prompts and notes,
// undo/redo, game over. Expected results are derived by hand from the seeds (comments say which).
import { describe, expect, it } from 'vitest';
import { emptyPosition, putPiece, type Position } from '../../../src/engine';
import { makeEnv } from '../../../src/components/widgets/board/board-data';
import { boardData } from '../../../src/components/widgets/board/board-props';
import { current, entryOf, fromPosition, loser, outcome, reduce, setupState, stepTarget, type Action } from '../../../src/components/widgets/board/state/board-state';
import { marksOf } from '../../../src/components/widgets/board/Board';
import { parseMove } from '../../../src/engine';
import { emperorForbidden, factWords } from '../../../src/components/widgets/board/words/board-explain';
import { at, board, click, env, run, sq, targetNames } from './board-fixtures';

/** The board's notes on the last move, as the panel words them. */
const said = (s: { notes: Parameters<typeof factWords>[1][] }) => s.notes.map((f) => factWords(env, f)).join(' ');

describe('selecting and moving', () => {
  it('a selected Lion alone on a 9×9 board offers the 24 squares within two king steps', () => {
    // seed 002 獅子: every square within two king steps; its 8 neighbours are first steps (it may come back: pass).
    const s = click(board('dai', 9, { '5e': 'LION' }), '5e');
    expect(s.selected).toBe(sq('5e', 9));
    expect(targetNames(s)).toHaveLength(24);
    const kinds = [...entryOf(s)!.targets.values()];
    expect(kinds.filter((k) => k === 'step')).toHaveLength(8);
    expect(kinds.filter((k) => k === 'move')).toHaveLength(16);
  });

  it('a pawn steps one square forward and the turn passes to White', () => {
    // seed 002 步兵: one step straight forward (Black's forward is toward rank a).
    let s = click(board('dai', 9, { '5g': 'PAWN', '1a': 'pawn' }), '5g');
    expect(targetNames(s)).toEqual(['5f']);
    s = click(s, '5f');
    expect(at(s, '5f')).toEqual({ id: 'pawn', side: 'black', promoted: false });
    expect(at(s, '5g')).toBeNull();
    expect(current(s).turn).toBe('white');
    expect(s.ply).toBe(1);
    expect(s.announcement).toMatch(/White to move/);
  });

  it('selecting a piece of the side not to move shows its moves but does not play them', () => {
    let s = click(board('dai', 9, { '5c': 'pawn', '5g': 'PAWN' }), '5c');
    // White's pawn steps toward rank i: from 5c to 5d.
    expect(targetNames(s)).toEqual(['5d']);
    s = click(s, '5d');
    expect(s.ply).toBe(0);
    expect(s.announcement).toMatch(/Black's turn/);
  });

  it('Escape clears the selection; clicking the selected piece again does too', () => {
    const s = click(board('dai', 9, { '5g': 'PAWN' }), '5g');
    expect(reduce(s, { type: 'cancel' }).selected).toBeNull();
    expect(click(s, '5g').selected).toBeNull();
  });

  it('arrow keys move the focus within the board, mirrored when the board is flipped', () => {
    let s = board('dai', 9, {});
    const start = s.focus;
    s = run(s, { type: 'nudge', right: 1, down: 0 });
    expect(s.focus).toBe(start + 1);
    s = run(s, { type: 'flip' }, { type: 'nudge', right: 1, down: 0 });
    expect(s.focus).toBe(start);
    s = run(s, ...Array<Action>(20).fill({ type: 'nudge', right: 0, down: 1 }));
    expect(Math.floor(s.focus / 9)).toBe(0); // flipped: screen-down runs toward rank a, and stops at the edge
  });
});

describe('Lion two-step entry', () => {
  // seed 002 獅子: it may capture on the first step and go on with a second step (double capture), capture and return
  // (igui), or step out onto an empty square and back (pass).
  it('double capture: first step onto an enemy, then the second step onto another', () => {
    let s = click(board('dai', 9, { '5e': 'LION', '5d': 'pawn', '5c': 'pawn' }), '5e', '5d');
    expect(s.ply).toBe(0);
    expect(s.clicked).toEqual([sq('5d', 9)]);
    expect(entryOf(s)!.targets.get(sq('5d', 9))).toBe('stop');
    expect(entryOf(s)!.targets.get(sq('5e', 9))).toBe('return');
    s = click(s, '5c');
    expect(at(s, '5c')?.id).toBe('lion');
    expect(at(s, '5d')).toBeNull();
    expect(at(s, '5e')).toBeNull();
    expect(current(s).captured).toHaveLength(2);
  });

  it('igui: capture the adjacent piece and return to the starting square', () => {
    const s = click(board('dai', 9, { '5e': 'LION', '4d': 'pawn' }), '5e', '4d', '5e');
    expect(at(s, '5e')?.id).toBe('lion');
    expect(at(s, '4d')).toBeNull();
    expect(s.moves[0]!.from).toBe(s.moves[0]!.to);
    expect(s.moves[0]!.captures).toEqual([sq('4d', 9)]);
  });

  it('stopping on the first square: activate it a second time', () => {
    const s = click(board('dai', 9, { '5e': 'LION', '5d': 'pawn', '5c': 'pawn' }), '5e', '5d', '5d');
    expect(at(s, '5d')?.id).toBe('lion');
    expect(at(s, '5c')?.id).toBe('pawn');
    expect(current(s).captured).toHaveLength(1);
  });

  it('pass: out to any empty neighbour and back leaves the board unchanged and hands over the turn', () => {
    for (const out of ['5d', '6f', '4e']) {
      const s = click(board('dai', 9, { '5e': 'LION', '1a': 'pawn' }), '5e', out, '5e');
      expect(s.ply, out).toBe(1);
      expect(at(s, '5e')?.id).toBe('lion');
      expect(s.moves[0]!.captures).toEqual([]);
      expect(current(s).turn).toBe('white');
    }
  });

  it('Escape during the second step goes back to the first', () => {
    const s = click(board('dai', 9, { '5e': 'LION', '5d': 'pawn' }), '5e', '5d');
    const back = reduce(s, { type: 'cancel' });
    expect(back.clicked).toEqual([]);
    expect(back.selected).toBe(sq('5e', 9));
  });

  it('a jump over a piece two squares away is one click', () => {
    // seed 002 獅子: the second ring is reached directly, jumping whatever stands between.
    const s = click(board('dai', 9, { '5e': 'LION', '5d': 'PAWN', '5c': 'pawn' }), '5e', '5c');
    expect(at(s, '5c')?.id).toBe('lion');
    expect(at(s, '5d')?.id).toBe('pawn');
  });
});

describe('Lion Dog entry', () => {
  it('three steps along a line, capturing on the first two squares and landing on the third', () => {
    // seed 000 狛犬: up to three steps along one line, jumping, capturing what it stops on and going on.
    let s = click(board('maka-dai-dai', 9, { '5e': 'LION-DOG', '5d': 'pawn', '5c': 'pawn' }), '5e', '5d', '5c');
    expect(s.ply).toBe(0); // 5c could still be the end of the move, or a stop on the way to 5b
    expect(entryOf(s)!.targets.get(sq('5b', 9))).toBe('move');
    s = click(s, '5b');
    // A Maka capture may promote (seed 000: 狛犬 becomes a Gold General; optional, the victims being unpromoted): decline.
    expect(s.choice).toHaveLength(2);
    s = reduce(s, { type: 'choose', index: s.choice!.findIndex((m) => m.promote === false) });
    expect(at(s, '5b')?.id).toBe('lion-dog');
    expect(current(s).captured).toHaveLength(2);
  });
});

describe('hook mover', () => {
  it('reaches a square off its lines in one click, turning once on the way', () => {
    // seed 000 鉤行: a rook move that may turn 90° once; from 5e it reaches 3c by going up to 5c and turning right.
    const s = click(board('maka-dai-dai', 9, { '5e': 'HOOK-MOVER' }), '5e', '3c');
    expect(at(s, '3c')?.id).toBe('hook-mover');
    expect(s.moves[0]!.via).toHaveLength(1);
  });
});

describe('promotion', () => {
  it('Dai: entering the zone asks; promoting turns a pawn into a promoted Gold General', () => {
    // seed 002: the far five ranks are the zone; promotion on entering it is optional; 步兵 promotes to 金將.
    let s = click(board('dai', 9, { '5f': 'PAWN' }), '5f', '5e');
    expect(s.choice).toHaveLength(2);
    expect(s.ply).toBe(0);
    s = reduce(s, { type: 'choose', index: s.choice!.findIndex((m) => m.promote === true) });
    expect(at(s, '5e')).toEqual({ id: 'gold-general', side: 'black', promoted: true });
  });

  it('Dai: declining keeps the pawn; cancelling plays nothing', () => {
    let s = click(board('dai', 9, { '5f': 'PAWN' }), '5f', '5e');
    const declined = reduce(s, { type: 'choose', index: s.choice!.findIndex((m) => m.promote === false) });
    expect(at(declined, '5e')).toEqual({ id: 'pawn', side: 'black', promoted: false });
    s = reduce(s, { type: 'cancel' });
    expect(s.choice).toBeNull();
    expect(s.ply).toBe(0);
  });

  it('Dai: a pawn stepping onto the last rank from inside the zone is not asked, and is left dead, with a note', () => {
    // seed 002: no promotion on a quiet move within the zone; an unpromoted pawn on the last rank is a dead piece.
    const s = click(board('dai', 9, { '5b': 'PAWN' }), '5b', '5a');
    expect(s.choice).toBeNull();
    expect(at(s, '5a')).toEqual({ id: 'pawn', side: 'black', promoted: false });
    expect(said(s)).toMatch(/dead/);
  });

  it('Tai: a capture promotes at once, with a note saying it was compulsory', () => {
    // seed 003: promotion by capture is compulsory in Tai Shogi.
    const s = click(board('tai', 9, { '5f': 'PAWN', '5e': 'pawn' }), '5f', '5e');
    expect(s.choice).toBeNull();
    expect(at(s, '5e')).toEqual({ id: 'gold-general', side: 'black', promoted: true });
    expect(said(s)).toMatch(/promoted to Gold General/);
  });

  it('Maka: capturing an unpromoted piece asks, capturing a promoted one promotes at once', () => {
    // seed 000: promotion by capture is optional, but compulsory when the captured piece was promoted.
    const asks = click(board('maka-dai-dai', 9, { '5f': 'PAWN', '5e': 'pawn' }), '5f', '5e');
    expect(asks.choice).toHaveLength(2);
    const forced = click(board('maka-dai-dai', 9, { '5f': 'PAWN', '5e': '+gold-general' }), '5f', '5e');
    expect(forced.choice).toBeNull();
    expect(at(forced, '5e')?.id).toBe('gold-general');
    expect(said(forced)).toMatch(/compulsory/);
  });

  it('Maka: capturing the Dark Spirit converts the capturer into a Buddhist Spirit, with a note', () => {
    // seed 000: capturing 無明 turns the capturing piece into 法性.
    const s = click(board('maka-dai-dai', 9, { '5f': 'PAWN', '5e': 'dark-spirit' }), '5f', '5e');
    expect(s.choice).toBeNull();
    expect(at(s, '5e')?.id).toBe('buddhist-spirit');
    expect(said(s)).toMatch(/conversion/i);
  });
});

describe('undo and redo', () => {
  it('undo steps back, redo forward, and a new move drops the undone ones', () => {
    let s = board('dai', 9, { '5g': 'PAWN', '4c': 'pawn', '1g': 'PAWN' });
    s = click(s, '5g', '5f', '4c', '4d');
    expect(s.ply).toBe(2);
    const afterTwo = current(s);
    s = reduce(s, { type: 'undo' });
    expect(s.ply).toBe(1);
    expect(at(s, '4c')?.id).toBe('pawn');
    s = reduce(s, { type: 'redo' });
    expect(current(s)).toBe(afterTwo);
    s = run(s, { type: 'undo' }, { type: 'undo' });
    expect(at(s, '5g')?.id).toBe('pawn');
    s = click(s, '1g', '1f');
    expect(s.moves).toHaveLength(1);
    expect(reduce(s, { type: 'redo' })).toBe(s);
  });

  it('goto jumps to any move of the list', () => {
    let s = click(board('dai', 9, { '5g': 'PAWN', '4c': 'pawn' }), '5g', '5f', '4c', '4d');
    s = reduce(s, { type: 'goto', ply: 0 });
    expect(s.ply).toBe(0);
    expect(reduce(s, { type: 'goto', ply: 9 })).toBe(s);
  });
});

describe('game over', () => {
  it('capturing the last royal ends the game and further moves are refused', () => {
    // DESIGN §4: a side loses when all its royals are captured (Dai: King and Crown Prince).
    // The Free King does not promote in Dai (seed 002), so the capture needs no promotion answer.
    let s = board('dai', 9, { '5f': 'FREE-KING', '5a': 'king', '9a': 'pawn', '1i': 'KING' });
    s = click(s, '5f', '5a');
    expect(loser(s)).toBe('white');
    expect(s.announcement).toMatch(/Black wins/);
    const before = s;
    s = click(s, '9a', '9b');
    expect(s.ply).toBe(before.ply);
  });

  it('once the game is over no piece can be selected and no moves are marked, even under the pointer', () => {
    let s = board('dai', 9, { '5f': 'FREE-KING', '5a': 'king', '9a': 'pawn', '1i': 'KING' });
    s = click(s, '5f', '5a');
    s = click(s, '9a');
    expect(s.selected).toBeNull();
    expect(s.announcement).toMatch(/game is over/);
    const marks = marksOf(s, sq('1i', 9));
    expect(marks.from).toBeNull();
    expect(marks.targets.size).toBe(0);
  });

  it('resigning ends the game for the resigning side; moving back takes it back', () => {
    let s = click(board('dai', 9, { '5g': 'PAWN', '1a': 'king', '9i': 'KING' }), '5g', '5f');
    s = run(s, { type: 'resign', side: 'black' });
    expect(outcome(s)).toEqual({ loser: 'black', reason: 'resigned' });
    expect(s.announcement).toBe('Black resigns: White wins.');
    expect(click(s, '1a').selected).toBeNull();
    s = run(s, { type: 'undo' });
    expect(outcome(s)).toBeNull();
    expect(s.ply).toBe(0);
  });

  it('a board on which a side never had a royal never ends', () => {
    const s = click(board('dai', 9, { '5f': 'FREE-KING', '5a': 'pawn' }), '5f', '5a');
    expect(loser(s)).toBeNull();
  });
});

describe('playing against the computer', () => {
  // seed 002 步兵: a pawn steps one square forward; 奔王 (Free King) slides any distance in all eight directions and does
  // not promote. Every move here stays outside the 5-rank promotion zones of a 9×9 board (ranks a–e for Black, e–i
  // for White). Black is the reader, White the computer.
  const start = () => board('dai', 9, { '5h': 'PAWN', '1h': 'PAWN', '5b': 'pawn', '1b': 'pawn', '9i': 'KING', '9a': 'king' });
  const reply = (s: ReturnType<typeof start>, text: string) => {
    const m = parseMove(text, current(s));
    if (!m.ok) throw new Error(m.error);
    return run(s, { type: 'play', move: m.value });
  };

  it("the computer's reply leaves the focus where the reader left it and marks none of its pieces", () => {
    let s = click(board('dai', 9, { '5h': 'PAWN', '9i': 'KING', '9a': 'king', '1f': 'free-king', '2a': 'pawn' }), '5h', '5g');
    expect(s.focus).toBe(sq('5g', 9));
    s = reply(s, '2a-2b');
    expect(s.ply).toBe(2);
    expect(s.focus).toBe(sq('5g', 9));
    expect(s.selected).toBeNull();
    expect(marksOf(s, null).targets.size).toBe(0);
    // Moving the focus looks at the piece there again.
    expect(marksOf(run(s, { type: 'nudge', right: 0, down: 0 }), null).from).toBe(sq('5g', 9));
    // The reply captures on the focused square: the computer's piece there is not looked at.
    s = reply(click(s, '5g', '5f'), '1fx5f');
    expect(s.focus).toBe(sq('5f', 9));
    expect(current(s).board[sq('5f', 9)]).toMatchObject({ id: 'free-king', side: 'white' });
    const marks = marksOf(s, null);
    expect(marks.from).toBeNull();
    expect(marks.targets.size).toBe(0);
  });

  it("Undo and Redo with the reader's side go by move pairs, back to the reader's turn", () => {
    let s = reply(click(start(), '5h', '5g'), '5b-5c');
    s = reply(click(s, '1h', '1g'), '1b-1c');
    expect(s.ply).toBe(4);
    s = run(s, { type: 'undo', player: 'black' });
    expect(s.ply).toBe(2);
    expect(current(s).turn).toBe('black');
    s = run(s, { type: 'redo', player: 'black' });
    expect(s.ply).toBe(4);
    // While the computer thinks (its turn), Undo takes back the reader's move alone.
    s = click(s, '5g', '5f');
    expect(s.ply).toBe(5);
    expect(stepTarget(s, -1, 'black')).toBe(4);
    // The computer moved first (it plays Black): nothing of the reader's to take back yet.
    const first = reply(start(), '5h-5g');
    expect(stepTarget(first, -1, 'white')).toBeNull();
    expect(run(first, { type: 'undo', player: 'white' }).ply).toBe(1);
  });

  it('facing a side turns the board; Flip still turns it back', () => {
    let s = run(start(), { type: 'face', side: 'white' });
    expect(s.flipped).toBe(true);
    s = run(s, { type: 'flip' });
    expect(s.flipped).toBe(false);
    expect(run(s, { type: 'face', side: 'black' }).flipped).toBe(false);
  });
});

describe('the Emperor', () => {
  // DESIGN §4 / seed 000: the Maka Emperor may not move to a square the enemy attacks; seed 003: the Tai Emperor may.
  const pieces = { '5i': 'EMPEROR', '1a': 'rook', '9a': 'KING' };
  it('Maka: a square White attacks is not offered, and the reason is given', () => {
    const s = click(board('maka-dai-dai', 9, pieces), '5i');
    // White's rook on 1a attacks the whole 1-file and rank a (as far as the King on 9a).
    expect(targetNames(s)).not.toContain('1e');
    expect(targetNames(s)).toContain('2e');
    expect(emperorForbidden(env, current(s), sq('5i', 9), sq('1e', 9))).toMatch(/attacks/);
  });

  it('Tai: the same square is offered', () => {
    const s = click(board('tai', 9, pieces), '5i');
    expect(targetNames(s)).toContain('1e');
    expect(emperorForbidden(env, current(s), sq('5i', 9), sq('1e', 9))).toBeNull();
  });

  it('each of the engine\'s reasons in words: a protected piece (Tai), both Emperors (Maka), an own piece', () => {
    // seed 003 自在天王: never a protected piece. Rook 1a and gold 2a protect each other.
    const tai = current(board('tai', 9, { '5i': 'EMPEROR', '1a': 'rook', '2a': 'gold-general' }));
    expect(emperorForbidden(env, tai, sq('5i', 9), sq('1a', 9))).toBe('1a: this piece is protected by White, and in this game the Emperor may not capture it while it is protected.');
    // Maka with both Emperors: only squares Black protects; the rook on 1i protects file 1 and rank i, not 5e.
    const maka = current(board('maka-dai-dai', 9, { '5i': 'EMPEROR', '5a': 'emperor', '1i': 'ROOK' }));
    expect(emperorForbidden(env, maka, sq('5i', 9), sq('5e', 9))).toBe(
      '5e: both sides have an Emperor, so it may only go to squares its own side protects, and Black does not protect this one.',
    );
    expect(emperorForbidden(env, maka, sq('5i', 9), sq('1e', 9))).toBeNull();
    expect(emperorForbidden(env, maka, sq('5i', 9), sq('1i', 9))).toBe('1i: Black already has a piece there.');
    // Its own square, and other pieces, are not explained.
    expect(emperorForbidden(env, maka, sq('5i', 9), sq('5i', 9))).toBeNull();
    expect(emperorForbidden(env, maka, sq('1i', 9), sq('2h', 9))).toBeNull();
  });
});

describe('starting state', () => {
  it('the setup board starts from the game\'s setup at its real size', () => {
    for (const [game, size] of [['dai', 15], ['maka-dai-dai', 19], ['tai', 25]] as const) {
      const s = setupState(env, game);
      expect(current(s).size).toBe(size);
      expect(current(s).turn).toBe('black');
    }
  });
});

describe('the page language', () => {
  it('announces selections and moves in Japanese and Chinese, with the names in their script', () => {
    for (const [lang, selected, played] of [
      ['ja', '歩兵、先手、5gを選択、行き先1マス：5f。', '先手：歩兵 5g–5f。後手の番です。'],
      ['zh', '已選擇步兵，先手，5g，1個目的格：5f。', '先手：步兵 5g–5f。輪到後手。'],
    ] as const) {
      const local = makeEnv(boardData(['dai'], lang));
      let pos: Position = { ...emptyPosition(local.rules('dai', null), 9), turn: 'black' };
      pos = putPiece(putPiece(pos, sq('5g', 9), { id: 'pawn', side: 'black', promoted: false }), sq('1a', 9), { id: 'pawn', side: 'white', promoted: false });
      let s = reduce(fromPosition(local, 'dai', null, pos), { type: 'activate', sq: sq('5g', 9) });
      expect(s.announcement).toBe(selected);
      s = reduce(s, { type: 'activate', sq: sq('5f', 9) });
      expect(s.announcement).toBe(played);
    }
  });
});
