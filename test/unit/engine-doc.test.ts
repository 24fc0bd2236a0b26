// The engine page's helpers: commands quoted as a shell needs them, and atom examples cut verbatim from the content.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ATOM_EXAMPLES, commandLine, movesBlock } from '../../src/lib/engine-doc';
import { rawFrontmatter } from '../../src/lib/content';

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
