// Engine benchmark (`npm run bench`): medians of the full move list of each starting position and of perft(2); then
// the search's nodes per second and depth reached in 2 s from each starting position and from a middlegame position.
// Targets on the 2-core CI machine: Tai move list ≤ 1 ms, Tai perft(2) ≤ 1 s. Prints figures; asserts nothing.
import { loadContent } from '../../src/lib/content';
import { applyMove, legalMoves, makeRules, perft, startPosition, winner, type Position } from '../../src/engine';
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
