// Whole-collection checks: every piece form of the three games has an entry, a page body with its diagram, and a game.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../src/lib/catalog';
import { CONTENT_DIR, loadContent } from '../../../src/lib/content';

const content = loadContent();
const catalog = new Catalog(content);

describe('the content as a whole', () => {
  it('has one entry for each of the 122 piece forms named in test/fixtures/names.tsv', () => {
    // test/fixtures/names.tsv (a copy of shared/names.tsv): one line per piece form after the header, kanji first.
    const kanji = readFileSync(join(CONTENT_DIR, '../test/fixtures/names.tsv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t')[0]!);
    expect(kanji).toHaveLength(122);
    const ours = new Set([...content.pieces.values()].map((p) => p.names.kanji));
    expect(kanji.filter((k) => !ours.has(k))).toEqual([]);
    expect(content.pieces.size).toBe(122);
  });

  it('gives every piece exactly one <MoveDiagram /> in its body and some prose around it', () => {
    for (const id of content.pieces.keys()) {
      const body = readFileSync(join(CONTENT_DIR, 'pieces', `${id}.mdx`), 'utf8').split(/^---$/m).slice(2).join('---');
      expect(body.match(/<MoveDiagram \/>/g), id).toHaveLength(1);
      expect(body.replace(/<MoveDiagram \/>/, '').split(/\s+/).length, id).toBeGreaterThan(80);
    }
  });

  it('places every piece in at least one game, and every game piece in a setup or a promotion', () => {
    const orphans = [...content.pieces.keys()].filter((id) => catalog.gamesOf(id).length === 0);
    expect(orphans).toEqual([]);
  });

  it('has the three games, their three articles and the five sources the articles cite', () => {
    expect([...content.games.keys()].sort()).toEqual(['dai', 'maka-dai-dai', 'tai']);
    expect([...content.sources.keys()].sort()).toEqual(['dai-article', 'maka-dai-dai-article', 'modern', 'other', 'rokushu', 'sho-shogi-zushiki', 'shogi-zushiki', 'tai-article']);
    // One article per game; only the Maka Dai Dai article has footnotes (seed 000: footnotes 1-19; 002 and 003 none).
    const articles = [...content.sources.values()].filter((s) => s.article).map((s) => [s.article!.game, s.article!.script, s.article!.footnotes]);
    expect(articles.sort()).toEqual([['dai', 'traditional', 0], ['maka-dai-dai', 'traditional', 19], ['tai', 'simplified', 0]]);
  });

  it('numbers every footnote within its article', () => {
    for (const p of content.pieces.values()) {
      for (const v of p.variants) if (v.footnote) expect(v.footnote, `${p.id} ${v.source}`).toBeLessThanOrEqual(19);
    }
  });

  it('cites every source at least once', () => {
    for (const id of [...content.sources.keys()].filter((id) => !content.sources.get(id)!.article)) {
      const { pieces, rules } = catalog.citing(id as never);
      expect(pieces.length + rules.length, id).toBeGreaterThan(0);
    }
  });
});
