// The HaChu match's own judge of material (test/bench/match.ts): a conventional table of piece values, not our
// evaluation's, for adjudicating the ply cap and for counting the pieces each program gave for less.
import { applyMove, opponent, type Move, type Position, type Side } from '../../src/engine';

/**
 * The ply cap's adjudication, in Pawns: a hand table of conventional relative values for the Dai pieces and their
 * promoted forms (in the Chu Shogi tradition: Lion 18, Free King 12, Dragon King 9 …), written here on purpose rather
 * than our engine's own evaluation, so the harness does not judge by the rules of one side. Royals count 0, except a
 * Crown Prince (a second royal life) 8.
 */
export const CAP_VALUES: Record<string, number> = {
  pawn: 1, 'go-between': 1, 'stone-general': 1.5, knight: 1.5, 'iron-general': 2, 'copper-general': 2, lance: 2.5,
  'cat-sword': 2.5, 'silver-general': 3, 'angry-boar': 3, 'evil-wolf': 3, 'gold-general': 3.5, 'blind-tiger': 3.5,
  'ferocious-leopard': 3.5, 'drunk-elephant': 4, 'violent-ox': 4, 'reverse-chariot': 4, 'flying-dragon': 4,
  'side-mover': 5, 'vertical-mover': 5, kylin: 6, phoenix: 6, bishop: 6, rook: 7, 'flying-stag': 7, 'white-horse': 8,
  whale: 8, 'dragon-horse': 8, 'dragon-king': 9, 'flying-ox': 10, 'free-boar': 10, 'free-king': 12, 'horned-falcon': 13,
  'soaring-eagle': 14, lion: 18, 'crown-prince': 8, king: 0,
};
/** At the cap, a side this many Pawns ahead by CAP_VALUES wins; a smaller lead is a draw. */
export const CAP_MARGIN = 5;

/** `side`'s material on the board by CAP_VALUES, in Pawns. */
function material(pos: Position, side: Side): number {
  let sum = 0;
  for (const p of pos.board) if (p && p.side === side) sum += CAP_VALUES[p.id] ?? 0;
  return sum;
}

/** `side`'s material lead over its opponent by CAP_VALUES, in Pawns (below 0 when behind). */
export const lead = (pos: Position, side: Side): number => material(pos, side) - material(pos, opponent(side));

/**
 * How often `side` gave a piece for less: its captures in a game (`line`, played from `start`), and those the other
 * side answered at once by taking the capturing piece for a net loss over the capture, the reply and the next ply
 * (by CAP_VALUES), with the Pawns so lost.
 */
export function costlyCaptures(start: Position, line: readonly Move[], side: Side): { captures: number; costly: number; pawns: number } {
  const positions = [start];
  for (const m of line) positions.push(applyMove(positions[positions.length - 1]!, m));
  const worth = (k: number) => line[k]?.captures.reduce((s, sq) => s + (CAP_VALUES[positions[k]!.board[sq]!.id] ?? 0), 0) ?? 0;
  const tally = { captures: 0, costly: 0, pawns: 0 };
  for (let k = 0; k + 1 < line.length; k++) {
    const m = line[k]!;
    if (positions[k]!.turn !== side || m.captures.length === 0) continue;
    tally.captures++;
    if (!line[k + 1]!.captures.includes(m.to)) continue;
    const net = worth(k) - worth(k + 1) + worth(k + 2);
    if (net < 0) {
      tally.costly++;
      tally.pawns -= net;
    }
  }
  return tally;
}
