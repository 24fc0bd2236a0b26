// Link checker over the built site: every internal link and anchor in dist/ resolves, and every page's links stay in
// its language (English at /, Japanese at /ja/, Chinese at /zh/) except the language switcher's alternates.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { htmlFiles, urlIn } from '../dist-pages';

const DIST = inject('distDir');
const urlOf = (file: string) => urlIn(DIST, file);

function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
}

/** Attribute values as the browser reads them: Astro writes `&` as `&#38;` or `&amp;`. */
export function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function targetFile(pathname: string): string | null {
  const path = join(DIST, decodeURIComponent(pathname));
  if (existsSync(path) && statSync(path).isFile()) return path;
  const index = join(path, 'index.html');
  return existsSync(index) ? index : null;
}

describe('links in dist/', () => {
  const files = htmlFiles(DIST);
  const pages = new Map(files.map((f) => [urlOf(f), readFileSync(f, 'utf8')]));

  it(`every internal link and anchor resolves (${files.length} pages)`, () => {
    const broken: string[] = [];
    for (const [from, html] of pages) {
      for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
        const raw = decodeEntities(m[1]!);
        if (/^(https?:|mailto:|data:|javascript:)/.test(raw) || raw === '') continue;
        const url = new URL(raw, `http://site${from}`);
        if (url.host !== 'site') continue;
        const file = targetFile(url.pathname);
        if (!file) {
          broken.push(`${from} → ${raw} (no such page)`);
          continue;
        }
        if (url.hash && file.endsWith('.html')) {
          const ids = idsIn(pages.get(urlOf(file)) ?? readFileSync(file, 'utf8'));
          if (!ids.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${from} → ${raw} (no anchor)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('no page gives one id to two elements: the Dai page\'s "Starting setup" link jumped to the prose, not the board', () => {
    const repeated: string[] = [];
    for (const [from, html] of pages) {
      const seen = new Set<string>();
      for (const m of html.matchAll(/\sid="([^"]+)"/g)) {
        if (seen.has(m[1]!)) repeated.push(`${from} #${m[1]}`);
        seen.add(m[1]!);
      }
    }
    expect(repeated).toEqual([]);
    // The on-this-page link lands on the board's own heading, followed by the board.
    for (const lang of ['', '/ja', '/zh']) {
      expect(pages.get(`${lang}/games/dai/`)).toMatch(/<h2 id="setup"[^>]*>[^<]*<\/h2>\s*<[^>]+class="[^"]*setup/);
    }
  });

  it(`every page exists in every language, and its links stay in its language or go to its alternates`, () => {
    const langOf = (path: string) => /^\/(ja|zh)\//.exec(path)?.[1] ?? 'en';
    const unprefixed = (path: string) => path.replace(/^\/(ja|zh)\//, '/');
    const byLang = { en: 0, ja: 0, zh: 0 };
    const missing: string[] = [];
    const leaving: string[] = [];
    for (const [from, html] of pages) {
      const lang = langOf(from);
      byLang[lang as keyof typeof byLang]++;
      if (!from.endsWith('404.html') && !/\/404\/$/.test(from)) {
        for (const other of ['', '/ja', '/zh']) if (!pages.has(other + unprefixed(from))) missing.push(`${from}: no ${other + unprefixed(from)}`);
      }
      // Links the Preact islands render (boards, diagrams, drills) are not yet language-aware; the pages' own are checked.
      for (const m of html.replace(/<astro-island[\s\S]*?<\/astro-island>/g, '').matchAll(/<a\s[^>]*>/g)) {
        const tag = m[0];
        const raw = /\shref="([^"]*)"/.exec(tag)?.[1];
        if (!raw || /\shreflang=/.test(tag)) continue; // the switcher links to the alternates on purpose
        const url = new URL(decodeEntities(raw), `http://site${from}`);
        if (url.host !== 'site' || !url.pathname.endsWith('/')) continue; // files (feeds, sitemaps, downloads)
        if (langOf(url.pathname) !== lang) leaving.push(`${from} → ${raw}`);
      }
    }
    expect(byLang.ja).toBe(byLang.en);
    expect(byLang.zh).toBe(byLang.en);
    expect(missing).toEqual([]);
    expect(leaving).toEqual([]);
  });

  it('the checker itself notices a missing page and a missing anchor', () => {
    expect(targetFile('/no-such-page/')).toBeNull();
    expect(idsIn('<h2 id="setup">').has('promotions')).toBe(false);
    expect(decodeEntities('/pieces/lion/?source=other&#38;game=tai&amp;x=1')).toBe('/pieces/lion/?source=other&game=tai&x=1');
  });
});
