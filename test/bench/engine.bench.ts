// Engine benchmark (`npm run bench`): medians of the full move list of each starting position and of perft(2).
// Targets on the 2-core CI machine: Tai move list ≤ 1 ms, Tai perft(2) ≤ 1 s. Prints figures; asserts nothing.
import { loadContent } from '../../src/lib/content';
import { legalMoves, makeRules, perft, startPosition } from '../../src/engine';
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
