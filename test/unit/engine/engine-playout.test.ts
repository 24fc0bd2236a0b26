// Invariants over seeded random play on crowded mini-boards of every game under every source, where Lions, hooks,
// Emperors, promotions and royal captures happen within a few moves; attacks() is checked against the move generator.
// (Long playouts from the real setups are test/unit/engine/fuzz.test.ts; both use the per-ply checks in test/helpers/playout.ts.)
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../../src/lib/content';
import {
  attacks,
  legalMoves,
  makePosition,
  makeRules,
  putPiece,
  SIDES,
  winner,
  type Position,
  type Rules,
} from '../../../src/engine';
import { GAME_IDS, SOURCE_IDS, type GameId, type SourceId } from '../../../src/schema';
import { checkedPly, checkMoveText, chooseMove, crowdedBoard, freeze, tallyOf } from '../../helpers/playout';
import { prng, type Prng } from '../../helpers/prng';

const content = siteContent();

/** attacks() must agree with the move generator: a square is attacked by S iff some non-Emperor move of S captures
 *  an enemy placed there. */
function checkAttacks(pos: Position): void {
  for (const side of SIDES) {
    for (let sq = 0; sq < pos.board.length; sq++) {
      const probe = { ...putPiece(pos, sq, { id: 'pawn', side: side === 'black' ? 'white' : 'black', promoted: false }), turn: side };
      const capturable = legalMoves(probe).some((m) => m.captures.includes(sq) && !pos.rules.pieces.get(probe.board[m.from]!.id)!.emperor);
      expect(attacks(pos, side, sq), `${side} attacks square ${sq} of ${makePosition(pos)}`).toBe(capturable);
    }
  }
}

const rulesFor = (game: GameId, source: SourceId | null): Rules =>
  makeRules({ pieces: content.pieces, game: content.games.get(game)! }, { source });

/** A crowded mini-board: both sides get one of the game's royals and 11 random pieces of the game. */
const miniBoard = (rules: Rules, rng: Prng): Position => freeze(crowdedBoard(rules, rng, 22, (i) => (i < 11 ? 'black' : 'white')));

describe('random play on crowded mini-boards', { timeout: 60_000 }, () => {
  for (const game of GAME_IDS) {
    for (const source of [null, ...SOURCE_IDS]) {
      it(`${game}${source ? ` under ${source}` : ''}`, () => {
        const rng = prng(GAME_IDS.indexOf(game) * 10 + (source ? SOURCE_IDS.indexOf(source) + 1 : 0));
        const rules = rulesFor(game, source);
        for (let board = 0; board < 3; board++) {
          let pos = miniBoard(rules, rng);
          const tally = tallyOf(pos);
          for (let ply = 0; ply < 80 && winner(pos) === null; ply++) {
            if (ply % 20 === 0) checkAttacks(pos);
            const moves = legalMoves(pos);
            if (moves.length === 0) break;
            const move = chooseMove(moves, rng, 0.6);
            checkMoveText(pos, move);
            pos = checkedPly(pos, move, tally, content);
          }
        }
      });
    }
  }
});
