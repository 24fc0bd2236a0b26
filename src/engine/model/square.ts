// Squares: numbers `rank * size + col`, named shogi-style (file from Black's right, rank letter from the top).

/** `rank * size + col`; rank 0 is the top row (White's back rank), col 0 the leftmost file as Black sees it. */
export type Square = number;

export const MIN_SIZE = 5;
export const MAX_SIZE = 25;

export const rankOf = (sq: Square, size: number): number => Math.floor(sq / size);
export const colOf = (sq: Square, size: number): number => sq % size;

/** King steps (Chebyshev distance) between two squares of a board of `size`. */
export const kingSteps = (a: Square, b: Square, size: number): number =>
  Math.max(Math.abs(rankOf(a, size) - rankOf(b, size)), Math.abs(colOf(a, size) - colOf(b, size)));

/** `1a` is the top-right corner: file number = size - col, rank letter = 'a' + rank. */
export function squareName(sq: Square, size: number): string {
  return `${size - colOf(sq, size)}${String.fromCharCode(97 + rankOf(sq, size))}`;
}

/** The square named `text` (e.g. `8h`, `25y`) on a board of `size`, or null when it is not on that board. */
export function parseSquare(text: string, size: number): Square | null {
  const m = /^([1-9][0-9]?)([a-y])$/.exec(text);
  if (!m) return null;
  const file = Number(m[1]);
  const rank = m[2]!.charCodeAt(0) - 97;
  if (file > size || rank >= size) return null;
  return rank * size + (size - file);
}

/** The square `k` steps from `from` along [dc, dr], or -1 off the board. */
export function along(from: Square, size: number, dc: number, dr: number, k: number): Square {
  const c = (from % size) + dc * k;
  const r = Math.floor(from / size) + dr * k;
  return c >= 0 && c < size && r >= 0 && r < size ? r * size + c : -1;
}
