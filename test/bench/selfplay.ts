// `npm run selfplay -- <game> --games N --ms M [--plies P] [--vs old | --vs DIR | --against feature,…] [--opening-plies K]
// [--seed S] [--handicap H]`: the search against itself (or, with --vs old, against the frozen pre-issue-18 copy in
// test/bench/frozen; with --vs DIR, against the search of another copy of this repository in DIR, e.g. an earlier commit
// unpacked by `git archive`, to measure an evaluation change; with --against, against itself with those parts switched
// off, as in `npm run suite`: colours alternating, each opening twice) from the starting setup after K seeded random
// quiet plies (default 4: the search is deterministic); with --handicap, H% of White's non-royal pieces are taken off
// first (seeded), so the game measures how fast a won game is converted. Prints each game's result, length and the
// most times one position occurred, then the score of the first program; a game that ends without a royal capture also
// prints its last position.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyMove, makePosition, makeRules, startPosition, winner, type Position, type Side } from '../../src/engine';
import { Core } from '../../src/engine/core';
import { gameTable, pieceValues, search } from '../../src/engine/search';
import { loadContent } from '../../src/lib/content';
import { GAME_IDS, type GameId } from '../../src/schema';
import { search as frozen } from './frozen/search';
import { features, flagValue, handicap, option, randomOpening, summary, without } from './stats';

const game = process.argv[2] as GameId;
if (!(GAME_IDS as readonly string[]).includes(game)) {
  process.stderr.write(`usage: selfplay <${GAME_IDS.join('|')}> --games N --ms M [--plies P] [--vs old | --vs DIR | --against feature,…]\n`);
  process.exit(2);
}
const against = features('--against');
const vs = flagValue('--vs');
if (vs === '' || vs?.startsWith('--')) {
  process.stderr.write('selfplay: --vs needs "old" or a directory holding a copy of this repository\n');
  process.exit(2);
}
if (vs !== null && against.length) {
  process.stderr.write('selfplay: --vs and --against name two different opponents; give one\n');
  process.exit(2);
}
/** The search of the copy of this repository in `dir` (its own engine: its rules code, evaluation and search). */
async function searchIn(dir: string): Promise<typeof search> {
  const file = resolve(dir, 'src/engine/search/index.ts');
  if (!existsSync(file)) {
    process.stderr.write(`selfplay: --vs ${dir}: no ${file}; give "old" or a directory holding a copy of this repository\n`);
    process.exit(2);
  }
  return ((await import(pathToFileURL(file).href)) as { search: typeof search }).search;
}
/** The other program, when there is one: the frozen copy, another copy's search, or the search without the parts named by --against. */
const other = vs === 'old' ? frozen : vs !== null ? await searchIn(vs) : against.length ? without(against) : null;
const versus = other !== null;
const games = option('games', 2);
const ms = option('ms', 500);
const plies = option('plies', 1000);
const openingPlies = option('opening-plies', 4, 0);
const seed = option('seed', 1);
const handicapped = option('handicap', 0, 0);
const content = loadContent();
const rules = makeRules({ pieces: content.pieces, game: content.games.get(game)! });
const start = startPosition(rules);
/** Material by our own piece values (from the pieces' reach), only to report who stood better at the cap. */
const values = pieceValues(rules);
/** At the cap, a lead of at least this much (five Pawns) decides the game. */
const CAP_MARGIN = 500;
const material = (pos: Position, side: Side) => pos.board.reduce((s, p) => (p && p.side === side ? s + (values.get(p.id) ?? 0) : s), 0);
/** The royals `side` still has, by id (what a game that reached the cap failed to catch). */
const royalsLeft = (pos: Position, side: Side) =>
  pos.board.filter((p) => p && p.side === side && rules.royals.has(p.id)).map((p) => p!.id).join(' and ') || 'none';

const scores: number[] = [];
let royalEnds = 0;
let royalPlies = 0;
let mostOverall = 0;
for (let g = 0; g < games; g++) {
  // Against another program the new search plays Black in odd games, White in even ones.
  const newSide: Side = g % 2 === 0 ? 'black' : 'white';
  // Self-play: a new opening each game; against another program, each opening twice with colours swapped.
  const gameSeed = seed + (versus ? Math.floor(g / 2) : g);
  let pos = handicap(randomOpening(start, openingPlies, gameSeed), handicapped, gameSeed);
  const history: Position[] = [];
  /** Each side's transposition table, kept from move to move (the frozen copy keeps none). */
  const tables = { black: gameTable(), white: gameTable() };
  const seen = new Map<string, number>();
  let most = 1;
  let why = '';
  let taken = false;
  let score = 0.5;
  let ply = openingPlies; // the game's plies, the opening's included
  // The cap is checked after the royals, so a royal taken by the cap's last move still ends the game.
  for (; ; ply++) {
    const won = winner(pos);
    if (won) {
      score = versus ? (won === newSide ? 1 : 0) : won === 'black' ? 1 : 0;
      why = `${won} took the last royal`;
      taken = true;
      break;
    }
    if (ply >= plies) break;
    const engine = other && pos.turn !== newSide ? other : search;
    const r = engine(pos, { ms, history, played: ply, table: tables[pos.turn] });
    if (!r.move) {
      why = `${pos.turn} had no move`;
      break;
    }
    history.push(pos);
    pos = applyMove(pos, r.move);
    const c = Core.from(pos);
    const key = `${c.hashLo}:${c.hashHi}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    most = Math.max(most, count);
  }
  if (!why) {
    // At the cap, a side CAP_MARGIN ahead by our piece values wins on adjudication; a smaller lead is a draw.
    const lead = material(pos, 'black') - material(pos, 'white');
    const leader: Side | null = lead >= CAP_MARGIN ? 'black' : lead <= -CAP_MARGIN ? 'white' : null;
    if (leader) score = versus ? (leader === newSide ? 1 : 0) : leader === 'black' ? 1 : 0;
    why = `ply cap ${plies}, no royal taken (material for Black ${lead > 0 ? '+' : ''}${lead}, a Pawn 100: ${leader ? `${leader} wins on adjudication` : 'a draw'}; royals left: Black ${royalsLeft(pos, 'black')}, White ${royalsLeft(pos, 'white')})`;
  }
  scores.push(score);
  if (taken) {
    royalEnds++;
    royalPlies += ply;
  }
  mostOverall = Math.max(mostOverall, most);
  console.log(`Game ${g + 1}${versus ? ` (new plays ${newSide})` : ''}: ${why}, ${ply} plies, a position at most ${most} times`);
  // A game left unfinished: its last position, to open on the analysis board.
  if (!taken) console.log(`  final position: ${makePosition(pos)}`);
}
console.log(`\n${game}, ${ms} ms a move, cap ${plies} plies, ${openingPlies} random opening plies from seed ${seed}${handicapped ? `, ${handicapped}% of White's non-royal pieces off` : ''}: ${other === frozen ? 'new search vs the frozen copy' : vs !== null ? `new search vs the search in ${vs}` : other ? `the search vs itself without ${against.join(', ')}` : 'Black vs White, one search'}`);
console.log(summary(scores));
console.log(`Ended by the capture of the last royal: ${royalEnds} of ${games}${royalEnds ? ` (after ${Math.round(royalPlies / royalEnds)} plies on average)` : ''}; the most times one position occurred in a game: ${mostOverall}`);
