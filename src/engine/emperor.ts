// The Emperor (自在天王): flies to any square, within the game's Emperor rules.
import { attackMap } from './attacks';
import { addOutcome, type Outcomes } from './outcomes';
import { opponent, type Piece, type Position, type Side } from './position';
import type { Rules } from './rules';
import type { Square } from './square';

/**
 * Why an Emperor may not go to a square: `friend`, a piece of its own side stands there; `attacked`, the enemy attacks
 * it and the game allows only safe squares; `protected`, the enemy piece there is protected and the game forbids taking
 * it; `unprotected`, both sides have an Emperor and its own side does not protect the square.
 */
export const EMPEROR_BARS = ['friend', 'attacked', 'protected', 'unprotected'] as const;
export type EmperorBar = (typeof EMPEROR_BARS)[number];

/**
 * The game's Emperor rules for the Emperor of `side` on `from`, as a test of each square: null where it may go, else
 * why not. Rule options (schema `emperorRuleSchema`): `safeSquaresOnly` forbids squares the enemy attacks; a protected
 * enemy piece may be captured only when `mayCaptureProtected` is non-empty and does not list it (empty = never);
 * `protectedSquaresWhenBoth` allows only squares its own side protects while the enemy also has an Emperor.
 * Attacks are judged with the Emperor lifted off its square, since the squares it flies over are then open; the attack
 * maps are built once, here, so that testing every square of the board stays one pass.
 */
function judgeSquares(board: readonly (Piece | null)[], size: number, rules: Rules, from: Square, side: Side): (sq: Square) => EmperorBar | null {
  const rule = rules.emperor;
  let enemyAttacks: Uint8Array | null = null;
  let ownProtection: Uint8Array | null = null;
  if (rule) {
    const lifted = board.slice();
    lifted[from] = null;
    enemyAttacks = attackMap(lifted, size, rules, opponent(side));
    if (rule.protectedSquaresWhenBoth && hasEmperor(board, rules, opponent(side))) {
      ownProtection = attackMap(lifted, size, rules, side);
    }
  }
  const exceptions = rule?.mayCaptureProtected ?? [];
  return (sq) => {
    const target = board[sq];
    if (sq === from || target?.side === side) return 'friend';
    if (!enemyAttacks) return null;
    if (rule!.safeSquaresOnly && enemyAttacks[sq]) return 'attacked';
    if (target && enemyAttacks[sq] && (exceptions.length === 0 || exceptions.includes(target.id))) return 'protected';
    if (ownProtection && !ownProtection[sq]) return 'unprotected';
    return null;
  };
}

/** Every square the Emperor on `out.from` may fly to. */
export function emperorMoves(out: Outcomes, rules: Rules): void {
  const { board, size, from, side } = out;
  const bar = judgeSquares(board, size, rules, from, side);
  for (let sq = 0; sq < board.length; sq++) {
    if (!bar(sq)) addOutcome(out, sq, [], board[sq] ? [sq] : []);
  }
}

/**
 * Why the Emperor on `from` may not go to `to` under the game's Emperor rules, or null when it may (legalMoves then has a
 * move there, on that side's turn). Also null when no Emperor stands on `from`: other pieces' moves are not judged here.
 */
export function emperorBar(pos: Position, from: Square, to: Square): EmperorBar | null {
  const piece = pos.board[from];
  if (!piece || !pos.rules.pieces.get(piece.id)?.emperor) return null;
  return judgeSquares(pos.board, pos.size, pos.rules, from, piece.side)(to);
}

function hasEmperor(board: readonly (Piece | null)[], rules: Rules, side: Side): boolean {
  return board.some((p) => p !== null && p.side === side && rules.pieces.get(p.id)?.emperor === true);
}
