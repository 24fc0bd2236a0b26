// The mini-board palette's search: every script and spelling a reader may type finds the piece.
import { describe, expect, it } from 'vitest';
import { boardData } from '../../../src/components/widgets/board/board-props';
import { fold, searchPieces } from '../../../src/components/widgets/board/state/board-search';

const { pieces } = boardData(['dai', 'maka-dai-dai', 'tai']);
const first = (q: string) => searchPieces(pieces, q)[0]?.id;

describe('palette search', () => {
  // The Lion's names (content/pieces/lion.mdx, from seeds 002 and 003): 獅子, 狮子, shishi, Lion.
  for (const q of ['獅子', '狮子', 'shishi', 'Lion', 'lion']) {
    it(`finds the Lion first for "${q}"`, () => expect(first(q)).toBe('lion'));
  }

  it('romaji with or without macrons, and long vowels written out', () => {
    // 鉤行 is read kōgyō.
    for (const q of ['kōgyō', 'kogyo', 'kougyou']) expect(searchPieces(pieces, q).map((p) => p.id)).toContain('hook-mover');
    expect(fold('Kōgyō')).toBe(fold('kougyou'));
  });

  it('nothing typed lists every piece; nonsense finds none', () => {
    expect(searchPieces(pieces, '')).toHaveLength(pieces.length);
    expect(searchPieces(pieces, 'zzqx')).toEqual([]);
  });
});
