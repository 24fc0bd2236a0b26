// `npm run suite -- [--depth D] [--off feature,…] [--against feature,…] [--openings N] [--rounds R]`: time and nodes to a
// fixed depth on positions from engine games (the frozen copy's play at depth 2 from each setup after N seeded random
// openings, default 1; plies 20, 40 and 60, repetitions avoided), the new search against the frozen copy, run
// alternately so that both meet the same load on a shared machine. `--off` switches parts of the new search off (see
// FEATURES in src/engine/search/search.ts) to measure what each gains; `--against` plays the new search against itself
// with those parts switched off instead of against the frozen copy.
import { applyMove, makeMove, makeRules, startPosition, winner, type Position } from '../../src/engine';
import { search } from '../../src/engine/search';
import { FEATURES } from '../../src/engine/search/search';
import { loadContent } from '../../src/lib/content';
import { GAME_IDS } from '../../src/schema';
import { search as frozen } from './frozen/search';
import { features, option, randomOpening, without } from './stats';

const depth = option('depth', 4);
const rounds = option('rounds', 1);
const openings = option('openings', 1);
for (const name of features('--off')) FEATURES[name] = false;
const against = features('--against');
/** The baseline: the frozen copy, or with --against the new search without the named parts. */
const baseline: typeof search = against.length ? without(against) : frozen;
const content = loadContent();
const positions: { id: string; label: string; pos: Position; depth: number }[] = [];
for (let opening = 1; opening <= openings; opening++) for (const id of GAME_IDS) {
  // Six seeded random quiet plies first: from the bare setup the frozen copy shuffles, and its positions would be one
  // and the same.
  let pos = randomOpening(startPosition(makeRules({ pieces: content.pieces, game: content.games.get(id)! })), 6, opening);
  const history: Position[] = [];
  for (let ply = 1; ply <= 90 && winner(pos) === null; ply++) {
    // The baseline picks the moves (a ply deeper from ply 40 on), so the positions stay the same whatever the new
    // search's switches.
    const { move } = baseline(pos, { depth: ply < 40 ? 1 : 2, history });
    if (!move) break;
    history.push(pos);
    pos = applyMove(pos, move);
    // Maka Dai Dai and Tai a ply shallower: their trees are several times wider.
    if (ply % 30 === 0) positions.push({ id, label: `${id} ${opening} ply ${ply}`, pos, depth: id === 'dai' ? depth : depth - 1 });
  }
}
const empty = () => ({ new: { nodes: 0, ms: 0 }, old: { nodes: 0, ms: 0 }, positions: 0, sameMove: 0 });
const totals = new Map(['all', ...GAME_IDS].map((id) => [id, empty()]));
for (let round = 0; round < rounds; round++) {
  for (const [i, { id, label, pos, depth: d }] of positions.entries()) {
    const runs = i % 2 === 0 ? (['new', 'old'] as const) : (['old', 'new'] as const);
    const line: string[] = [];
    const moves = new Set<string>();
    for (const which of runs) {
      const r = (which === 'new' ? search : baseline)(pos, { depth: d, ms: 600_000 });
      const move = r.move ? makeMove(r.move, pos.size) : '-';
      moves.add(move);
      for (const t of [totals.get('all')!, totals.get(id)!]) {
        t[which].nodes += r.nodes;
        t[which].ms += r.elapsed;
      }
      line.push(`${which} ${r.nodes} nodes ${Math.round(r.elapsed)} ms ${move} ${r.score}`);
    }
    for (const t of [totals.get('all')!, totals.get(id)!]) {
      t.positions++;
      if (moves.size === 1) t.sameMove++;
    }
    console.log(`${label.padEnd(24)} depth ${d}: ${line.join(' | ')}`);
  }
}
const off = Object.entries(FEATURES).filter(([, on]) => !on).map(([k]) => k);
const old = against.length ? `the new search without ${against.join(', ')}` : 'the frozen copy';
console.log(`\nTotals to depth (new${off.length ? ` without ${off.join(', ')}` : ''}; old: ${old}):`);
for (const [id, t] of totals) {
  if (t.positions === 0) continue;
  const change = (100 * (t.new.nodes / t.old.nodes - 1)).toFixed(1);
  console.log(`${id.padEnd(13)} ${String(t.positions).padStart(3)} positions: new ${t.new.nodes} nodes ${Math.round(t.new.ms)} ms; old ${t.old.nodes} nodes ${Math.round(t.old.ms)} ms (new ${change} % nodes); same move in ${t.sameMove}`);
}
