// The UI dictionaries: every key in every language, every value written (not left in English), placeholders kept.
import { describe, expect, it } from 'vitest';
import { LANGS, dict, fill, href, labelIn, langOf, nameIn, unprefixed, withLangs } from '../../../src/i18n';
import { catalog } from '../../../src/lib/catalog';
import { en } from '../../../src/i18n/en';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  for (const lang of LANGS) {
    it(`${lang}: exactly the English keys, none empty`, () => {
      const d = dict(lang);
      expect(Object.keys(d).sort()).toEqual(Object.keys(en).sort());
      expect(Object.entries(d).filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    });
    it(`${lang}: each value uses no placeholder the English one lacks`, () => {
      const d = dict(lang);
      const extra = Object.entries(d).filter(([k, v]) => placeholders(v).some((p) => !placeholders(en[k as keyof typeof en]).includes(p)));
      expect(extra.map(([k]) => k)).toEqual([]);
    });
  }
  for (const lang of ['ja', 'zh'] as const) {
    it(`${lang}: no value is left as the English text`, () => {
      const d = dict(lang);
      const same = Object.keys(en).filter((k) => /[a-z]{3}/i.test(en[k as keyof typeof en]) && d[k as keyof typeof en] === en[k as keyof typeof en]);
      expect(same).toEqual([]);
    });
  }
});

describe('routes and names', () => {
  it('English stays at the root, the others under their prefix', () => {
    expect(href('en', '/pieces/lion/')).toBe('/pieces/lion/');
    expect(href('ja', '/pieces/lion/')).toBe('/ja/pieces/lion/');
    expect(href('zh', '/')).toBe('/zh/');
    expect(unprefixed('/zh/pieces/lion/')).toBe('/pieces/lion/');
    expect(unprefixed('/ja/')).toBe('/');
    expect(unprefixed('/japan/')).toBe('/japan/');
    expect(langOf({})).toBe('en');
    expect(langOf({ lang: 'zh' })).toBe('zh');
    expect(() => langOf({ lang: 'fr' })).toThrow(/unknown language "fr"/);
  });
  it('withLangs gives every path once per language', () => {
    const paths = withLangs([{ params: { id: 'lion' } }]);
    expect(paths.map((p) => p.params)).toEqual([{ id: 'lion', lang: undefined }, { id: 'lion', lang: 'ja' }, { id: 'lion', lang: 'zh' }]);
  });
  it('fill names a placeholder it has no value for', () => {
    expect(fill('{n} pieces', { n: 3 })).toBe('3 pieces');
    expect(() => fill('{n} of {total}', { n: 3 })).toThrow(/\{total\}/);
  });
  it('names in the script natural to each language (泰将棋 in Japanese, 泰將棋 in Chinese)', () => {
    const tai = { kanji: '泰將棋', ja: '泰将棋', en: 'Tai Shogi' };
    expect(nameIn('ja', tai)).toBe('泰将棋');
    expect(nameIn('zh', tai)).toBe('泰將棋');
    expect(nameIn('en', tai)).toBe('Tai Shogi');
    expect(nameIn('ja', { kanji: '獅子', en: 'Lion' })).toBe('獅子');
  });
  it('board labels in the page\'s script: 步 of 步兵 is 歩 on Japanese boards, 奔猪 is 奔豬 on Chinese ones; English keeps the sources\' label', () => {
    const c = catalog();
    expect(['en', 'ja', 'zh'].map((l) => labelIn(l as 'en', c.piece('pawn')))).toEqual(['步', '歩', '步']);
    expect(['en', 'ja', 'zh'].map((l) => labelIn(l as 'en', c.piece('free-boar')))).toEqual(['奔猪', '奔猪', '奔豬']);
    expect(labelIn('zh', c.piece('buddhist-devil'))).toBe('羅剎');
  });
  it('Chinese pages name the boars and the rakshasa as Taiwan writes them (豬, 剎); Japanese keeps 猪 and 刹', () => {
    const c = catalog();
    expect(['angry-boar', 'free-boar', 'buddhist-devil'].map((id) => nameIn('zh', c.piece(id).names))).toEqual(['嗔豬', '奔豬', '羅剎']);
    expect(['angry-boar', 'free-boar', 'buddhist-devil'].map((id) => nameIn('ja', c.piece(id).names))).toEqual(['嗔猪', '奔猪', '羅刹']);
  });
});
