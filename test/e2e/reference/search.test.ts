// Search in Chromium over the built Pagefind index: names in every script and reading find the right piece first,
// rules words find pages, results show kanji and English, and /search/ filters by type and game and reads ?q=.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { catalog } from '../../../src/lib/catalog';
import { baseUrl, launch, open, pageErrors, waitUntil } from '../browser';

const c = catalog();
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function headerSearch(term: string, from = '/'): Promise<{ page: Page; hrefs: string[] }> {
  const page = await open(browser, from);
  await page.locator('#site-search-input').fill(term);
  await page.locator('#site-search-results a').first().waitFor({ timeout: 15_000 });
  const hrefs = await page.locator('#site-search-results a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return { page, hrefs };
}

describe('header search in each language', () => {
  // Pagefind keeps one index per <html lang>; every language's piece page lists the names in every script.
  const cases: [string, string, string][] = [['/', 'lion', '/pieces/lion/'], ['/ja/', '獅子', '/ja/pieces/lion/'],
    ['/zh/', '獅子', '/zh/pieces/lion/'], ['/zh/', '狮子', '/zh/pieces/lion/'], ['/ja/', 'lion', '/ja/pieces/lion/'],
    // A title that is the whole query comes first: “Maka Dai Dai Shogi” says “dai” twice, Pagefind ranks it higher.
    ['/', 'Dai Shogi', '/games/dai/'], ['/', 'maka dai dai shogi', '/games/maka-dai-dai/']];
  for (const [from, term, want] of cases) {
    it(`on ${from}, “${term}” finds ${want} first`, async () => {
      const { page, hrefs } = await headerSearch(term, from);
      expect(hrefs[0]).toBe(want);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('header search', () => {
  // Traditional kanji, reading, English: 狛犬 komainu Lion Dog; traditional and simplified: 獅子 狮子 Lion.
  const cases: [string, string][] = [['狛犬', 'lion-dog'], ['komainu', 'lion-dog'], ['lion dog', 'lion-dog'], ['獅子', 'lion'], ['狮子', 'lion']];
  for (const [term, id] of cases) {
    it(`finds the ${c.piece(id).names.en} first for “${term}”, showing its kanji and English name`, async () => {
      const { page, hrefs } = await headerSearch(term);
      expect(hrefs[0]).toBe(`/pieces/${id}/`);
      const first = await page.locator('#site-search-results a').first().locator('strong').innerText();
      expect(first).toContain(c.piece(id).names.kanji);
      expect(first).toContain(c.piece(id).names.en);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }

  for (const term of ['igui', '居食', 'hook', 'promotion by capture', '象棋六種之図式', 'Maka Dai Dai']) {
    it(`finds pages for the rules or source words “${term}”`, async () => {
      const { page, hrefs } = await headerSearch(term);
      expect(hrefs.length).toBeGreaterThan(0);
      await page.close();
    });
  }

  it('every piece can be found by each of its names', async () => {
    const page = await open(browser, '/');
    const misses: string[] = [];
    for (const p of c.pieces) {
      for (const name of c.namesOf(p.id)) {
        const hrefs = (await page.evaluate(`(async () => {
          const pf = await import('/pagefind/pagefind.js');
          const r = await pf.search(${JSON.stringify(name)});
          return Promise.all(r.results.slice(0, 10).map((x) => x.data().then((d) => d.url)));
        })()`)) as string[];
        if (!hrefs.includes(`/pieces/${p.id}/`)) misses.push(`${p.id}: ${name}`);
      }
    }
    expect(misses).toEqual([]);
    await page.close();
  });

  // Game names in every script (content/games/*.mdx `names`): 將/将, 摩訶/摩诃, and Tai's other name 無上泰將棋 (seed 003:
  // 有时也被称作「无上泰将棋」). Pieces by the variant characters of their Japanese and other spellings (content/pieces).
  it('finds each game page first for every written form of its name, and pieces by their variant kanji', async () => {
    const page = await open(browser, '/');
    const top = async (term: string) => (await page.evaluate(`(async () => {
      const pf = await import('/pagefind/pagefind.js');
      const r = await pf.search(${JSON.stringify(term)});
      return Promise.all(r.results.slice(0, 10).map((x) => x.data().then((d) => d.url)));
    })()`)) as string[];
    const misses: string[] = [];
    for (const g of c.games) {
      const written = [g.names.kanji, g.names.simplified, g.names.ja, ...g.names.alt].filter((n): n is string => !!n);
      expect(written.length).toBeGreaterThan(1);
      for (const name of written) if ((await top(name))[0] !== `/games/${g.id}/`) misses.push(`${g.id}: ${name}`);
      if (!(await top(g.names.en)).includes(`/games/${g.id}/`)) misses.push(`${g.id}: ${g.names.en}`);
    }
    const pieces: [string, string][] = [
      ['酔象', 'drunk-elephant'], ['竜王', 'dragon-king'], ['飛竜', 'flying-dragon'], ['淮鶏', 'chinese-cock'], ['淮雞', 'chinese-cock'],
      ['淮鷄', 'chinese-cock'], ['嗔豬', 'angry-boar'], ['嗔猪', 'angry-boar'], ['奔豬', 'free-boar'], ['奔猪', 'free-boar'],
    ];
    for (const [name, id] of pieces) if ((await top(name))[0] !== `/pieces/${id}/`) misses.push(`${id}: ${name}`);
    expect(misses).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  // Readers often type readings without macrons: honro for honrō (奔狼), jizai tenno for jizai tennō (自在天王).
  for (const [term, id] of [['honro', 'free-wolf'], ['jizai tenno', 'emperor']] as const) {
    it(`finds the ${c.piece(id).names.en} for its reading typed without macrons, “${term}”`, async () => {
      expect(c.piece(id).names.reading.normalize('NFD').replace(/\p{M}/gu, '')).toBe(term);
      const { page, hrefs } = await headerSearch(term);
      expect(hrefs[0]).toBe(`/pieces/${id}/`);
      await page.close();
    });
  }

  it('submits to /search/ without JavaScript', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toMatch(/<form[^>]*action="\/search\/"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/search\/"/);
    expect(html).toMatch(/<input[^>]*name="q"/);
  });
});

describe('/search/ page', () => {
  const results = (page: Page) => page.locator('[data-search-results] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const settle = async (page: Page) => {
    await waitUntil(page, `!document.querySelector('[data-search-status]').textContent.includes('Searching')`);
    await waitUntil(page, `document.querySelector('[data-search-status]').textContent.length > 0`);
  };

  it('reads ?q= and finds the Lion Dog first', async () => {
    const page = await open(browser, `/search/?q=${encodeURIComponent('狛犬')}`);
    await settle(page);
    await expect(page.locator('#search-q').inputValue()).resolves.toBe('狛犬');
    expect((await results(page))[0]).toBe('/pieces/lion-dog/');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('filters by type and by game with Pagefind filters, and keeps them in the URL', async () => {
    const page = await open(browser, '/search/?q=lion&type=piece');
    await settle(page);
    const pieces = await results(page);
    expect(pieces.length).toBeGreaterThan(1);
    for (const href of pieces) expect(href).toMatch(/^\/pieces\/[a-z-]+\/$/);

    await page.locator('#search-game').selectOption('dai');
    await page.waitForURL(/game=dai/);
    await settle(page);
    const inDai = await results(page);
    expect(inDai.length).toBeGreaterThan(0);
    for (const href of inDai) expect(c.gamesOf(href.split('/')[2]!)).toContain('dai');
    expect(inDai).toContain('/pieces/lion/');

    await page.locator('#search-type').selectOption('source');
    await page.locator('#search-game').selectOption('');
    await page.locator('#search-q').fill('');
    await settle(page);
    expect((await results(page)).sort()).toEqual([...c.content.sources.keys()].map((id) => `/sources/${id}/`).sort());
    await page.close();
  });

  it('explains a filter value it does not know', async () => {
    const page = await open(browser, '/search/?q=lion&type=spaceship');
    await expect(page.locator('[data-search-problems]').innerText()).resolves.toMatch(/spaceship/);
    await settle(page);
    expect((await results(page)).length).toBeGreaterThan(0);
    await page.close();
  });
});
