// The Node loader reads the same frontmatter as Astro, and fails naming file and field for bad entries and dangling ids.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent, readFrontmatter } from '../../../src/lib/content';
import { tempDir } from '../../helpers/temp';

const gold = `---
id: gold-general
names: { kanji: 金將, simplified: 金将, reading: kinshō, en: Gold General, abbr: G }
label: 金
moves:
  - step: [f, fl, fr, l, r, b]
---
Body.
`;
const pawn = gold.replace('id: gold-general', 'id: pawn').replace('Gold General, abbr: G', 'Pawn, abbr: P').replace('[f, fl, fr, l, r, b]', 'f');
const source = `---
id: rokushu
title: 《象棋六種之図式》
names: { ja: 『象棋六種之図式』, zh: 《象棋六種之図式》 }
en: Diagrams of Six Kinds of Shogi
summary: A source text used in the tests.
---
`;
const game = (promotion: string) => `---
id: dai
names: { kanji: 大將棋, simplified: 大将棋, reading: dai shōgi, en: Dai Shogi }
size: 5
setup: [". pawn . . .", "gold-general . . . ."]
promotions: { pawn: ${promotion} }
promotion: { kind: zone, depth: 1 }
royals: [gold-general]
counts: { statedKinds: 2, statedForms: 2, statedPerSide: 2, kinds: 2, forms: 2, perSide: 2 }
---
`;

function contentDir(files: Record<string, string>): string {
  const dir = tempDir('content-');
  for (const c of ['pieces', 'games', 'sources']) mkdirSync(join(dir, c));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

function errorsOf(dir: string): string[] {
  try {
    loadContent(dir);
  } catch (e) {
    if (e instanceof ContentValidationError) return e.errors.map((x) => `${x.file.split('/').slice(-2).join('/')} ${x.field}: ${x.message}`);
    throw e;
  }
  return [];
}

describe('content loader', () => {
  it('loads valid entries with the schema defaults applied', () => {
    const dir = contentDir({ 'pieces/gold-general.mdx': gold, 'pieces/pawn.mdx': pawn, 'games/dai.mdx': game('gold-general'), 'sources/rokushu.mdx': source });
    const c = loadContent(dir);
    expect([...c.pieces.keys()]).toEqual(['gold-general', 'pawn']);
    expect(c.pieces.get('pawn')!.moves).toEqual([{ step: ['f'], range: 1 }]);
    expect(c.games.get('dai')!.promotions).toEqual({ pawn: 'gold-general' });
  });

  it('names the file and field of a dangling promotion target', () => {
    const dir = contentDir({ 'pieces/gold-general.mdx': gold, 'pieces/pawn.mdx': pawn, 'games/dai.mdx': game('tokin'), 'sources/rokushu.mdx': source });
    expect(errorsOf(dir)).toEqual(['games/dai.mdx promotions.pawn: unknown piece id "tokin"']);
  });

  it('names a bad direction, a wrong setup width and an id that is not the file name', () => {
    const dir = contentDir({
      'pieces/gold-general.mdx': gold.replace('[f, fl, fr, l, r, b]', '[f, up]'),
      'pieces/pawn.mdx': pawn.replace('id: pawn', 'id: soldier'),
      'games/dai.mdx': game('gold-general').replace('". pawn . . ."', '". pawn . ."'),
      'sources/rokushu.mdx': source,
    });
    expect(errorsOf(dir)).toEqual([
      'pieces/gold-general.mdx moves.0.step.1: unknown direction "up"; use one of f, fr, r, br, b, bl, l, fl, all, orth, diag, vert, side',
      'pieces/pawn.mdx id: id "soldier" must equal the file name "pawn"',
      'games/dai.mdx setup.0: has 4 squares, the board is 5 wide',
      'games/dai.mdx setup.0.1: unknown piece id "pawn"',
      'games/dai.mdx setup.1.0: unknown piece id "gold-general"',
      'games/dai.mdx promotions.pawn: unknown piece id "pawn"',
      'games/dai.mdx promotions.pawn: unknown piece id "gold-general"',
      'games/dai.mdx royals.0: unknown piece id "gold-general"',
    ]);
  });

  it('names a variant citing an unknown source', () => {
    const withVariant = gold.replace('---\nBody', 'variants:\n  - { source: shogi-zushiki, note: Moves one square less in that text., moves: [{ step: f }] }\n---\nBody');
    const dir = contentDir({ 'pieces/gold-general.mdx': withVariant, 'pieces/pawn.mdx': pawn, 'games/dai.mdx': game('gold-general'), 'sources/rokushu.mdx': source });
    expect(errorsOf(dir)).toEqual(['pieces/gold-general.mdx variants.0.source: unknown source "shogi-zushiki"']);
  });

  it('reports broken YAML and a missing frontmatter block', () => {
    expect(readFrontmatter('no frontmatter')).toEqual({ error: 'the file must start with a YAML frontmatter block between --- lines' });
    const bad = readFrontmatter('---\nid: [unclosed\n---\n');
    expect('error' in bad && bad.error).toMatch(/^YAML: /);
  });
});
