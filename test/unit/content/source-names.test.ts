// Sources are named in the page's language, from data (issue 20): the board's source selector, a piece diagram's
// reading toggle and the compare page's rule rows say その他の資料 on a Japanese page and 其他資料 on a Chinese one,
// never an English name with a CJK phrase glued to it ("Some sources 亦有資料 (other sources)").
import { describe, expect, it } from 'vitest';
import { boardData } from '../../../src/components/widgets/board/board-props';
import { diagramProps } from '../../../src/lib/diagram/props';
import { disputedRules } from '../../../src/lib/compare/rule-compare';
import { catalog } from '../../../src/lib/catalog';
import type { Lang } from '../../../src/i18n';

// The names each language uses (GLOSSARY-DECISIONS.md; titles as the Maka Dai Dai article writes them, footnotes 1-19:
// 《象棋六種之図式》, 《象戱図式》, 《諸象戱図式》; Japanese puts a book title in 『』 in its own characters).
const EXPECTED: Record<Lang, Record<string, string>> = {
  en: { rokushu: 'Diagrams of Six Kinds of Shogi 《象棋六種之図式》', 'shogi-zushiki': 'Shogi Diagrams 《象戱図式》', 'sho-shogi-zushiki': 'Diagrams of the Various Shogi 《諸象戱図式》', modern: 'Most modern sources', other: 'Some sources' },
  ja: { rokushu: '『象棋六種之図式』', 'shogi-zushiki': '『象戯図式』', 'sho-shogi-zushiki': '『諸象戯図式』', modern: '現代の多くの資料', other: 'その他の資料' },
  zh: { rokushu: '《象棋六種之図式》', 'shogi-zushiki': '《象戱図式》', 'sho-shogi-zushiki': '《諸象戱図式》', modern: '多數現代資料', other: '其他資料' },
};

describe('source names per language', () => {
  for (const lang of ['en', 'ja', 'zh'] as const) {
    it(`${lang}: the board's source selector for Maka Dai Dai Shogi`, () => {
      const labels = boardData(['maka-dai-dai'], lang).sources['maka-dai-dai']!;
      expect(labels.length).toBeGreaterThan(3);
      for (const { id, label } of labels) expect(label, id).toBe(EXPECTED[lang][id]);
    });

    it(`${lang}: a piece diagram's reading toggle (Free Dragon: 《象棋六種之図式》 and some sources, footnote 13)`, () => {
      const readings = diagramProps('free-dragon', lang).readings.filter((r) => r.source);
      expect(readings.map((r) => r.source).sort()).toEqual(['other', 'rokushu']);
      for (const r of readings) expect(r.label, r.source!).toBe(EXPECTED[lang][r.source!]);
    });
  }

  for (const lang of ['ja', 'zh'] as const) {
    it(`${lang}: the compare page's rule readings name the source without English`, () => {
      const c = catalog();
      const rows = disputedRules(c, c.content.games.get('maka-dai-dai')!, lang);
      const named = rows.flatMap((r) => r.readings).filter((r) => r.source);
      expect(named.length).toBeGreaterThan(0);
      for (const r of named) {
        expect(r.label).toBe(EXPECTED[lang][r.source!]);
        expect(r.label).not.toMatch(/[A-Za-z]/);
      }
    });
  }
});
