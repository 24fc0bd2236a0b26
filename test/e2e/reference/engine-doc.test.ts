// The engine page's examples against the real engine: each command line shown is run again and must print exactly
// the output the page shows; each example move must be among the CLI's moves for its position; each atom example
// must be the piece's current frontmatter.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { rawFrontmatter } from '../../../src/lib/content';
import { launch, open, pageErrors } from '../browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await open(browser, '/about/engine/');
});
afterAll(async () => { await browser?.close(); });

function cli(args: string[]): { stdout: string; stderr: string; status: number } {
  try {
    return { stdout: execFileSync('npm', ['run', '--silent', 'engine', '--', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 }), stderr: '', status: 0 };
  } catch (e) {
    const err = e as { stdout: string; stderr: string; status: number };
    return { stdout: err.stdout, stderr: err.stderr, status: err.status };
  }
}

describe('engine documentation page', () => {
  it('loads without errors and covers reach, moves, perft and setup', async () => {
    const commands = await page.locator('[data-cli-example]').evaluateAll((fs) => fs.map((f) => JSON.parse((f as HTMLElement).dataset.args!)[0]));
    for (const c of ['reach', 'moves', 'perft', 'setup']) expect(commands).toContain(c);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows each command's real output", async () => {
    const examples = await page.locator('[data-cli-example]').evaluateAll((fs) =>
      fs.map((f) => ({
        args: JSON.parse((f as HTMLElement).dataset.args!) as string[],
        status: Number((f as HTMLElement).dataset.status),
        command: f.querySelector('pre')!.textContent!,
        output: f.querySelector('[data-cli-output] pre')!.textContent!,
      })),
    );
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const e of examples) {
      const run = cli(e.args);
      expect(run.status, e.command).toBe(e.status);
      expect(e.command).toMatch(new RegExp(`^\\$ npm run --silent engine -- ${e.args[0]} `));
      if (run.status === 0) {
        expect(run.stderr, e.command).toBe('');
        expect(JSON.parse(e.output), e.command).toEqual(JSON.parse(run.stdout));
      } else {
        expect(e.output.trim(), e.command).toBe(run.stderr.trim());
        expect(run.stdout).toBe('');
      }
    }
  });

  it('lists only moves the CLI gives for their positions, and positions the engine writes back unchanged', async () => {
    const moves = await page.locator('[data-move-example]').evaluateAll((rows) =>
      rows.map((r) => ({ position: (r as HTMLElement).dataset.position!, move: (r as HTMLElement).dataset.move!, shown: r.querySelectorAll('code')[1]!.textContent })),
    );
    expect(moves.length).toBeGreaterThan(0);
    const byPosition = new Map<string, { position: string; moves: { move: string }[] }>();
    for (const m of moves) {
      expect(m.shown).toBe(m.move);
      if (!byPosition.has(m.position)) byPosition.set(m.position, JSON.parse(cli(['moves', m.position]).stdout));
      const out = byPosition.get(m.position)!;
      expect(out.position).toBe(m.position);
      expect(out.moves.map((x) => x.move), `${m.position}: ${m.move}`).toContain(m.move);
    }
  });

  it('shows each movement-atom example exactly as the piece file has it', async () => {
    const atoms = await page.locator('.atom').evaluateAll((ss) =>
      ss.map((s) => ({ file: s.querySelector('p.muted code')!.textContent!, yaml: s.querySelector('pre')!.textContent! })),
    );
    const kinds = new Set<string>();
    for (const a of atoms) {
      const id = /content\/pieces\/([a-z-]+)\.mdx/.exec(a.file)![1]!;
      expect(rawFrontmatter('pieces', id), id).toContain(a.yaml.trimEnd());
      for (const k of a.yaml.matchAll(/- (step|jump|lion|lionDog|hook|emperor):/g)) kinds.add(k[1]!);
    }
    expect([...kinds].sort()).toEqual(['emperor', 'hook', 'jump', 'lion', 'lionDog', 'step']);
  });
});

describe('the Japanese and Chinese engine pages', () => {
  // A line break between two CJK characters in the HTML shows as a stray space in Chrome (issue 20: 62 and 55 places).
  // The rendered text is read as the reader sees it; code blocks are not prose.
  for (const path of ['/ja/about/engine/', '/zh/about/engine/']) {
    it(`${path}: no space between two CJK characters`, async () => {
      const p = await open(browser, path);
      const stray = (await p.evaluate(`(() => {
        for (const el of document.querySelectorAll('main pre')) el.remove();
        const cjk = '[\\\\u3000-\\\\u30ff\\\\u3400-\\\\u9fff\\\\uff00-\\\\uffef]';
        return [...document.querySelector('main').innerText.matchAll(new RegExp(cjk + ' +' + cjk, 'gu'))]
          .map((m) => document.querySelector('main').innerText.slice(Math.max(0, m.index - 12), m.index + 14));
      })()`)) as string[];
      expect(stray).toEqual([]);
      await p.close();
    });
  }
});

describe('the engine pages on a phone', () => {
  // The tables read row by row on a narrow screen (stack-narrow) must fit their column: one long unbreakable line (a
  // command in a single code element) widened the table of tried changes to 566 px in a 366 px column.
  for (const path of ['/about/engine/', '/ja/about/engine/', '/zh/about/engine/']) {
    it(`${path}: at 390×844 every row-by-row table fits its column, with no sideways scrolling`, async () => {
      const p = await open(browser, path, { viewport: { width: 390, height: 844 } });
      const widths = await p.locator('table.stack-narrow').evaluateAll((ts) => ts.map((t) => [t.scrollWidth, t.parentElement!.clientWidth]));
      expect(widths.length).toBe(2);
      for (const [table, column] of widths) expect(table).toBeLessThanOrEqual(column!);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await p.close();
    });
  }
});
