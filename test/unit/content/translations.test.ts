// Translated prose: every English entry has a Japanese and a Chinese file, each well formed, and each piece body names
// what the piece promotes to in every game it is in (the target's name as that language writes it).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../src/lib/catalog';
import { CONTENT_DIR, loadContent } from '../../../src/lib/content';
import { PROSE_LANGS, loadTranslations } from '../../../src/lib/translations';
import { nameIn } from '../../../src/i18n';
import { tempDir } from '../../helpers/temp';

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

  for (const lang of PROSE_LANGS) {
    it(`${lang}: each puzzle text names the same squares as the English one (fact check)`, () => {
      const squares = (text: string | undefined) => [...(text ?? '').matchAll(/\b[0-9]{1,2}[a-y]\b/g)].map((m) => m[0]).sort();
      const wrong: string[] = [];
      for (const [id, t] of loadTranslations(lang, content).translations.puzzles) {
        const en = content.puzzles.get(id)!;
        const pairs: [string, string | undefined, string | undefined][] = [
          ['task', en.task, t.data.task],
          ['explanation', en.explanation, t.data.explanation],
          ['wrong', en.answer.kind === 'choice' ? undefined : en.answer.wrong, t.data.wrong],
          ...(en.answer.kind === 'choice'
            ? en.answer.options.flatMap((o, i): [string, string | undefined, string | undefined][] => [
                [`options.${i}.text`, o.text, t.data.options?.[i]?.text],
                [`options.${i}.why`, o.why, t.data.options?.[i]?.why],
              ])
            : []),
        ];
        for (const [field, english, translated] of pairs) {
          if (squares(english).join() !== squares(translated).join()) wrong.push(`${t.file}: ${field} names ${squares(translated).join(' ') || 'no square'}, English ${squares(english).join(' ') || 'none'}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  describe('the checks notice', () => {
    const dir = tempDir('translations-');
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

    const puzzle = join(dir, 'translations/ja/puzzles/dai-crown-prince.mdx');
    const puzzleText = readFileSync(puzzle, 'utf8');
    const puzzleErrorsWith = (text: string) => {
      writeFileSync(puzzle, text);
      const errors = loadTranslations('ja', content, dir).errors.map((e) => `${e.field}: ${e.message}`);
      writeFileSync(puzzle, puzzleText);
      return errors;
    };
    it('a puzzle with an option too few, or a why the English option lacks', () => {
      expect(puzzleErrorsWith(puzzleText.replace(/  - text: "いいえ.*\n/, ''))).toEqual(['options: 1 items, but the English entry has 2 (one translation per option, same order)']);
      expect(puzzleErrorsWith(puzzleText.replace(/(  - text: "いいえ.*\n)/, '$1    why: "余分な説明です。"\n'))).toEqual(['options.1.why: the English option has no why']);
    });
    it('a choice puzzle given a wrong-answer text', () => {
      expect(puzzleErrorsWith(puzzleText.replace(/^explanation:/m, 'wrong: "選択式の問題にはありません。"\nexplanation:'))).toEqual([
        'wrong: the English choice puzzle has no answer.wrong (each option has its own why)',
      ]);
    });
    it('a rule heading that differs from the other puzzles of the same rule', () => {
      // Four puzzles teach "Royal pieces": one changed, three keep 王駒.
      expect(puzzleErrorsWith(puzzleText.replace(/^rule: .*$/m, 'rule: "王将と太子"'))).toEqual([
        expect.stringMatching(/^rule: "王将と太子" translates the rule "Royal pieces", which 3 other puzzles translate as "王駒"/),
      ]);
    });
  });
});
