// The command line's contract (DESIGN §5): JSON on stdout, names in any script, one-line errors with exit status 2.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../../src/lib/content';
import { findPieces } from '../../../src/cli/piece-names';

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Each call starts a Node process: generous timeouts, no timing assertions.
describe('engine CLI', { timeout: 60_000 }, () => {
  it('reach: the Lion alone, 24 squares and the pass (seed 002 獅子)', () => {
    const r = cli('reach', 'dai', '獅子');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ game: 'dai', piece: 'lion', source: null });
    expect(out.destinations).toHaveLength(25);
    expect(out.destinations).toContainEqual([0, 0]);
    expect(out.destinations).toContainEqual([-2, 2]);
  });

  it('moves: every legal move of the side to move', () => {
    // Lion on 3c: 23 of its 24 squares (4d holds its own gold) + the pass; gold on 4d: 4c, 5c, 5d, 3d, 4e. 24 + 5.
    const out = JSON.parse(cli('moves', '5/5/2,LION,2/1,GOLD-GENERAL,3/5 b dai').stdout);
    expect(out.count).toBe(24 + 5);
    expect(out.moves).toContainEqual({ move: '4d-4c', from: '4d', to: '4c', via: [], captures: [], promote: null });
  });

  it('setup and perft', () => {
    const setup = JSON.parse(cli('setup', 'dai').stdout);
    // seed 002: 65 pieces a side; the Kings on 8o (Black) and 8a (White).
    expect(setup.pieces).toHaveLength(130);
    expect(setup.pieces).toContainEqual({ square: '8o', piece: 'king', side: 'black', promoted: false });
    expect(setup.pieces).toContainEqual({ square: '8a', piece: 'king', side: 'white', promoted: false });
    expect(JSON.parse(cli('perft', 'dai', '1').stdout)).toEqual({ game: 'dai', source: null, depth: 1, nodes: 71 });
  });

  it('perft --divide splits the count by first move; a runaway depth asks for --force', () => {
    const out = JSON.parse(cli('perft', 'dai', '2', '--divide').stdout);
    // seed 002: 71 first moves for each side, and no first move of Black changes White's 71.
    expect(out.divide).toHaveLength(71);
    expect(out.divide.every((d: { nodes: number }) => d.nodes === 71)).toBe(true);
    expect(out.nodes).toBe(71 * 71);
    const r = cli('perft', 'tai', '4');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--force/);
  });

  it('bestmove: the move, its score, the depth reached, nodes and the line, in move text', () => {
    const position = '5/5/2,LION,2/1,gold-general,3/5 b dai';
    const out = JSON.parse(cli('bestmove', position, '--depth', '2').stdout);
    expect(Object.keys(out)).toEqual(['move', 'score', 'depth', 'nodes', 'pv']);
    expect(out.depth).toBe(2);
    expect(out.pv[0]).toBe(out.move);
    expect(JSON.parse(cli('moves', position).stdout).moves.map((m: { move: string }) => m.move)).toContain(out.move);
    // The Lion (24 squares and its two-step power) against a Gold (6 steps): the Gold cannot escape it.
    expect(out.score).toBeGreaterThan(0);
  });

  it('bestmove: a side whose last royal has fallen has lost', () => {
    // Seed 002 (大將棋): 「首先殺死敵方的玉將、太子的一方獲勝。」 Black has only a Gold left, White its King.
    const out = JSON.parse(cli('bestmove', '15/15/15/15/15/15/15/7,king,7/15/15/15/15/15/7,GOLD-GENERAL,7/15 b dai').stdout);
    expect(out).toMatchObject({ move: null, score: -1_000_000, pv: [] });
  });

  it('bestmove: a depth beyond the deepest iteration is refused at once', () => {
    const r = cli('bestmove', '5/5/2,LION,2/1,gold-general,3/5 b dai', '--depth', '1000');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--depth can be at most 64 .*got 1000/);
  });

  it('errors: one line on stderr, exit 2', () => {
    for (const args of [['bestmove', '5/5 b dai'], ['bestmove', '5/5/5/5/5 b dai', '--ms', '0'], ['bestmove', '--depth', '2'], ['reach', 'dai', 'no-such-piece'], ['perft', 'chess', '1'], ['moves', '5/5 b dai'], ['reach', 'dai', 'lion', '--source', 'x'], ['fly']]) {
      const r = cli(...args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});

describe('piece names', () => {
  it.each(['lion', '獅子', '狮子', 'shishi', 'Shishi', 'LION'])('%s finds the Lion', (name) => {
    expect(findPieces(siteContent().pieces.values(), name).map((p) => p.id)).toEqual(['lion']);
  });

  it('readings match with or without macrons, English names with or without spaces', () => {
    const gold = siteContent().pieces.get('gold-general')!;
    expect(findPieces(siteContent().pieces.values(), gold.names.reading.normalize('NFD').replace(/\p{M}/gu, '')).map((p) => p.id)).toContain('gold-general');
    expect(findPieces(siteContent().pieces.values(), 'gold general').map((p) => p.id)).toEqual(['gold-general']);
  });
});
