// The content schemas accept good entries and normalise them; every rejection, field by field, is bad-content.test.ts.
import { describe, expect, it } from 'vitest';
import { expandDirections, pieceSchema } from '../../../src/schema';
import { validateEntry } from '../../../src/lib/content';

const goodPiece = {
  id: 'gold-general',
  names: { kanji: '金將', simplified: '金将', ja: '金将', reading: 'kinshō', en: 'Gold General', abbr: 'G' },
  label: '金',
  moves: [{ step: ['f', 'fl', 'fr', 'l', 'r', 'b'] }],
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

  it('accepts a variant without moves: the source agrees with the main text', () => {
    const variant = { source: 'sho-shogi-zushiki', game: 'maka-dai-dai', footnote: 17, note: 'Cited for the main text.' };
    const r = validateEntry(pieceSchema, { ...goodPiece, variants: [variant] }, 'x');
    expect(r.ok && r.value.variants[0]).toEqual(variant);
  });

  it('expands direction groups in a fixed order', () => {
    expect(expandDirections(['diag', 'f'])).toEqual(['f', 'fr', 'br', 'bl', 'fl']);
    expect(expandDirections(['side', 'vert'])).toEqual(['f', 'r', 'b', 'l']);
  });
});
