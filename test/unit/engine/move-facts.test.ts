// Why a move promoted or converted, from the rules: the engine's facts (moveFacts), the boards' record of them, and
// their words, the same whether the move was clicked, played by the computer, replayed from a link or imported from a
// record. Each expectation follows the article sentence quoted above it (the file under /work/shared/seeds and line).
import { describe, expect, it } from 'vitest';
import { makeMove, moveFacts, parseMove, parsePosition, parseSquare, type MoveFact, type Position } from '../../../src/engine';
import { siteContent } from '../../../src/lib/content';
import { current, fromPosition, reduce, type BoardState } from '../../../src/components/widgets/board/state/board-state';
import { factWords } from '../../../src/components/widgets/board/words/board-explain';
import { decodeBoard } from '../../../src/components/widgets/mini-board/board-url';
import { importRecord } from '../../../src/components/widgets/record/record-import';
import { envIn } from '../board/board-fixtures';

const content = siteContent();
const catalog = { pieces: content.pieces, games: content.games };

function position(text: string): Position {
  const parsed = parsePosition(text, catalog);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A 15×15 rank (left to right as Black sees it, file 15 first) holding one token on `file`. */
const rank15 = (file: number, token: string) => [15 - file > 0 ? `${15 - file}` : '', token, file > 1 ? `${file - 1}` : ''].filter(Boolean).join(',');
const dai15 = (ranks: Record<string, string>, turn = 'b') =>
  `${[...'abcdefghijklmno'].map((r) => ranks[r] ?? '15').join('/')} ${turn} dai`;

interface Case {
  name: string;
  position: string;
  /** The move in move text, as the computer, a link or a record gives it. */
  move: string;
  /** The squares a reader activates to play it, then the index of the choice to pick when one is offered. */
  clicks: string[];
  choose?: number;
  facts: MoveFact[];
}

const CASES: Case[] = [
  // 000 line 47: 可以升級的棋子吃了已升級的棋子後必須強制升級，不可以選擇不升級。
  {
    name: 'Maka: capturing a promoted piece forces promotion',
    position: '5/5/2,+gold-general,2/2,PAWN,2/5 b maka-dai-dai',
    move: '3dx3c+', clicks: ['3d', '3c'],
    facts: [{ code: 'promotedVictimForcesPromotion', piece: 'pawn', to: 'gold-general', victim: 'gold-general' }],
  },
  // 000 line 46: 可以升級的棋子吃了未升級的棋子後可以選擇升級或不升級。 (a choice, so no note)
  {
    name: 'Maka: promoting on capturing an unpromoted piece is a choice',
    position: '5/5/2,pawn,2/2,PAWN,2/5 b maka-dai-dai',
    move: '3dx3c+', clicks: ['3d', '3c'], choose: 0,
    facts: [],
  },
  // 000 line 47: (然而有另一派說法為無關乎吃的子是否已升級，可升級的棋子只要吃子都立即強制升級。)
  {
    name: 'Maka under the other school: every capture forces promotion',
    position: '5/5/2,pawn,2/2,PAWN,2/5 b maka-dai-dai/other',
    move: '3dx3c+', clicks: ['3d', '3c'],
    facts: [{ code: 'everyCaptureForcesPromotion', piece: 'pawn', to: 'gold-general' }],
  },
  // 003 line 21: 升级是以吃子而非进入敌阵作为升级方式，且为强制性的，凡吃子均立即升级。
  {
    name: 'Tai: every capture forces promotion',
    position: '5/5/2,pawn,2/2,PAWN,2/5 b tai',
    move: '3dx3c+', clicks: ['3d', '3c'],
    facts: [{ code: 'everyCaptureForcesPromotion', piece: 'pawn', to: 'gold-general' }],
  },
  // 000 line 48: 凡吃掉無明或法性的棋子，轉變成為法性，而不按其原來的方式升級。
  {
    name: 'Maka: capturing the Dark Spirit 無明 turns the capturer into 法性',
    position: '5/5/2,dark-spirit,2/2,PAWN,2/5 b maka-dai-dai',
    move: '3dx3c~', clicks: ['3d', '3c'],
    facts: [{ code: 'conversion', piece: 'pawn', victim: 'dark-spirit', to: 'buddhist-spirit' }],
  },
  // 000 line 49: 凡吃掉提婆或教王的棋子，轉變成為教王，而不按其原來的方式升級。此條件對已升級或無升級的棋子亦適用。
  {
    name: 'Maka: capturing the Deva 提婆 turns even a non-promoting capturer into 教王',
    position: '5/5/2,deva,2/2,DRAGON-KING,2/5 b maka-dai-dai',
    move: '3dx3c~', clicks: ['3d', '3c'],
    facts: [{ code: 'conversion', piece: 'dragon-king', victim: 'deva', to: 'teaching-king' }],
  },
  // 000 line 51: 玉將、自在天王、醉象和王子若吃掉無明、法性、提婆和教王，可以不轉變而保留原來的身份或以其原本的方式升級。
  {
    name: 'Maka: the King may refuse the conversion, so converting is its choice',
    position: '5/5/2,deva,2/2,KING,2/5 b maka-dai-dai',
    move: '3dx3c~', clicks: ['3d', '3c'], choose: 2,
    facts: [{ code: 'conversionChosen', piece: 'king', victim: 'deva', to: 'teaching-king' }],
  },
  // 002 line 40: 棋子進入敵陣的該回合可以選擇升級，但並不強制一定要升級。 (the quiet Pawn move of issue 19: no note)
  {
    name: 'Dai: a Pawn entering the zone may promote, never must',
    position: dai15({ f: rank15(3, 'PAWN') }),
    move: '3f-3e+', clicks: ['3f', '3e'], choose: 0,
    facts: [],
  },
  // 002 line 41: 若進入敵陣時選擇不升級，必需在敵陣內吃子……才能升級。 (a capture in the zone: optional; issue 19's Rook)
  {
    name: 'Dai: a Rook capturing the King inside the zone may promote, never must',
    position: dai15({ b: rank15(3, 'ROOK'), e: rank15(3, 'king') }),
    move: '3bx3e+', clicks: ['3b', '3e'], choose: 0,
    facts: [],
  },
  // 002 line 43: 只能前行的棋子……走至底行時若未升級不會強制升級，而是喪失升級權利，成為死駒(死に駒)。 With line 42
  // (在敵陣內移動(未吃子)……並不能升級), an unpromoted Pawn stepping quietly from 3b to the last rank is left dead.
  {
    name: 'Dai: an unpromoted Pawn reaching the last rank becomes a dead piece',
    position: dai15({ b: rank15(3, 'PAWN') }),
    move: '3b-3a', clicks: ['3b', '3a'],
    facts: [{ code: 'deadPiece', piece: 'pawn' }],
  },
];

const env = envIn('en');

function startState(c: Case): BoardState {
  const pos = position(c.position);
  return fromPosition(env, pos.rules.gameId, pos.rules.source, pos);
}

function parsed(c: Case) {
  const pos = position(c.position);
  const move = parseMove(c.move, pos);
  if (!move.ok) throw new Error(move.error);
  return { pos, move: move.value };
}

describe('the engine says why a promotion or conversion happened', () => {
  it.each(CASES)('$name', (c) => {
    const { pos, move } = parsed(c);
    expect(moveFacts(pos, move)).toEqual(c.facts);
  });
});

describe('every way a move reaches the board records the same facts', () => {
  it.each(CASES)('$name: clicked by a reader', (c) => {
    let s = startState(c);
    const size = current(s).size;
    for (const name of c.clicks) s = reduce(s, { type: 'activate', sq: parseSquare(name, size)! });
    if (c.choose !== undefined) {
      expect(s.choice).not.toBeNull();
      s = reduce(s, { type: 'choose', index: c.choose });
    } else expect(s.choice).toBeNull();
    expect(s.ply).toBe(1);
    expect(makeMove(s.moves[0]!, size)).toBe(c.move);
    expect(s.notes).toEqual(c.facts);
  });

  it.each(CASES)('$name: played by the computer (one move given whole)', (c) => {
    const s = reduce(startState(c), { type: 'play', move: parsed(c).move });
    expect(s.ply).toBe(1);
    expect(s.notes).toEqual(c.facts);
  });

  it.each(CASES)('$name: replayed from a link', (c) => {
    const s = decodeBoard(env, `?p=${encodeURIComponent(c.position)}&m=${encodeURIComponent(c.move)}`);
    expect(s.problems).toEqual([]);
    expect(s.ply).toBe(1);
    expect(s.notes).toEqual(c.facts);
    // Stepping back and forward again gives the same facts.
    const back = reduce(reduce(s, { type: 'undo' }), { type: 'redo' });
    expect(back.notes).toEqual(c.facts);
  });

  it.each(CASES)('$name: imported from a record and stepped to', (c) => {
    const pos = position(c.position);
    const source = pos.rules.source ?? 'main text';
    const text = `Game: ${pos.rules.gameId}\nSource: ${source}\nDate: 2026-12-01\nPosition: ${c.position}\n\n1. ${c.move}\n`;
    const imported = importRecord(env, text, false);
    if (!imported.ok) throw new Error(JSON.stringify(imported.problem));
    expect(imported.state.notes).toEqual([]);
    const s = reduce(imported.state, { type: 'goto', ply: 1 });
    expect(s.notes).toEqual(c.facts);
  });
});

describe('the view words the facts in the page language', () => {
  const byName = (name: string) => CASES.find((c) => c.name.startsWith(name))!;
  it('English names the rule that forced the promotion', () => {
    const maka = byName('Maka: capturing a promoted').facts[0]!;
    expect(factWords(env, maka)).toBe('The Pawn promoted to Gold General: it captured a promoted piece, which makes promotion compulsory.');
    const tai = byName('Tai').facts[0]!;
    expect(factWords(env, tai)).toBe('The Pawn promoted to Gold General: every capture promotes in this rule set.');
  });

  it('Japanese and Chinese boards word the same facts in their own language', () => {
    const conversion = byName('Maka: capturing the Deva').facts[0]!;
    const ja = factWords(envIn('ja'), conversion);
    const zh = factWords(envIn('zh'), conversion);
    expect(ja).toContain('提婆');
    expect(ja).toContain('教王');
    expect(zh).toContain('教王');
    for (const text of [ja, zh]) expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('a Dai move announces no compulsory promotion, whoever plays it', () => {
    const c = byName('Dai: a Pawn entering');
    const s = reduce(startState(c), { type: 'play', move: parsed(c).move });
    expect(s.announcement).not.toMatch(/compulsory|promoted to/);
  });
});
