// Every page type carries the Content-Security-Policy meta tag and breaks none of it: no violation while it loads,
// its islands hydrate, and search (Pagefind's WebAssembly) still works under the policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CSP_DIRECTIVES, CSP_SCRIPT_RESOURCES } from '../../../src/lib/build/csp-policy';
import { baseUrl, launch, settle, wakeIslands } from '../browser';
import { PAGE_TYPES } from '../page-types';

type Watched = Page & { cspViolations: string[]; errors: string[] };

/** Opens `path` with violation listeners installed before any of the page's own code runs. */
async function watch(browser: Browser, path: string): Promise<Watched> {
  const page = (await browser.newPage()) as Watched;
  page.cspViolations = [];
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) page.cspViolations.push(`console: ${m.text()}`);
  });
  await page.exposeFunction('__reportCsp', (text: string) => page.cspViolations.push(text));
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) =>
    window.__reportCsp(e.effectiveDirective + ' refused ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber))`);
  await page.goto(baseUrl() + path);
  return page;
}

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('Content-Security-Policy', () => {
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    it(`${type} (${path}): carries the policy, loads without a violation, hydrates its islands`, async () => {
      const page = await watch(browser, path);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(policy, 'CSP meta tag').toBeTruthy();
      for (const directive of CSP_DIRECTIVES) expect(policy).toContain(directive);
      expect(policy).toMatch(new RegExp(`script-src ${CSP_SCRIPT_RESOURCES.join(' ')} `));
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

      const asleep = await wakeIslands(page);
      await settle(page);
      expect(asleep, 'islands that never hydrated').toBe(0);
      expect(page.cspViolations).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }

  it('header search finds the Lion under the policy (Pagefind compiles WebAssembly)', async () => {
    const page = await watch(browser, '/pieces/');
    await page.locator('#site-search-input').fill('lion');
    await page.locator('#site-search-results a').first().waitFor({ timeout: 15_000 });
    const hrefs = await page.locator('#site-search-results a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/pieces/lion/');
    expect(page.cspViolations).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the listeners notice a violation: an injected inline script and a foreign image are refused', async () => {
    const page = await watch(browser, '/');
    await page.evaluate(`(() => {
      const s = document.createElement('script'); s.textContent = 'window.injected = true'; document.body.append(s);
      const img = document.createElement('img'); img.src = 'https://example.invalid/x.png'; document.body.append(img);
    })()`);
    await expect.poll(() => page.cspViolations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate('window.injected === true')).toBe(false);
    expect(page.cspViolations.join('\n')).toMatch(/script-src-elem refused inline/);
    expect(page.cspViolations.join('\n')).toMatch(/img-src refused https:\/\/example\.invalid/);
    await page.close();
  });
});
