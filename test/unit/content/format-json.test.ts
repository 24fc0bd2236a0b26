// The JSON layout of the engine page: the same value as the CLI printed, laid out for reading.
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../src/lib/format-json';

describe('formatJson', () => {
  const samples: unknown[] = [
    { game: 'dai', piece: 'lion', source: null, destinations: Array.from({ length: 30 }, (_, i) => [i - 15, 15 - i]) },
    { position: 'x', count: 2, moves: [{ move: '3c-3b', via: [], captures: ['3b'], promote: null }, { move: '3c-3d', via: [], captures: [], promote: true }] },
    [], {}, 'text', 3, null, [[], {}], { nested: { deeper: { list: [1, 2, 3] } } },
  ];
  it('parses back to the same value', () => {
    for (const v of samples) expect(JSON.parse(formatJson(v))).toEqual(v);
  });

  it('keeps lines short and puts one key on a line at the top level', () => {
    const text = formatJson(samples[0]);
    expect(text.split('\n').every((l) => l.length <= 102)).toBe(true);
    expect(text.split('\n')[1]).toBe('  "game": "dai",');
  });
});
