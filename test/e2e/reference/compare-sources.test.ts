// The source pages: title as written, reading and English, and every variant citing the source (as computed from the
// content), each with its diagram and a link to the piece page with that source selected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { catalog } from '../../../src/lib/catalog';
import { launch, open, pageErrors } from '../browser';

const c = catalog();
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('source pages', () => {
  for (const source of c.content.sources.values()) {
    it(`/sources/${source.id}/ lists every variant that cites it`, async () => {
      const page = await open(browser, `/sources/${source.id}/`);
      const h1 = await page.locator('h1').innerText();
      expect(h1).toContain(source.en);
      expect(h1).toContain(source.title.replace(/\s*\(.*\)$/, ''));
      if (source.reading) expect(await page.locator('main').innerText()).toContain(source.reading);

      // Expected from the content: one entry per piece and game where a variant with this source applies.
      const expected = c.pieces.flatMap((p) =>
        c.gamesOf(p.id)
          .filter((g) => p.variants.some((v) => v.source === source.id && (!v.game || v.game === g)))
          .map((g) => `/pieces/${p.id}/?source=${source.id}&game=${g}`),
      );
      const links = await page.locator('.citations li').evaluateAll((lis) =>
        lis.map((li) => [...li.querySelectorAll('a')].map((a) => a.getAttribute('href')!).find((h) => h.includes('?source='))),
      );
      expect(links.sort()).toEqual(expected.sort());
      // A citation that agrees with the main text says so instead of drawing it again.
      const agreeing = c.pieces.flatMap((p) =>
        c.gamesOf(p.id).filter((g) => p.variants.some((v) => v.source === source.id && (!v.game || v.game === g) && !v.moves)),
      );
      await expect(page.locator('.citations li svg.dg').count()).resolves.toBe(expected.length - agreeing.length);
      await expect(page.locator('.citations [data-agrees]').count()).resolves.toBe(agreeing.length);

      const rules = [...c.content.games.values()].flatMap((g) => g.ruleVariants.filter((v) => v.source === source.id));
      await expect(page.locator('.rules li').count()).resolves.toBe(rules.length);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});
