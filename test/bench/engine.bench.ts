// Engine benchmark (`npm run bench`): the fast core's move generation into its buffer and perft(3) from each starting
// position (medians, nodes/s); the readable API's move list and perft(2); then the search's nodes per second and depth
// reached in 2 s from each starting position and from a middlegame position.
// Targets on the 2-core CI machine: core generation of Tai's start ≤ 10 µs, Tai perft(3) ≤ 1 s, Dai and Maka perft(3)
// ≤ 0.1 s. Prints figures; asserts nothing.
import { loadContent } from '../../src/lib/content';
import { applyMove, legalMoves, makeRules, perft, startPosition, winner, type Position } from '../../src/engine';
import { Core } from '../../src/engine/core';
import { search } from '../../src/engine/search';
import { GAME_IDS } from '../../src/schema';

function median(runs: number, f: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const content = loadContent();
const core: string[] = [];
for (const id of GAME_IDS) {
  const game = content.games.get(id);
  if (!game) continue;
  const c = Core.from(startPosition(makeRules({ pieces: content.pieces, game })));
  const buf = new Float64Array(1 << 16);
  const REPS = 1000;
  median(5, () => { for (let i = 0; i < REPS; i++) c.generate(buf, 0); }); // warm-up
  const gen = (median(11, () => { for (let i = 0; i < REPS; i++) c.generate(buf, 0); }) / REPS) * 1000;
  const nodes = c.perft(3);
  const tree = median(id === 'tai' ? 3 : 7, () => c.perft(3));
  core.push(`${id.padEnd(13)} core generate ${String(c.generate(buf, 0)).padStart(4)} moves ${gen.toFixed(1).padStart(6)} µs   perft(3) ${String(nodes).padStart(8)}  ${(tree / 1000).toFixed(3).padStart(7)} s  ${String(Math.round(nodes / (tree / 1000))).padStart(9)} nodes/s`);
}
console.log(core.join('\n'));

const rows: string[] = [];
for (const id of GAME_IDS) {
  const game = content.games.get(id);
  if (!game) continue;
  const pos = startPosition(makeRules({ pieces: content.pieces, game }));
  median(50, () => legalMoves(pos)); // warm-up
  const moves = legalMoves(pos).length;
  const list = median(500, () => legalMoves(pos));
  const nodes = perft(pos, 2);
  const tree = median(7, () => perft(pos, 2));
  rows.push(`${id.padEnd(13)} moves ${String(moves).padStart(4)}  list ${list.toFixed(3).padStart(7)} ms   perft(2) ${String(nodes).padStart(6)}  ${tree.toFixed(1).padStart(7)} ms`);
}
console.log(rows.join('\n'));

/** A middlegame: 40 plies of the opponent's own play at depth 1 from the start (deterministic). */
function middlegame(start: Position): Position {
  let pos = start;
  for (let i = 0; i < 40 && winner(pos) === null; i++) {
    const { move } = search(pos, { depth: 1 });
    if (!move) break;
    pos = applyMove(pos, move);
  }
  return pos;
}

const MS = 2000;
const lines: string[] = [];
for (const id of GAME_IDS) {
  const game = content.games.get(id);
  if (!game) continue;
  const start = startPosition(makeRules({ pieces: content.pieces, game }));
  for (const [what, pos] of [['start', start], ['middlegame', middlegame(start)]] as const) {
    const r = search(pos, { ms: MS });
    lines.push(`${id.padEnd(13)} ${what.padEnd(10)} search ${MS} ms: depth ${String(r.depth).padStart(2)}  ${String(r.nodes).padStart(7)} nodes  ${String(Math.round((r.nodes / r.elapsed) * 1000)).padStart(6)} nodes/s  (${r.elapsed.toFixed(0)} ms)`);
  }
}
console.log(lines.join('\n'));
