// Accessibility (axe-core, both colour schemes) and origin checks on every page type of the built site.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, open, pageErrors, settle, wakeIslands } from '../browser';
import { PAGE_TYPES, TRANSLATED_PAGE_TYPES } from '../page-types';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** Axe's WCAG A/AA rules, or only `rules` when given (axe-core already loaded in the page). */
async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const only = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] };
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: ${JSON.stringify(only)} }).then((r) => r.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
}

/** The rules whose outcome depends on the colour scheme; the others see the same document in light and dark. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Requests that left the site, by any page checked here, and how many pages were checked. */
const foreign: string[] = [];
let checked = 0;

/**
 * Opens `path` as most readers meet it, with its widgets running (their first state is the server-rendered one), and
 * checks it with axe: every rule in the light scheme, then again in the dark scheme the rules that depend on colour.
 */
async function check(path: string, schemes: readonly ('light' | 'dark')[]): Promise<void> {
  const page = await open(browser, path, { colorScheme: schemes[0] }, (p) =>
    p.on('request', (r) => {
      const url = new URL(r.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseUrl()) foreign.push(`${path} → ${r.url()}`);
    }),
  );
  await wakeIslands(page);
  await settle(page);
  // Evaluated through the DevTools protocol: an added <script> tag would be refused by the page's CSP.
  await page.evaluate(axeSource);
  expect(await seriousViolations(page), schemes[0]).toEqual([]);
  for (const scheme of schemes.slice(1)) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await page.evaluate(`matchMedia('(prefers-color-scheme: ${scheme})').matches`)).toBe(true);
    expect(await seriousViolations(page, COLOUR_RULES), scheme).toEqual([]);
  }
  expect(pageErrors(page)).toEqual([]);
  await page.close();
  checked++;
}

describe('accessibility', () => {
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    it(`${type} (${path}), light and dark: no serious or critical axe violations`, () => check(path, ['light', 'dark']));
  }
});

describe('accessibility of the translated pages', () => {
  for (const [type, path] of Object.entries(TRANSLATED_PAGE_TYPES)) {
    it(`${type} (${path}): no serious or critical axe violations`, () => check(path, ['light']));
  }
});

describe('no request leaves the site', () => {
  it('the pages checked above loaded only from their own origin', () => {
    // Run alone, no page would have been watched.
    expect(checked).toBe(Object.keys(PAGE_TYPES).length + Object.keys(TRANSLATED_PAGE_TYPES).length);
    expect(foreign).toEqual([]);
  });
});
