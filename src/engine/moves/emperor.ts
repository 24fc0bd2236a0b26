// The Emperor (自在天王): flies to any square, within the game's Emperor rules; the reasons it may not, readable view.
import { Core } from '../core';
import type { Position } from '../model/position';
import type { Square } from '../model/square';

/**
 * Why an Emperor may not go to a square: `friend`, a piece of its own side stands there; `attacked`, the enemy attacks
 * it and the game allows only safe squares; `protected`, the enemy piece there is protected and the game forbids taking
 * it; `unprotected`, both sides have an Emperor and its own side does not protect the square.
 */
export const EMPEROR_BARS = ['friend', 'attacked', 'protected', 'unprotected'] as const;
export type EmperorBar = (typeof EMPEROR_BARS)[number];

/**
 * Why the Emperor on `from` may not go to `to` under the game's Emperor rules, or null when it may (legalMoves then has a
 * move there, on that side's turn). Also null when no Emperor stands on `from`: other pieces' moves are not judged here.
 * Rule options (schema `emperorRuleSchema`): `safeSquaresOnly` forbids squares the enemy attacks; a protected enemy
 * piece may be captured only when `mayCaptureProtected` is non-empty and does not list it (empty = never);
 * `protectedSquaresWhenBoth` allows only squares its own side protects while the enemy also has an Emperor. Attacks are
 * judged with the Emperor lifted off its square, since the squares it flies over are then open. The fast core's move
 * generator applies the same test (Core.emperorBar).
 */
export function emperorBar(pos: Position, from: Square, to: Square): EmperorBar | null {
  return Core.from(pos).emperorBar(from, to);
}
