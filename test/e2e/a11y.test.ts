// Accessibility (axe-core, both colour schemes) and origin checks on every page type of the built site.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, open, pageErrors, wakeIslands } from './browser';
import { PAGE_TYPES, TRANSLATED_PAGE_TYPES } from './page-types';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: an added <script> tag would be refused by the page's CSP.
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } }).then((r) => r.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
}

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      it(`${type} (${path}), ${scheme}: no serious or critical axe violations`, async () => {
        const page = await open(browser, path, { colorScheme: scheme });
        // Checked as most readers meet it: with its widgets running (their first state is the server-rendered one).
        await wakeIslands(page);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        expect(pageErrors(page)).toEqual([]);
        await page.close();
      });
    }
  }
});

describe('accessibility of the translated pages', () => {
  for (const [type, path] of Object.entries(TRANSLATED_PAGE_TYPES)) {
    it(`${type} (${path}): no serious or critical axe violations`, async () => {
      const page = await open(browser, path);
      await wakeIslands(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('no request leaves the site', () => {
  it('every page type loads only from its own origin', async () => {
    const foreign: string[] = [];
    for (const path of Object.values(PAGE_TYPES)) {
      const page = await browser.newPage();
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseUrl()) foreign.push(`${path} → ${r.url()}`);
      });
      await page.goto(baseUrl() + path);
      await wakeIslands(page);
      await page.waitForLoadState('networkidle');
      await page.close();
    }
    expect(foreign).toEqual([]);
  }, 150_000); // one page load per page type, a list that grows with the site
});
