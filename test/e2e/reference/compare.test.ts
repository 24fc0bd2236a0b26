// The compare pages in Chromium: a row per disputed piece with engine-drawn diagrams, the source filter (no reload,
// reflected in the URL, bad values explained), the disputed rules with board links, and the piece-across-games view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { catalog } from '../../../src/lib/catalog';
import { baseUrl, launch, open, pageErrors } from '../browser';

const c = catalog();
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Pieces of a game with a reading from `source` (any source when omitted), by id — from the content, not the page. */
function piecesWithReading(game: string, source?: string): string[] {
  return c.pieces
    .filter((p) => c.gamesOf(p.id).includes(game as never))
    .filter((p) => p.variants.some((v) => (!source || v.source === source) && (!v.game || v.game === game)))
    .map((p) => p.id)
    .sort();
}

const visibleRows = (page: Page) =>
  page.locator('tbody.piece-row:visible').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.piece!).sort());

describe('Maka Dai Dai compare page', () => {
  it('shows one row per footnoted piece: seed 000 has 19 footnotes, each about one piece', async () => {
    const page = await open(browser, '/compare/maka-dai-dai/');
    const rows = page.locator('tbody.piece-row');
    await expect(rows.count()).resolves.toBe(19);
    const footnotes = await rows.locator('.fn').allInnerTexts();
    expect(footnotes.map((t) => Number(t.replace(/\D+/g, '')))).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(await visibleRows(page)).toEqual(piecesWithReading('maka-dai-dai'));
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('draws every reading with the engine and marks what a source gains or loses', async () => {
    const page = await open(browser, '/compare/maka-dai-dai/');
    for (const id of piecesWithReading('maka-dai-dai')) {
      // A reading without moves agrees with the main text: it is said in words, not drawn again.
      const readings = c.piece(id).variants.filter((v) => (!v.game || v.game === 'maka-dai-dai') && v.moves).length;
      await expect(page.locator(`#piece-${id} svg.dg`).count(), id).resolves.toBe(1 + readings);
    }
    // seed 000 footnote 17: 《諸象戱図式》描述奔狼橫向移動一至五步, the main text's own limit; footnote 3 likewise for 夜叉.
    await expect(page.locator('#piece-free-wolf td[data-col="sho-shogi-zushiki"]').innerText()).resolves.toBe('Agrees with the main text');
    await expect(page.locator('#piece-she-devil td[data-col="rokushu"]').innerText()).resolves.toBe('Agrees with the main text');
    await expect(page.locator('#piece-free-wolf .footnotes li[data-col="sho-shogi-zushiki"]').innerText()).resolves.toMatch(/\(footnote 17\), agrees with the main text:/);
    // Footnote 1: 《象棋六種之図式》 adds one step straight forward and one straight back to the Wrestler (力士).
    const wrestler = page.locator('#piece-wrestler [data-source="rokushu"]');
    await expect(wrestler.locator('.dg-gain').count()).resolves.toBe(2);
    await expect(wrestler.locator('.dg-loss').count()).resolves.toBe(0);
    await expect(wrestler.locator('figcaption').innerText()).resolves.toMatch(/\+2 gained/);
    // The footnote, in our words, under the row, linking to the piece page with that source selected.
    const link = page.locator('#piece-wrestler .footnotes a[href="/pieces/wrestler/?source=rokushu&game=maka-dai-dai"]');
    await expect(link.count()).resolves.toBe(1);
    await page.close();
  });

  it('filters by 《象棋六種之図式》 without a reload, leaving only its rows, and puts it in the URL', async () => {
    const page = await open(browser, '/compare/maka-dai-dai/');
    await page.evaluate('window.__sameDocument = true');
    await page.getByRole('radio', { name: /象棋六種之図式/ }).check();
    expect(await visibleRows(page)).toEqual(piecesWithReading('maka-dai-dai', 'rokushu'));
    expect(new URL(page.url()).searchParams.get('source')).toBe('rokushu');
    await expect(page.evaluate('window.__sameDocument')).resolves.toBe(true);
    // Only the main text and this source's column remain; no rule of Maka is read differently by this source.
    await expect(page.locator('thead th:visible').allInnerTexts()).resolves.toHaveLength(3);
    await expect(page.locator('.rule-row[data-row-kind="rule"]:visible').count()).resolves.toBe(0);
    await expect(page.locator('[data-filter-status]').innerText()).resolves.toMatch(/pieces? shown/);
    await page.getByRole('radio', { name: 'Every source' }).check();
    expect(await visibleRows(page)).toEqual(piecesWithReading('maka-dai-dai'));
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('reads the filter from the URL, and explains a source it does not know', async () => {
    const page = await open(browser, '/compare/maka-dai-dai/?source=shogi-zushiki');
    expect(await visibleRows(page)).toEqual(piecesWithReading('maka-dai-dai', 'shogi-zushiki'));
    await expect(page.getByRole('radio', { name: /^《象戱図式》/ }).isChecked()).resolves.toBe(true);
    await page.close();

    const bad = await open(browser, '/compare/maka-dai-dai/?source=nonsense');
    await expect(bad.locator('[data-filter-error]').innerText()).resolves.toMatch(/nonsense/);
    expect(await visibleRows(bad)).toEqual(piecesWithReading('maka-dai-dai'));
    await bad.close();
  });

  it('lists the disputed promotion rule with a mini-board position for each reading', async () => {
    const page = await open(browser, '/compare/maka-dai-dai/');
    const variant = c.content.games.get('maka-dai-dai')!.ruleVariants[0]!;
    const row = page.locator(`#rule-${variant.id}`);
    const hrefs = await row.locator('a.button').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toHaveLength(2);
    const positions = hrefs.map((h) => new URL(h, baseUrl()).searchParams.get('p'));
    expect(positions[0]).toMatch(/ b maka-dai-dai$/);
    expect(positions[1]).toMatch(new RegExp(` b maka-dai-dai/${variant.source}$`));
    for (const h of hrefs) expect(h).toMatch(/^\/board\/\?p=/);
    // The royals' exception to capture conversion, and the Emperor of Maka against Tai's.
    await expect(page.locator('#rule-conversion-royal-exception a.button').count()).resolves.toBe(1);
    const emperor = await page.locator('#rule-emperor-across-games a.button').evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href')!, location.href).searchParams.get('p')));
    expect(emperor.map((p) => p!.split(' ')[2])).toEqual(['maka-dai-dai', 'tai']);
    // Each piece reading can be tried on the board with that source.
    await expect(page.locator('#piece-wrestler a[href="/board/?try=wrestler&game=maka-dai-dai&source=rokushu"]').count()).resolves.toBe(1);
    await page.close();
  });

  it('reads correctly without JavaScript: every row shown, the inert filter hidden', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/compare/maka-dai-dai/?source=rokushu`);
    await expect(page.locator('tbody.piece-row:visible').count()).resolves.toBe(19);
    await expect(page.locator('[data-compare-filter]').isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const page = await open(browser, '/compare/maka-dai-dai/', { viewport: { width: 360, height: 800 } });
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});

describe('the other games', () => {
  for (const game of ['dai', 'tai']) {
    it(`/compare/${game}/ has a row for each piece with a reading, and the rules across games`, async () => {
      const page = await open(browser, `/compare/${game}/`);
      expect(await visibleRows(page)).toEqual(piecesWithReading(game));
      await expect(page.locator('#rule-promotion-across-games a.button').count()).resolves.toBe(c.games.length);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }

  it('the compare index links every game and the across-games view', async () => {
    const res = await fetch(`${baseUrl()}/compare/`);
    const html = await res.text();
    for (const g of c.games) expect(html).toContain(`href="/compare/${g.id}/"`);
    expect(html).toContain('href="/compare/across-games/"');
  });
});

describe('pieces across games', () => {
  it('lists every piece of several games with its promotion in each', async () => {
    const page = await open(browser, '/compare/across-games/');
    const multi = c.pieces.filter((p) => c.gamesOf(p.id).length > 1);
    await expect(page.locator('table.across tbody tr').count()).resolves.toBe(multi.length);
    await page.close();
  });

  it('shows a piece side by side in each of its games, with its promotion there', async () => {
    const id = c.pieces.find((p) => c.gamesOf(p.id).length === 3 && new Set(c.gamesOf(p.id).map((g) => c.promotionIn(g, p.id))).size > 1)!.id;
    const page = await open(browser, `/compare/across-games/${id}/`);
    const sections = page.locator('.side-by-side section');
    await expect(sections.count()).resolves.toBe(3);
    for (const [i, g] of c.gamesOf(id).entries()) {
      const to = c.promotionIn(g, id);
      const text = await sections.nth(i).innerText();
      expect(text).toContain(c.content.games.get(g)!.names.en);
      if (to) expect(text).toContain(c.piece(to).names.en);
      else expect(text).toMatch(/Does not promote/);
    }
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
