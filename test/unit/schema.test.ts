// The content schemas accept good entries and reject bad ones with a message naming the field.
import { describe, expect, it } from 'vitest';
import { expandDirections, gameSchema, pieceSchema } from '../../src/schema';
import { validateEntry } from '../../src/lib/content';

const goodPiece = {
  id: 'gold-general',
  names: { kanji: '金將', simplified: '金将', ja: '金将', reading: 'kinshō', en: 'Gold General' },
  label: '金',
  moves: [{ step: ['f', 'fl', 'fr', 'l', 'r', 'b'] }],
};

const errorsOf = (data: unknown) => {
  const r = validateEntry(pieceSchema, data, 'content/pieces/x.mdx');
  return r.ok ? [] : r.errors.map((e) => `${e.field}: ${e.message}`);
};

describe('piece schema', () => {
  it('accepts a gold general and fills defaults', () => {
    const r = validateEntry(pieceSchema, goodPiece, 'x');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.moves).toEqual([{ step: ['f', 'fr', 'r', 'b', 'l', 'fl'], range: 1 }]);
      expect(r.value.variants).toEqual([]);
    }
  });

  it('expands direction groups in a fixed order', () => {
    expect(expandDirections(['diag', 'f'])).toEqual(['f', 'fr', 'br', 'bl', 'fl']);
    expect(expandDirections(['side', 'vert'])).toEqual(['f', 'r', 'b', 'l']);
  });

  it('names a bad direction and where it is', () => {
    expect(errorsOf({ ...goodPiece, moves: [{ step: ['f', 'up'] }] })).toEqual([
      'moves.0.step.1: unknown direction "up"; use one of f, fr, r, br, b, bl, l, fl, all, orth, diag, vert, side',
    ]);
  });

  it('names an unknown atom kind', () => {
    expect(errorsOf({ ...goodPiece, moves: [{ slide: 'orth' }] })[0]).toMatch(/^moves\.0: a move atom .* keys step, jump, lion, lionDog, hook, emperor; got slide$/);
  });

  it('rejects a zero range, a [0,0] jump, a one-way hook and stray keys', () => {
    expect(errorsOf({ ...goodPiece, moves: [{ step: 'f', range: 0 }] })[0]).toMatch(/^moves\.0\.range: /);
    expect(errorsOf({ ...goodPiece, moves: [{ jump: [[0, 0]] }] })[0]).toBe('moves.0.jump.0: a jump offset cannot be [0, 0]');
    expect(errorsOf({ ...goodPiece, moves: [{ hook: ['f'] }] })[0]).toMatch(/^moves\.0: a hook needs at least two directions/);
    expect(errorsOf({ ...goodPiece, speed: 3 })[0]).toMatch(/Unrecognized key.*speed/);
  });

  it('requires kebab-case ids, a label of one or two characters and a romaji reading', () => {
    expect(errorsOf({ ...goodPiece, id: 'Gold_General' })[0]).toMatch(/^id: ids are kebab-case/);
    expect(errorsOf({ ...goodPiece, label: '金將棋' })[0]).toMatch(/^label: /);
    expect(errorsOf({ ...goodPiece, names: { ...goodPiece.names, reading: 'キンショウ' } })[0]).toMatch(/^names\.reading: readings are lowercase romaji/);
  });

  it('checks variants: known source, a note, a move list', () => {
    const bad = { ...goodPiece, variants: [{ source: 'wikipedia', note: 'short', moves: [] }] };
    const errors = errorsOf(bad);
    expect(errors.some((e) => e.startsWith('variants.0.source: '))).toBe(true);
    expect(errors.some((e) => e.startsWith('variants.0.note: '))).toBe(true);
    expect(errors.some((e) => e.startsWith('variants.0.moves: '))).toBe(true);
  });
});

describe('game schema', () => {
  const game = {
    id: 'dai',
    names: { kanji: '大將棋', simplified: '大将棋', reading: 'dai shōgi', en: 'Dai Shogi' },
    size: 15,
    setup: ['. . . . . . . . . . . . . . .'],
    promotions: { pawn: 'gold-general' },
    promotion: { kind: 'zone', depth: 5 },
    royals: ['king'],
    counts: { statedKinds: 29, statedForms: 36, statedPerSide: 65, kinds: 29, forms: 36, perSide: 65 },
  };
  it('accepts a game and rejects an unknown promotion kind by name', () => {
    expect(validateEntry(gameSchema, game, 'g').ok).toBe(true);
    const r = validateEntry(gameSchema, { ...game, promotion: { kind: 'drop' } }, 'g');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.field).toBe('promotion.kind');
  });
});
