// Every built /ja/ and /zh/ page against its language's glossary (src/i18n/glossary/): no replaced term in running
// text, headings, aria-labels, titles or the islands' server-rendered text; and no simplified-only character in /zh/
// outside the simplified names and quotations, which the HTML marks (lang="zh-Hans", <q>, <blockquote>, data-quote).
// Text in another language (lang="en", lang="ja" on a Chinese page…) and code are not running text. And a piece is
// named in the page's script, never by its data id (issue 20: "成り駒（元はpawnまたはknight…）").
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { findReplaced, findSimplified, sentenceAt, type Glossary } from '../../../src/i18n/glossary';
import { jaGlossary } from '../../../src/i18n/glossary/ja';
import { SIMPLIFIED_ONLY, zhGlossary } from '../../../src/i18n/glossary/zh';
import { catalog } from '../../../src/lib/catalog';
import { dict, nameIn } from '../../../src/i18n';
import { launch, open } from '../browser';

const DIST = inject('distDir');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The page's reader-facing text in its own language, one line per block, then the accessible labels and titles. Runs
 * in the browser on the HTML string (DOMParser: no script runs, nothing loads), so the islands' server-rendered text
 * is read as the reader first sees it.
 */
const EXTRACT = `(html, lang) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const own = lang === 'ja' ? /^ja\\b/i : /^zh(-Hant)?$/i;
  const skip = 'script, style, template, code, pre, q, blockquote, [data-quote]';
  for (const el of [...doc.querySelectorAll(skip)]) el.remove();
  for (const el of [...doc.body.querySelectorAll('[lang]')]) if (!own.test(el.getAttribute('lang'))) el.remove();
  const blocks = 'p, li, div, section, article, header, footer, nav, aside, h1, h2, h3, h4, h5, h6, dt, dd, td, th, tr, caption, figcaption, button, option, label, summary, legend, br';
  for (const el of doc.body.querySelectorAll(blocks)) el.after(doc.createTextNode('\\n'));
  const attrs = [...doc.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')]
    .flatMap((el) => ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'].map((a) => el.getAttribute(a)).filter(Boolean));
  return [doc.title, ...doc.body.textContent.split('\\n'), ...attrs].map((s) => s.replace(/\\s+/g, ' ').trim()).filter(Boolean);
}`;

const urlOf = (file: string) => '/' + relative(DIST, file).replace(/index\.html$/, '');
const pages: Record<'ja' | 'zh', Map<string, string[]>> = { ja: new Map(), zh: new Map() };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const page = await browser.newPage();
  for (const lang of ['ja', 'zh'] as const) {
    const files = htmlFiles(join(DIST, lang));
    // A few pages per round trip: hundreds of pages, one browser tab.
    for (let i = 0; i < files.length; i += 16) {
      const batch = files.slice(i, i + 16);
      const html = batch.map((f) => readFileSync(f, 'utf8'));
      const texts = (await page.evaluate(`(${JSON.stringify(html)}).map((h) => (${EXTRACT})(h, ${JSON.stringify(lang)}))`)) as string[][];
      batch.forEach((f, j) => pages[lang].set(urlOf(f), texts[j]!));
    }
  }
  await page.close();
}, 300_000);
afterAll(async () => { await browser?.close(); });

/** The failures as lines a reader can act on: a count per term found (and on how many pages), then the first 40. */
function report(hits: { url: string; found: string; sentence: string }[]): string[] {
  if (!hits.length) return [];
  const byTerm = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  for (const h of hits) {
    byTerm.set(h.found, (byTerm.get(h.found) ?? new Set()).add(h.url));
    counts.set(h.found, (counts.get(h.found) ?? 0) + 1);
  }
  const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([term, n]) => `${term} ×${n} on ${byTerm.get(term)!.size} pages`);
  const lines = hits.map((h) => `${h.url} ${h.found}: “${h.sentence}”`);
  return [summary.join('; '), ...lines.slice(0, 40), ...(lines.length > 40 ? [`… and ${lines.length - 40} more`] : [])];
}

function check(glossary: Glossary) {
  describe(`/${glossary.lang}/ pages write the glossary's terms`, () => {
    it('reads every page of the language', () => {
      // Every page exists in every language (README: Languages): as many as the English pages, or a type was missed.
      const english = htmlFiles(DIST).filter((f) => !/^(ja|zh|pagefind|_astro)\//.test(relative(DIST, f)));
      expect(pages[glossary.lang].size).toBe(english.length);
    });
    for (const entry of glossary.entries) {
      it(`${entry.concept}: ${entry.term}`, () => {
        const hits = [...pages[glossary.lang]].flatMap(([url, texts]) => texts.flatMap((text) =>
          findReplaced(text, { ...glossary, entries: [entry] }).map((h) => ({ url, found: h.found, sentence: sentenceAt(text, h.index) }))));
        expect(report(hits)).toEqual([]);
      });
    }
  });
}
check(jaGlossary);
check(zhGlossary);

describe('/zh/ pages are in traditional characters', () => {
  it('no simplified-only character outside the simplified names and quotations', () => {
    // A simplified name that differs from the traditional one (狮子 beside 獅子) is a listing of simplified names.
    const names = [...catalog().pieces, ...catalog().games].map((x) => x.names)
      .filter((n) => n.simplified && n.simplified !== (n.zh ?? n.kanji)).map((n) => n.simplified!);
    const hits = [...pages.zh].flatMap(([url, texts]) => texts.flatMap((text) =>
      findSimplified(text, SIMPLIFIED_ONLY, names, zhGlossary.quotation).map((h) => ({ url, found: h.found, sentence: sentenceAt(text, h.index) }))));
    expect(report(hits)).toEqual([]);
  });
});

describe('pieces are named, not given by their data id', () => {
  it('no piece id in the running text of a /ja/ or /zh/ page', () => {
    const ids = new Set(catalog().pieces.map((p) => p.id));
    // A Latin word the dictionaries write themselves (lion in 「獅子、狮子、shishi、lion」) is meant.
    const written = new Set(['ja', 'zh'].flatMap((l) => Object.values(dict(l as 'ja' | 'zh')).flatMap((v) => v.match(/[a-z]+(?:-[a-z]+)*/g) ?? [])));
    const hits = (['ja', 'zh'] as const).flatMap((lang) => [...pages[lang]].flatMap(([url, texts]) => texts.flatMap((text) =>
      [...text.matchAll(/[a-z]+(?:-[a-z]+)*/g)].filter((m) => ids.has(m[0]) && !written.has(m[0]))
        .map((m) => ({ url, found: m[0], sentence: sentenceAt(text, m.index) })))));
    expect(report(hits)).toEqual([]);
  });

  // The Maka puzzle whose board holds a promoted Gold General: its panel lists the 21 pieces that promote to it
  // (content/games/maka-dai-dai.mdx, promotions), each by its name in the page's language.
  for (const lang of ['en', 'ja', 'zh'] as const) {
    it(`${lang}: the promoted piece's origins on /puzzles/maka-promotion-forced/ are names`, async () => {
      const c = catalog();
      const origins = Object.entries(c.content.games.get('maka-dai-dai')!.promotions).filter(([, to]) => to === 'gold-general').map(([from]) => c.piece(from));
      expect(origins.length).toBe(21);
      const page = await open(browser, `${lang === 'en' ? '' : `/${lang}`}/puzzles/maka-promotion-forced/`);
      const text = (await page.locator('.bw-piece').first().innerText()).replace(/\s+/g, ' ');
      for (const p of origins) expect(text).toContain(nameIn(lang, p.names));
      expect(text).not.toMatch(/\b(pawn|knight|hook-mover)\b/);
      await page.close();
    });
  }
});
