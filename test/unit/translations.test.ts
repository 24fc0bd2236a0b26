// Translated prose: every English entry has a Japanese and a Chinese file, each well formed, and each piece body names
// what the piece promotes to in every game it is in (the target's name as that language writes it).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../src/lib/catalog';
import { CONTENT_DIR, loadContent } from '../../src/lib/content';
import { PROSE_LANGS, loadTranslations } from '../../src/lib/translations';
import { nameIn } from '../../src/i18n';

const content = loadContent();
const catalog = new Catalog(content);

describe('translations', () => {
  for (const lang of PROSE_LANGS) {
    const { translations, errors, missing } = loadTranslations(lang, content);

    it(`${lang}: no file is missing`, () => {
      expect(missing).toEqual([]);
    });

    it(`${lang}: every file is well formed`, () => {
      expect(errors).toEqual([]);
    });

    it(`${lang}: each piece body names its promotion in every game (fact check)`, () => {
      const wrong: string[] = [];
      for (const [id, t] of translations.pieces) {
        for (const game of catalog.gamesOf(id)) {
          const to = catalog.promotionIn(game, id);
          if (!to) continue;
          const name = nameIn(lang, catalog.piece(to).names);
          if (!t.body.includes(name)) wrong.push(`${t.file}: promotes to ${name} in ${game}, but the body does not name it`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  describe('the checks notice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'translations-'));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const lion = join(dir, 'translations/ja/pieces/lion.mdx');
    const original = readFileSync(lion, 'utf8');
    const errorsWith = (text: string) => {
      writeFileSync(lion, text);
      return loadTranslations('ja', content, dir).errors.map((e) => `${e.field}: ${e.message}`);
    };

    it('a wrong number of notes, naming the field', () => {
      expect(errorsWith(original.replace(/^notes:\n/m, 'notes:\n  - 余分な注記\n'))).toEqual([
        'notes: 2 items, but the English entry has 1 (one translation per item, same order)',
      ]);
    });
    it('a piece body without its diagram', () => {
      expect(errorsWith(original.replace('<MoveDiagram />', ''))).toEqual(['body: needs <MoveDiagram /> exactly once, on its own line (found 0)']);
    });
    it('a field the format does not have', () => {
      expect(errorsWith(original.replace(/^notes:/m, 'summary: 獅子\nnotes:'))).toEqual([expect.stringMatching(/^: .*summary/)]);
    });
    it('a missing file', () => {
      writeFileSync(lion, original);
      cpSync(join(CONTENT_DIR, 'pieces/lion.mdx'), join(dir, 'pieces/lion-copy.mdx'));
      writeFileSync(join(dir, 'pieces/lion-copy.mdx'), readFileSync(join(dir, 'pieces/lion-copy.mdx'), 'utf8').replace('id: lion', 'id: lion-copy'));
      expect(loadTranslations('ja', loadContent(dir), dir).missing).toEqual(['translations/ja/pieces/lion-copy.mdx']);
    });
  });
});
