// Readers see the real sources, never our working names: no built page outside /about/ says "seed" (any case) or cites
// a source document by our file number (000–003, as in "Seed 003" or "典拠（002 獅子…）"). Read from the built HTML,
// which holds the prose, the search index's text and every island's props.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { htmlFiles, urlIn } from '../dist-pages';

const DIST = inject('distDir');
const urlOf = (file: string) => urlIn(DIST, file);

/** The page without its inline scripts and styles (code, not text), entities decoded as a reader sees them. */
const readable = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** A seed file number standing alone (not part of 1,000,000, a hex colour, an id or path such as tactic-dai-001, or a longer number). */
const FILE_NUMBER = /(?<![\d,.#\w/-])00[0-3](?![\d,.]\d|\w)/g;
const SEED = /seed/gi;

/** Each match with some text around it, so a failure shows where it is. */
const around = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => text.slice(Math.max(0, m.index! - 40), m.index! + 40).replace(/\s+/g, ' '));

describe('citations name the real documents', () => {
  const pages = htmlFiles(DIST).filter((f) => !/^\/(ja\/|zh\/)?about\//.test(urlOf(f)));

  it('reads every built page (outside /about/)', () => {
    expect(pages.length).toBeGreaterThan(700);
  });

  it('no page says "seed"', () => {
    const found = pages.flatMap((f) => around(readable(readFileSync(f, 'utf8')), SEED).map((s) => `${urlOf(f)}: …${s}…`));
    expect(found).toEqual([]);
  });

  it('no page cites a source by our file number', () => {
    const found = pages.flatMap((f) => around(readable(readFileSync(f, 'utf8')), FILE_NUMBER).map((s) => `${urlOf(f)}: …${s}…`));
    expect(found).toEqual([]);
  });

  it('each article has its page, named in the reader\'s language', () => {
    for (const [id, title] of [['maka-dai-dai-article', '摩訶大大將棋'], ['dai-article', '大將棋'], ['tai-article', '泰将棋']] as const) {
      const en = readFileSync(join(DIST, 'sources', id, 'index.html'), 'utf8');
      expect(en).toContain(title);
      expect(en).toContain('Chinese Wikipedia');
      expect(readFileSync(join(DIST, 'ja', 'sources', id, 'index.html'), 'utf8')).toContain('中国語版ウィキペディア');
      expect(readFileSync(join(DIST, 'zh', 'sources', id, 'index.html'), 'utf8')).toContain('中文維基百科');
    }
  });
});
