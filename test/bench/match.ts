// `npm run match -- --games N --ms M`: our search against HaChu in Dai Shogi, alternating colours; prints each game's
// moves and the wins, draws and losses. A move our engine finds illegal loses for the side that made it (listed).
import { applyMove, makeMove, makeRules, startPosition, winner, type Position, type Side } from '../../src/engine';
import { Core } from '../../src/engine/core';
import { evaluator, search } from '../../src/engine/search';
import { loadContent } from '../../src/lib/content';
import { fromHachuMove, Hachu, toHachuMove } from './hachu';

/** A game still going after this many plies is a draw. */
const MAX_PLIES = 400;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`--${name} needs a whole number ≥ 1, got "${process.argv[i + 1] ?? ''}"\n`);
    process.exit(2);
  }
  return n;
}

interface Game {
  ours: Side;
  /** 1 we won, 0.5 draw, 0 we lost. */
  score: number;
  why: string;
  moves: string[];
  illegal: string[];
}

async function playGame(start: Position, ours: Side, ms: number): Promise<Game> {
  const hachu = new Hachu(Math.max(1, Math.round(ms / 1000)));
  let pos = start;
  /** The positions before `pos`, for the search's repetition draws. */
  const history: Position[] = [];
  const moves: string[] = [];
  const illegal: string[] = [];
  const end = (score: number, why: string): Game => {
    hachu.quit();
    return { ours, score, why, moves, illegal };
  };
  try {
    for (let ply = 0; ply < MAX_PLIES; ply++) {
      const won = winner(pos);
      if (won) return end(won === ours ? 1 : 0, `${won} took the last royal`);
      const n = `${Math.floor(ply / 2) + 1}${ply % 2 ? '…' : '.'}`;
      if (pos.turn === ours) {
        // HaChu forbids repeating a position; it refuses such a move, and we then play our next choice.
        const refusedHere: string[] = [];
        let played = false;
        while (!played) {
          const r = search(pos, { ms, history, exclude: (m) => refusedHere.includes(makeMove(m, pos.size)) });
          if (!r.move) return end(refusedHere.length ? 0.5 : 0, refusedHere.length ? 'HaChu refused every move we had' : 'we had no move');
          const text = toHachuMove(r.move, pos.size);
          const refused = await hachu.tell(text);
          if (refused) {
            refusedHere.push(makeMove(r.move, pos.size));
            illegal.push(`ply ${ply + 1}, ours: ${makeMove(r.move, pos.size)} (${text}) refused by HaChu: ${refused}`);
            if (!/repeat/i.test(refused)) return end(0.5, `HaChu refused our move ${text} (its rules differ): no result`);
            continue;
          }
          moves.push(`${n} ${makeMove(r.move, pos.size)}`);
          history.push(pos);
          pos = applyMove(pos, r.move);
          played = true;
        }
      } else {
        const reply = await hachu.play(ms * 10 + 10_000);
        if ('claim' in reply) {
          // xboard's first player ("white" there) is our Black.
          const first = reply.claim.startsWith('1-0');
          const drawn = reply.claim.startsWith('1/2');
          const hachuLost = reply.claim.startsWith('resign') || (first ? ours === 'black' : !drawn && ours === 'white');
          return end(drawn ? 0.5 : hachuLost ? 1 : 0, `HaChu: ${reply.claim}`);
        }
        const move = fromHachuMove(reply.move, pos);
        if (!move) {
          moves.push(`${n} [${reply.move}]`);
          illegal.push(`ply ${ply + 1}, HaChu: ${reply.move}`);
          return end(1, `HaChu played ${reply.move}, illegal under our rules`);
        }
        moves.push(`${n} ${makeMove(move, pos.size)}`);
        history.push(pos);
        pos = applyMove(pos, move);
      }
    }
    // Who stood better when play stopped, by our evaluation (for our side; a Pawn is 100).
    const core = Core.from(pos);
    const standing = evaluator(core).evaluate(core) * (pos.turn === ours ? 1 : -1);
    return end(0.5, `${MAX_PLIES} plies without a result; our evaluation then: ${standing > 0 ? '+' : ''}${standing}`);
  } catch (e) {
    return end(0.5, `aborted: ${(e as Error).message}`);
  }
}

const games = option('games', 2);
const ms = option('ms', 2000);
const content = loadContent();
/**
 * HaChu's Dai setup has the Kylin and the Phoenix on each other's squares compared with seed 002 (its Kylin jumps from
 * its g3, our 9m); everything else matches. The match starts from HaChu's setup so that both programs play one game.
 */
function hachuSetup(pos: Position): Position {
  const swap: Record<string, string> = { kylin: 'phoenix', phoenix: 'kylin' };
  const board = pos.board.map((p) => (p && swap[p.id] ? { ...p, id: swap[p.id]! } : p));
  return { ...pos, board };
}
const start = hachuSetup(startPosition(makeRules({ pieces: content.pieces, game: content.games.get('dai')! })));
const tally = { win: 0, draw: 0, loss: 0 };
const illegal: string[] = [];
for (let g = 0; g < games; g++) {
  const ours: Side = g % 2 === 0 ? 'black' : 'white';
  const game = await playGame(start, ours, ms);
  if (game.score === 1) tally.win++;
  else if (game.score === 0) tally.loss++;
  else tally.draw++;
  illegal.push(...game.illegal.map((l) => `game ${g + 1}: ${l}`));
  const result = game.score === 1 ? 'win' : game.score === 0 ? 'loss' : 'draw';
  console.log(`Game ${g + 1}: we play ${ours}, ${result} (${game.why}), ${game.moves.length} plies`);
  console.log(`  ${game.moves.join(' ')}`);
}
console.log(`\nOur engine vs HaChu, Dai Shogi, ${ms} ms a move: ${tally.win} W / ${tally.draw} D / ${tally.loss} L`);
console.log(illegal.length ? `Moves adjudicated or refused:\n  ${illegal.join('\n  ')}` : 'No move was illegal under either program.');
