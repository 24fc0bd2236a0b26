// The glossary (src/i18n/glossary/): its matcher finds a replaced term outside its allowed contexts, its data is
// consistent, and the UI dictionaries ja.ts and zh.ts already write every chosen term. The built pages are checked by
// test/e2e/site/glossary.test.ts.
import { describe, expect, it } from 'vitest';
import { dict } from '../../../src/i18n';
import { findReplaced, findSimplified, sentenceAt, type Glossary } from '../../../src/i18n/glossary';
import { catalog } from '../../../src/lib/catalog';
import { jaGlossary } from '../../../src/i18n/glossary/ja';
import { SIMPLIFIED_ONLY, zhGlossary } from '../../../src/i18n/glossary/zh';

const found = (text: string, g: Glossary) => findReplaced(text, g).map((h) => h.found);

describe('the matcher', () => {
  it('finds 升 for a square but not inside 升級 (GLOSSARY-DECISIONS: 升 stays only inside names)', () => {
    expect(found('その升へ一歩。一升離れた升。', jaGlossary)).toEqual(['升', '升', '升']);
    expect(found('記事は「升級」と書く。', jaGlossary)).toEqual([]);
  });
  it('finds 二歩 and 2歩分, and the Japanese 転身 but not 変化 as a variation', () => {
    expect(found('一手に二歩。一手で2歩分進む。', jaGlossary)).toEqual(['二歩', '2歩分']);
    expect(found('駒を取っての変化。変化を断れる。この変化は読み筋。', jaGlossary)).toEqual(['取っての変化', '変化を断']);
  });
  it('finds every Chinese replaced term, 猪 included', () => {
    expect(found('嗔猪升變為奔猪；雙方的玉將在同一筆上相對。', zhGlossary)).toEqual(['升變', '同一筆', '猪', '猪']);
    expect(found('嗔豬升級為奔豬；雙方的玉將在同一縱線上相對。', zhGlossary)).toEqual([]);
    // A source's own spelling, quoted, is the source's: 條目中有「嗔猪」和「嗔豬」兩種寫法。
    expect(found('條目中有「嗔猪」和「嗔豬」兩種寫法，嗔猪', zhGlossary)).toEqual(['猪']);
    expect(findSimplified('圖下「详见狮子的说明」一句，详见', SIMPLIFIED_ONLY, [], zhGlossary.quotation).map((h) => h.found)).toEqual(['详', '见']);
  });
  it('finds simplified-only characters outside the simplified names listed as such', () => {
    expect(findSimplified('獅子（简体：狮子）與狮子王', SIMPLIFIED_ONLY, ['狮子'], zhGlossary.quotation).map((h) => h.found)).toEqual(['简']);
    expect(findSimplified('這個棋子', SIMPLIFIED_ONLY, [], zhGlossary.quotation).map((h) => h.found)).toEqual([]);
    expect(findSimplified('这个棋子', SIMPLIFIED_ONLY, [], zhGlossary.quotation).map((h) => h.found)).toEqual(['这', '个']);
  });
  it('reports the sentence around a hit', () => {
    const text = '最初の文。一升離れた升へ進む。次の文。';
    expect(sentenceAt(text, text.indexOf('升'))).toBe('一升離れた升へ進む。');
  });
});

describe('the glossary data', () => {
  for (const g of [jaGlossary, zhGlossary]) {
    it(`${g.lang}: no chosen term is itself a replaced term`, () => {
      const clashes = g.entries.filter((e) => findReplaced(e.term, { ...g, entries: [e] }).length > 0).map((e) => e.concept);
      expect(clashes).toEqual([]);
    });
  }
  it('zh: no simplified-only character has a traditional dictionary use (each is listed once)', () => {
    expect(new Set(SIMPLIFIED_ONLY).size).toBe([...SIMPLIFIED_ONLY].length);
    // 後, 臺, 隻, 乾, 裡, 麵: their simplified forms are also traditional words, so the list must not hold them.
    expect([...'后台只干里面云几着范准'].filter((ch) => SIMPLIFIED_ONLY.includes(ch))).toEqual([]);
  });
});

describe('the UI dictionaries write the chosen terms', () => {
  for (const g of [jaGlossary, zhGlossary]) {
    it(`${g.lang}.ts holds no replaced term`, () => {
      // A placeholder is filled with a number, as most are: 「一手で{n}歩分」 must read as 「一手で2歩分」.
      const bad = Object.entries(dict(g.lang)).flatMap(([key, template]) => {
        const value = template.replace(/\{\w+\}/g, '2');
        return findReplaced(value, g).map((h) => `${key}: ${h.found} (${h.entry.term}) in “${sentenceAt(value, h.index)}”`);
      });
      expect(bad).toEqual([]);
    });
  }
  it('zh.ts holds no simplified-only character', () => {
    // 狮子 in the search box's hint is a simplified name listed as such: allowed.
    const names = [...catalog().pieces, ...catalog().games].map((x) => x.names).filter((n) => n.simplified && n.simplified !== (n.zh ?? n.kanji)).map((n) => n.simplified!);
    const bad = Object.entries(dict('zh')).filter(([, v]) => findSimplified(v, SIMPLIFIED_ONLY, names, zhGlossary.quotation).length).map(([k, v]) => `${k}: ${v}`);
    expect(bad).toEqual([]);
  });
});
