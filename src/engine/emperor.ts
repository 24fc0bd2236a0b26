// The Emperor (自在天王): flies to any square, within the game's Emperor rules.
import { attackMap } from './attacks';
import { addOutcome, isFriend, type Outcomes } from './outcomes';
import { opponent, type Piece } from './position';
import type { Rules } from './rules';

/**
 * Rule options (schema `emperorRuleSchema`): `safeSquaresOnly` forbids squares the enemy attacks; a protected enemy
 * piece may be captured only when `mayCaptureProtected` is non-empty and does not list it (empty = never);
 * `protectedSquaresWhenBoth` allows only squares its own side protects while the enemy also has an Emperor.
 * Attacks are judged with the Emperor lifted off its square, since the squares it flies over are then open.
 */
export function emperorMoves(out: Outcomes, rules: Rules): void {
  const { board, size, from, side } = out;
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
  for (let sq = 0; sq < board.length; sq++) {
    if (sq === from || isFriend(out, sq)) continue;
    const target = board[sq];
    if (enemyAttacks) {
      if (rule!.safeSquaresOnly && enemyAttacks[sq]) continue;
      if (target && enemyAttacks[sq] && (exceptions.length === 0 || exceptions.includes(target.id))) continue;
      if (ownProtection && !ownProtection[sq]) continue;
    }
    addOutcome(out, sq, [], target ? [sq] : []);
  }
}

function hasEmperor(board: readonly (Piece | null)[], rules: Rules, side: Piece['side']): boolean {
  return board.some((p) => p !== null && p.side === side && rules.pieces.get(p.id)?.emperor === true);
}
