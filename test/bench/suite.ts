// `npm run suite -- [--depth D] [--off feature,…] [--rounds R]`: time and nodes to a fixed depth on positions from engine
// games (the frozen copy's play at depth 2 from each setup, plies 20, 40 and 60, repetitions avoided), the new search against the frozen copy,
// run alternately so that both meet the same load on a shared machine. `--off` switches parts of the new search off
// (see FEATURES in src/engine/search/search.ts) to measure what each gains.
import { applyMove, makeMove, makeRules, startPosition, winner, type Position } from '../../src/engine';
import { search } from '../../src/engine/search';
import { FEATURES } from '../../src/engine/search/search';
import { loadContent } from '../../src/lib/content';
import { GAME_IDS } from '../../src/schema';
import { search as frozen } from './frozen/search';
import { option, randomOpening } from './stats';

const depth = option('depth', 4);
const rounds = option('rounds', 1);
const offAt = process.argv.indexOf('--off');
for (const name of offAt >= 0 ? process.argv[offAt + 1]!.split(',') : []) {
  if (!(name in FEATURES)) {
    process.stderr.write(`--off: unknown feature "${name}"; known: ${Object.keys(FEATURES).join(', ')}\n`);
    process.exit(2);
  }
  FEATURES[name as keyof typeof FEATURES] = false;
}
const content = loadContent();
const positions: { label: string; pos: Position; depth: number }[] = [];
for (const id of GAME_IDS) {
  // Six seeded random quiet plies first: from the bare setup the frozen copy shuffles, and its positions 20, 40 and 60
  // plies on would be one and the same.
  let pos = randomOpening(startPosition(makeRules({ pieces: content.pieces, game: content.games.get(id)! })), 6, 1);
  const history: Position[] = [];
  for (let ply = 1; ply <= 60 && winner(pos) === null; ply++) {
    // The frozen copy picks the moves, so the positions stay the same whatever the new search's switches.
    const { move } = frozen(pos, { depth: 2, history });
    if (!move) break;
    history.push(pos);
    pos = applyMove(pos, move);
    // Maka Dai Dai and Tai a ply shallower: their trees are several times wider.
    if (ply % 20 === 0) positions.push({ label: `${id} ply ${ply}`, pos, depth: id === 'dai' ? depth : depth - 1 });
  }
}
const total = { new: { nodes: 0, ms: 0 }, old: { nodes: 0, ms: 0 } };
for (let round = 0; round < rounds; round++) {
  for (const [i, { label, pos, depth: d }] of positions.entries()) {
    const runs = i % 2 === 0 ? (['new', 'old'] as const) : (['old', 'new'] as const);
    const line: string[] = [];
    for (const which of runs) {
      const r = (which === 'new' ? search : frozen)(pos, { depth: d, ms: 600_000 });
      total[which].nodes += r.nodes;
      total[which].ms += r.elapsed;
      line.push(`${which} ${r.nodes} nodes ${Math.round(r.elapsed)} ms ${r.move ? makeMove(r.move, pos.size) : '-'} ${r.score}`);
    }
    console.log(`${label.padEnd(20)} depth ${d}: ${line.join(' | ')}`);
  }
}
const off = Object.entries(FEATURES).filter(([, on]) => !on).map(([k]) => k);
console.log(`\nTotal to depth (new${off.length ? ` without ${off.join(', ')}` : ''}): new ${total.new.nodes} nodes ${Math.round(total.new.ms)} ms; old ${total.old.nodes} nodes ${Math.round(total.old.ms)} ms`);
