// Drill cards: the decks built from the game data, and grading against the engine (marked squares, typed names,
// choices) through the drill island's reducer. Expected squares are the seeds' diagrams, drawn by hand.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/lib/catalog';
import { key, type Offset } from '../../../src/lib/diagram/marks';
import { makeEnv } from '../../../src/components/widgets/board/board-data';
import { deckData } from '../../../src/components/widgets/drill/cards/drill-props';
import { initSession, reduce } from '../../../src/components/widgets/drill/drill-session';
import { emptyStore } from '../../../src/components/widgets/drill/schedule/drill-schedule';
import { gradeName, gradeReach, lineTo, reachOf } from '../../../src/components/widgets/drill/cards/drill-grade';
import type { PromotionCard, ReachCard } from '../../../src/components/widgets/drill/cards/drill-deck';

/** The `x` squares of a grid around `P`, as offsets (dx > 0 right, dy > 0 forward). */
function squares(grid: string[]): Offset[] {
  const r = grid.findIndex((row) => row.includes('P'));
  const c = grid[r]!.indexOf('P');
  return grid.flatMap((row, y) => [...row].flatMap((ch, x): Offset[] => (ch === 'x' ? [[x - c, r - y]] : [])));
}

const c = catalog();
const dai = deckData('dai');
const daiEnv = makeEnv(dai);
const T0 = Date.UTC(2026, 0, 1);

// 002 金將: orthogonally or diagonally forward (one step).
const GOLD = ['.....', '.xxx.', '.xPx.', '..x..', '.....'];

describe('decks', () => {
  it('the Dai deck holds every piece form of the game, promoted forms included, each with a reach and a name card', () => {
    const g = c.content.games.get('dai')!;
    const forms = new Set([...g.setup.flatMap((r) => r.trim().split(/\s+/)).filter((id) => id !== '.'), ...Object.values(g.promotions)]);
    const reachPieces = new Set(dai.cards.filter((k) => k.kind === 'reach').map((k) => k.piece));
    expect([...forms].filter((id) => !reachPieces.has(id))).toEqual([]);
    expect(dai.cards.filter((k) => k.kind === 'name').length).toBe(reachPieces.size);
  });

  it('promotion cards answer with the game’s promotion table, and a piece that never promotes says so', () => {
    const promo = (piece: string) => dai.cards.find((k): k is PromotionCard => k.kind === 'promotion' && k.piece === piece)!;
    // 002: 獅子 does not promote; 步兵 promotes to 金將.
    expect(promo('lion').answer).toBeNull();
    expect(promo('pawn').answer).toBe('gold-general');
    expect(promo('pawn').choices).toContain('gold-general');
    expect(promo('pawn').choices.length).toBe(4);
  });

  it('name cards offer four diagrams that all move differently, the answer among them', () => {
    for (const k of dai.cards) {
      if (k.kind !== 'name') continue;
      expect(new Set(k.choices).size).toBe(4);
      expect(k.choices).toContain(k.piece);
      const shapes = k.choices.map((id) => reachOf({ kind: 'reach', id, piece: id, game: 'dai', source: null, size: 25, pawn: null }, daiEnv).map(key).sort().join(' '));
      expect(new Set(shapes).size).toBe(4);
    }
  });

  it('the disputed deck asks how the Wrestler moves in 《象棋六種之図式》 (Maka footnote 1) and grades by that reading', () => {
    const deck = deckData('disputed');
    const card = deck.cards.find((k): k is ReachCard => k.id === 'maka-dai-dai/rokushu/reach/wrestler')!;
    expect(card).toMatchObject({ footnote: 1, note: expect.stringMatching(/Rokushu/) });
    // 000 footnote 1: up to three diagonally, one step orthogonally.
    const rokushu = squares([
      '..x.....x..',
      '...x...x...',
      '....xxx....',
      '....xPx....',
      '....xxx....',
      '...x...x...',
      '..x.....x..',
    ]);
    expect(gradeReach(reachOf(card, makeEnv(deck)), rokushu.map(key)).right).toBe(true);
    // The main text's sideways-only step misses the forward and backward squares.
    const main = rokushu.filter(([dx, dy]) => !(dx === 0 && Math.abs(dy) === 1));
    expect(gradeReach(reachOf(card, makeEnv(deck)), main.map(key)).missed.sort()).toEqual(['0,-1', '0,1']);
  });
  it('the disputed deck words each reading note in the page’s language: Japanese and Chinese, not the English summary', () => {
    for (const lang of ['ja', 'zh'] as const) {
      const notes = deckData('disputed', lang).cards.flatMap((k) => (k.kind === 'reach' && k.note ? [k.note] : []));
      expect(notes.length).toBe(deckData('disputed').cards.length);
      expect(notes.filter((n) => /[A-Za-z]{3,}/.test(n))).toEqual([]);
    }
    // The Wrestler's Rokushu reading, as content/translations/zh/pieces/wrestler.mdx words it.
    const wrestler = deckData('disputed', 'zh').cards.find((k): k is ReachCard => k.id === 'maka-dai-dai/rokushu/reach/wrestler')!;
    expect(wrestler.note).toMatch(/^《象棋六種之図式》/);
  });
});

describe('grading', () => {
  const gold = dai.cards.find((k): k is ReachCard => k.id === 'dai/main/reach/gold-general')!;

  it('marks equal to the Gold General’s seed diagram are right; a missed and a wrong square are named', () => {
    const want = squares(GOLD).map(key);
    expect(gradeReach(reachOf(gold, daiEnv), want)).toMatchObject({ right: true, missed: [], wrong: [] });
    const answer = [...want.filter((k) => k !== '0,-1'), '1,-1'];
    expect(gradeReach(reachOf(gold, daiEnv), answer)).toMatchObject({ right: false, missed: ['0,-1'], wrong: ['1,-1'] });
  });

  it('a typed name is right in any script or reading, with or without macrons, and only for this piece', () => {
    const lion = c.piece('lion');
    for (const typed of ['獅子', '狮子', 'shishi', 'Lion', ' lion ']) expect(gradeName(lion, typed), typed).toBe(true);
    expect(gradeName(c.piece('gold-general'), 'kinsho')).toBe(true);
    for (const typed of ['Lion Dog', 'shi', '']) expect(gradeName(lion, typed), typed).toBe(false);
  });

  it('a line marks every square from the piece to the one chosen', () => {
    expect(lineTo([3, 3]).map(key)).toEqual(['1,1', '2,2', '3,3']);
    expect(lineTo([1, 2]).map(key)).toEqual(['1,2']);
  });
});

describe('drill reducer', () => {
  const ids = dai.cards.map((k) => k.id);
  const start = reduce(initSession(emptyStore()), { type: 'show', ids, now: T0, pick: 0, card: 'dai/main/reach/gold-general' });

  it('marks and unmarks squares, grades them with the engine’s squares and schedules the card', () => {
    let s = start;
    for (const at of squares(GOLD)) s = reduce(s, { type: 'mark', at });
    s = reduce(s, { type: 'mark', at: [2, 2] });
    s = reduce(s, { type: 'mark', at: [2, 2] });
    s = reduce(s, { type: 'check-reach', destinations: squares(GOLD), now: T0 });
    expect(s.answer?.right).toBe(true);
    expect(s.store.cards['dai/main/reach/gold-general']).toMatchObject({ box: 1, seen: 1, right: 1 });
    // Once graded, further marks change nothing.
    expect(reduce(s, { type: 'mark', at: [3, 3] }).marked).toEqual(s.marked);
  });

  it('an unknown card in the address shows the next one with a message', () => {
    const s = reduce(initSession(emptyStore()), { type: 'show', ids, now: T0, pick: 0, card: 'dai/main/reach/no-such' });
    expect(s.current).toBe(ids[0]);
    expect(s.notice).toEqual({ kind: 'no-card', card: 'dai/main/reach/no-such' });
  });

  it('asks for a name before checking an empty one, and grades a promotion choice', () => {
    const named = reduce({ ...start, current: 'dai/main/name/lion' }, { type: 'check-name', piece: c.piece('lion'), now: T0 });
    expect(named.answer).toBeNull();
    expect(named.notice).toEqual({ kind: 'type-first' });
    const chose = reduce({ ...start, current: 'dai/main/promotion/lion' }, { type: 'choose', chosen: 'gold-general', answer: null, now: T0 });
    expect(chose.answer?.right).toBe(false);
    expect(chose.store.cards['dai/main/promotion/lion']!.box).toBe(0);
  });
});
