// A malformed piece entry fails `astro build`, and the message names the file and the field.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp';

function buildWith(edit: (dir: string) => void) {
  const dir = tempDir('bad-content-');
  cpSync('content', dir, { recursive: true });
  edit(dir);
  const run = spawnSync('npx', ['astro', 'build', '--outDir', join(dir, 'dist')], {
    env: { ...process.env, SITE_CONTENT_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const patch = (file: string, from: string | RegExp, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

describe('build fails on bad content', () => {
  it('a bad direction names the file and the field', () => {
    const { status, output } = buildWith((dir) => patch(join(dir, 'pieces/lion.mdx'), '- lion: all', '- lion: [up]'));
    expect(status).not.toBe(0);
    expect(output).toContain('/pieces/lion.mdx: moves.0.lion.0: unknown direction "up"');
  });

  it('an unknown promotion target names the file and the field', () => {
    const { status, output } = buildWith((dir) => patch(join(dir, 'games/dai.mdx'), /^(promotions:\s*\n\s+)([a-z-]+): [a-z-]+/m, '$1$2: no-such-piece'));
    expect(status).not.toBe(0);
    expect(output).toMatch(/\/games\/dai\.mdx: promotions\.[a-z-]+: unknown piece id "no-such-piece"/);
  });
});
