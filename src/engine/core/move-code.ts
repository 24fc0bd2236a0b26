// Integer moves for the search: the bit layout, and decoding without touching a position.

/**
 * A move is a positive integer below 2^42, exact in a double (moves live in a Float64Array), never 0:
 *
 *     from + to·2^10 + (via1 + 1)·2^20 + (via2 + 1)·2^30 + choice·2^40
 *
 * `from`, `to`, `via1`, `via2` are readable squares (rank · size + col, 0…624); a via field holds 0 when absent. The vias
 * are the squares the piece stops on between `from` and `to` (a Lion's first step, a Lion Dog's one or two, a hook's
 * turn), exactly `Move.via`; what is captured follows from them and the board: every occupied via square, then `to`
 * when it is occupied and not `from`. `choice` is NONE (no promotion happens), PROMOTE, DECLINE (an optional promotion
 * refused) or CONVERT (Maka capture conversion; the new form follows from the captures). An igui or a pass has
 * `to === from` and a via, so no move encodes as 0, which therefore means "no move" (e.g. in a transposition table).
 */
export type MoveCode = number;

/** Where generate() writes moves. */
export type MoveBuffer = Float64Array;

export const NONE = 0;
export const PROMOTE = 1;
export const DECLINE = 2;
export const CONVERT = 3;

const B10 = 1024;
const B20 = 1048576;
const B30 = 1073741824;
const B40 = 1099511627776;

export const encodeMove = (from: number, to: number, via1: number, via2: number, choice: number): MoveCode =>
  from + to * B10 + (via1 + 1) * B20 + (via2 + 1) * B30 + choice * B40;

/**
 * The low 30 bits (from, to, via1 + 1) as an int32: a power-of-two division is exact on doubles, and this avoids the
 * floating-point remainder that `m % 1024` on a double above 2^31 costs (the search decodes every move it orders).
 */
const low = (m: MoveCode): number => (m - Math.floor(m / B30) * B30) | 0;
export const moveFrom = (m: MoveCode): number => low(m) & 1023;
export const moveTo = (m: MoveCode): number => (low(m) >> 10) & 1023;
/** The first via square, or -1. */
export const moveVia1 = (m: MoveCode): number => (low(m) >> 20) - 1;
/** The second via square (Lion Dog only), or -1. */
export const moveVia2 = (m: MoveCode): number => (Math.floor(m / B30) & 1023) - 1;
/** NONE, PROMOTE, DECLINE or CONVERT. */
export const moveChoice = (m: MoveCode): number => Math.floor(m / B40);
/** Whether the piece ends promoted by this move's own choice (PROMOTE; a conversion is reported by moveChoice). */
export const promotes = (m: MoveCode): boolean => moveChoice(m) === PROMOTE;
