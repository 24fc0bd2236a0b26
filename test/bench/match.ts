// `npm run match -- --games N --ms M [--hachu-ms H] [--plies P] [--opening-plies K] [--seed S] [--against feature,…]`:
// our search (with --against, without those parts) against HaChu in Dai Shogi at equal time per move, from our setup
// after K seeded random quiet plies (default 4; sent with setboard), each opening played twice with colours swapped;
// every executed move read back; prints each game and the score.
import { applyMove, makeMove, makePosition, makeRules, opponent, startPosition, winner, type Move, type Position, type Side } from '../../src/engine';
import { gameTable, search } from '../../src/engine/search';
import { loadContent } from '../../src/lib/content';
import { CAP_MARGIN, costlyCaptures, lead } from './material';
import { decodeMakemove, expectedMakemove, fromHachuMove, Hachu, toHachuMove } from './hachu';
import { features, option, randomOpening, summary, without } from './stats';

interface Game {
  ours: Side;
  start: Position;
  /** The moves played, from `start`. */
  line: Move[];
  /** 1 we won, 0.5 draw, 0 we lost, null no result (the programs disagreed on the rules). */
  score: number | null;
  why: string;
  /** Per move of each program: depth, nodes, ms. */
  us: { depth: number; nodes: number; ms: number }[];
  them: { depth: number; nodes: number; ms: number }[];
  refusals: number;
  /** Our material lead by CAP_VALUES when the game ended, in Pawns. */
  lead: number;
}

/** A game's moves numbered for reading (`1. 7k-7j 1… 9e-9f …`): its start has Black to move. */
const record = (game: Game) => game.line.map((m, k) => `${Math.floor(k / 2) + 1}${k % 2 ? '…' : '.'} ${makeMove(m, game.start.size)}`);

/**
 * A pass by a piece without the Lion's full power (its rule data's `lionArea`). Our rules let a piece with a Lion power
 * along a line (the Horned Falcon, the Soaring Eagle) pass along it; HaChu 0.21 refused our Horned Falcon's `@@@@` as
 * an illegal move (match of 2026-12-01, game 1, ply 115), so the harness does not offer such a pass: a restriction on
 * us, not on HaChu.
 */
function otherPass(pos: Position, m: Move): boolean {
  const piece = pos.board[m.from];
  return m.from === m.to && m.captures.length === 0 && !(piece && pos.rules.pieces.get(piece.id)?.lionArea);
}

async function playGame(start: Position, ours: Side, ms: number, plies: number): Promise<Game> {
  const hachu = new Hachu(hachuMs, start);
  let pos = start;
  /** The positions before `pos`, for the search's repetition draws. */
  const history: Position[] = [];
  /** Our transposition table, kept from move to move (SearchOptions.table). */
  const table = gameTable();
  const game: Game = { ours, start, line: [], score: null, why: '', us: [], them: [], refusals: 0, lead: 0 };
  const end = (score: number | null, why: string): Game => {
    hachu.quit();
    return Object.assign(game, { score, why, lead: lead(pos, ours) });
  };
  const noResult = (why: string) => end(null, `no result: ${why}; position ${makePosition(pos)}`);
  /** Would `move` bring back a position of this game (the same board and side to move)? */
  const repeats = (move: Move) => {
    const next = makePosition(applyMove(pos, move));
    return history.some((p) => makePosition(p) === next);
  };
  try {
    await hachu.ready();
    // The cap is checked after the royals, so a royal taken by the cap's last move still ends the game.
    for (let ply = 0; ; ply++) {
      const won = winner(pos);
      if (won) return end(won === ours ? 1 : 0, `${won} took the last royal`);
      if (ply >= plies) break;
      if (pos.turn === ours) {
        // HaChu forbids repeating a position (its own rule, not a rule of the seeds), for both sides and in its search:
        // our search plays under the same rule (noRepeat), so that neither counts on an escape the other forbids. Should
        // HaChu still refuse a move as a repetition ("Repeats earlier position", or "Illegal move" for a pass that
        // repeats one, seen twice), we play our next choice. Any other refusal is a disagreement.
        const refused: string[] = [];
        for (;;) {
          const r = engine(pos, { ms, history, played: ply, table, noRepeat: true, exclude: (m) => refused.includes(makeMove(m, pos.size)) || otherPass(pos, m) });
          if (!r.move) return refused.length ? noResult('HaChu refused every move we had') : end(0, 'we had no move');
          const text = toHachuMove(r.move, pos.size);
          const told = await hachu.tell(text);
          if ('refused' in told) {
            if (!/repeat/i.test(told.refused) && !repeats(r.move)) return noResult(`HaChu refused our ${makeMove(r.move, pos.size)} (${text}): ${told.refused}`);
            refused.push(makeMove(r.move, pos.size));
            game.refusals++;
            continue;
          }
          const got = decodeMakemove(told.executed);
          const want = expectedMakemove(r.move, pos.size);
          // `@@@@` leaves the board as it was whichever piece HaChu says passed (seen: our Lion's pass executed as a
          // pass of our Horned Falcon): any pass is the same pass.
          const pass = text === '@@@@' && got.from === got.to && !got.promote;
          if (!pass && (got.from !== want.from || (want.to !== null && got.to !== want.to) || got.promote !== want.promote)) {
            return noResult(`HaChu executed our ${makeMove(r.move, pos.size)} (${text}) as ${told.executed}`);
          }
          game.us.push({ depth: r.depth, nodes: r.nodes, ms: r.elapsed });
          game.line.push(r.move);
          history.push(pos);
          pos = applyMove(pos, r.move);
          break;
        }
      } else {
        const reply = await hachu.play();
        if ('claim' in reply) {
          // xboard's first player ("white" there) is our Black. A claim counts only when our rules agree.
          const claimed: Side | null = reply.claim.startsWith('1-0') ? 'black' : reply.claim.startsWith('0-1') ? 'white' : null;
          // HaChu resigns as `resign` or as its opponent's result with the comment `{resign}` (seen: `0-1 {resign}` as Black).
          const resigns = reply.claim.startsWith('resign') || (/\{resign\}/i.test(reply.claim) && claimed === ours);
          if (resigns) return end(1, `HaChu resigned (${reply.claim})`);
          if (claimed && winner(pos) === claimed) return end(claimed === ours ? 1 : 0, `HaChu: ${reply.claim}`);
          return noResult(`HaChu claimed ${reply.claim}`);
        }
        const move = fromHachuMove(reply.move, pos);
        if (!move) return noResult(`HaChu played ${reply.move}, illegal under our rules`);
        if (!reply.executed) {
          // HaChu's claim of a royal capture: when its search finds nothing to play it looks for a capture of our last
          // royal and prints it as `move` without making it (so no `# makemove` line), then its result. Scored only
          // when our rules agree that the move takes our last royal.
          const after = applyMove(pos, move);
          if (winner(after) === pos.turn) {
            const text = makeMove(move, pos.size);
            game.line.push(move);
            history.push(pos);
            pos = after;
            return end(0, `HaChu took our last royal (${text})`);
          }
        }
        const got = decodeMakemove(reply.executed);
        const want = expectedMakemove(move, pos.size);
        // HaChu's `@@@@` is read as the first pass our rules list; it may name another piece (seen: executed as a pass
        // of a piece on another square): any pass is the same pass, as for ours.
        const pass = reply.move.trim() === '@@@@' && got.from === got.to && !got.promote;
        if (!pass && (got.from !== want.from || (want.to !== null && got.to !== want.to) || got.promote !== want.promote)) {
          return noResult(`HaChu's ${reply.move} executed as ${reply.executed}, read by us as ${makeMove(move, pos.size)}`);
        }
        if (reply.stats) game.them.push(reply.stats);
        game.line.push(move);
        history.push(pos);
        pos = applyMove(pos, move);
      }
    }
    const ahead = lead(pos, ours);
    const verdict = ahead >= CAP_MARGIN ? 1 : ahead <= -CAP_MARGIN ? 0 : 0.5;
    return end(verdict, `ply cap ${plies}: material ${ahead > 0 ? '+' : ''}${ahead} Pawns for us by the harness table`);
  } catch (e) {
    return noResult(`aborted: ${(e as Error).message}`);
  }
}

const games = option('games', 2);
const ms = option('ms', 1000);
/** HaChu's clock a move (default the same as ours): HaChu 0.21 spends about a third of it, so 3×ms matches the time it really uses to ours. */
const hachuMs = option('hachu-ms', ms);
const plies = option('plies', 300);
/** Random quiet plies before each pair of games (even, so Black is to move for setboard): both programs are deterministic. */
const openingPlies = option('opening-plies', 4, 0);
const seed = option('seed', 1);
const against = features('--against');
/** Our search, or with --against the search without those parts (FEATURES in src/engine/search/search.ts). */
const engine = against.length ? without(against) : search;
const content = loadContent();
const start = startPosition(makeRules({ pieces: content.pieces, game: content.games.get('dai')! }));
const played: Game[] = [];
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const perMove = (xs: { depth: number; nodes: number; ms: number }[]) =>
  `depth ${mean(xs.map((x) => x.depth)).toFixed(2)}, ${Math.round(mean(xs.map((x) => x.nodes)))} nodes, ${Math.round(mean(xs.map((x) => x.ms)))} ms`;
for (let g = 0; g < games; g++) {
  const ours: Side = g % 2 === 0 ? 'black' : 'white';
  const opening = randomOpening(start, openingPlies - (openingPlies % 2), seed + Math.floor(g / 2));
  const game = await playGame(opening, ours, ms, plies);
  played.push(game);
  const result = game.score === null ? 'no result' : game.score === 1 ? 'win' : game.score === 0 ? 'loss' : 'draw';
  console.log(`Game ${g + 1}: we play ${ours}, ${result} (${game.why}), ${game.line.length} plies; HaChu refused ${game.refusals} repetition(s)`);
  if (opening !== start) console.log(`  from ${makePosition(opening)}`);
  console.log(`  ours a move: ${perMove(game.us)}; HaChu's (its post): ${perMove(game.them)}`);
  console.log(`  ${record(game).join(' ')}`);
}
const scored = played.filter((g) => g.score !== null).map((g) => g.score!);
console.log(`\nOur engine${against.length ? ` without ${against.join(', ')}` : ''} vs HaChu 0.21, Dai Shogi, ${ms} ms a move for us, ${hachuMs} ms on HaChu's clock a move, ply cap ${plies} (adjudicated by the harness table, margin ${CAP_MARGIN} Pawns), ${openingPlies - (openingPlies % 2)} random opening plies from seed ${seed}`);
console.log(summary(scored, played.length - scored.length));
console.log(`Per move, all games: ours ${perMove(played.flatMap((g) => g.us))}; HaChu ${perMove(played.flatMap((g) => g.them))}`);
console.log(`Game lengths (plies): ${played.map((g) => g.line.length).join(', ')}`);
console.log(`Our material lead at each game's end, harness table (Pawns): ${played.map((g) => g.lead).join(', ')}; mean ${mean(played.map((g) => g.lead)).toFixed(1)}`);
const costly = (who: 'us' | 'them') => {
  const t = { captures: 0, costly: 0, pawns: 0 };
  for (const g of played) {
    const c = costlyCaptures(g.start, g.line, who === 'us' ? g.ours : opponent(g.ours));
    t.captures += c.captures;
    t.costly += c.costly;
    t.pawns += c.pawns;
  }
  return `${t.costly} of ${t.captures} (${t.pawns} Pawns)`;
};
console.log(`Captures whose piece was taken at once for a net loss over three plies, harness table: ours ${costly('us')}; HaChu's ${costly('them')}`);
