// The engine page's helpers: commands quoted as a shell needs them, and atom examples cut verbatim from the content.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ATOM_EXAMPLES, RECORD_EXAMPLE, commandLine, movesBlock } from '../../../src/lib/build/engine-doc';
import { parseRecord, parseSquare } from '../../../src/engine';
import { siteContent } from '../../../src/lib/content';
import { rawFrontmatter } from '../../../src/lib/content';

describe('commandLine', () => {
  it('quotes only the arguments a shell would split or expand', () => {
    expect(commandLine(['reach', 'maka-dai-dai', '力士', '--source', 'rokushu'])).toBe('npm run --silent engine -- reach maka-dai-dai 力士 --source rokushu');
    expect(commandLine(['moves', '5/5/2,LION,2/5/5 b dai'])).toBe('npm run --silent engine -- moves "5/5/2,LION,2/5/5 b dai"');
    expect(commandLine(['reach', 'dai', 'lion dog'])).toBe('npm run --silent engine -- reach dai "lion dog"');
  });
});

describe('movesBlock', () => {
  it('is the moves list of the frontmatter, word for word', () => {
    for (const { piece } of ATOM_EXAMPLES) {
      const block = movesBlock(piece);
      expect(rawFrontmatter('pieces', piece)).toContain(block);
      expect(parse(block).moves, piece).toEqual(parse(rawFrontmatter('pieces', piece)).moves);
    }
  });
});

describe('the game-record example', () => {
  it('is read and replayed by the engine: the two central pawns meet and White takes on 8h', () => {
    const c = siteContent();
    const parsed = parseRecord(RECORD_EXAMPLE, { pieces: c.pieces, games: c.games });
    if (!parsed.ok) throw new Error(parsed.error);
    const { moves, positions, damage } = parsed.value;
    expect(damage).toBeNull();
    expect(moves).toHaveLength(6);
    const end = positions[6]!;
    // Seed 002 setup: pawns on Black's rank 11 (k) and White's rank 5 (e); each side's file-8 pawn advances, and
    // White's (a pawn steps forward one square) takes Black's on 8h.
    expect(end.board[parseSquare('8h', 15)!]).toEqual({ id: 'pawn', side: 'white', promoted: false });
    for (const sq of ['8k', '8j', '8i', '8g', '8f', '8e']) expect(end.board[parseSquare(sq, 15)!]).toBeNull();
    expect(end.captured).toEqual([{ id: 'pawn', side: 'black', promoted: false }]);
  });
});
