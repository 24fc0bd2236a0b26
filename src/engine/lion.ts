// Lion power (two king steps with igui, double capture and pass) and Lion Dog power (three steps along a line, reversing).
import { addOutcome, isFriend, type Outcomes } from './outcomes';
import type { Position } from './position';
import { along, type Square } from './square';

/**
 * `lion: all`: (a) any of the 24 squares within two king steps, jumping what is between; (b) after capturing an
 * adjacent enemy, a second king step anywhere (capturing again, or back to the origin = igui); (c) a pass, out to an
 * empty neighbour and back.
 */
export function lionArea(out: Outcomes): void {
  const { board, size, from } = out;
  for (let dr = -2; dr <= 2; dr++) {
    for (let dc = -2; dc <= 2; dc++) {
      if (dr === 0 && dc === 0) continue;
      const sq = along(from, size, dc, dr, 1);
      if (sq < 0 || isFriend(out, sq)) continue;
      addOutcome(out, sq, [], board[sq] ? [sq] : []);
    }
  }
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const a = along(from, size, dc, dr, 1);
      if (a < 0) continue;
      if (!board[a]) {
        addOutcome(out, from, [a], []);
      } else if (!isFriend(out, a)) {
        for (let er = -1; er <= 1; er++) {
          for (let ec = -1; ec <= 1; ec++) {
            if (er === 0 && ec === 0) continue;
            const b = along(a, size, ec, er, 1);
            if (b < 0 || (b !== from && isFriend(out, b))) continue;
            if (b === from) addOutcome(out, from, [a], [a]);
            else addOutcome(out, b, [a], board[b] ? [a, b] : [a]);
          }
        }
      }
    }
  }
}

/** Directional lion power along each [dc, dr] of `lines`: one step, a jump of two, capture-and-continue, igui, pass. */
export function lionLines(out: Outcomes, lines: readonly number[]): void {
  const { board, size, from } = out;
  for (let i = 0; i < lines.length; i += 2) {
    const s1 = along(from, size, lines[i]!, lines[i + 1]!, 1);
    if (s1 < 0) continue;
    const s2 = along(from, size, lines[i]!, lines[i + 1]!, 2);
    const enemy1 = board[s1] !== null && !isFriend(out, s1);
    if (!isFriend(out, s1)) addOutcome(out, s1, [], enemy1 ? [s1] : []);
    if (!board[s1]) addOutcome(out, from, [s1], []);
    if (enemy1) addOutcome(out, from, [s1], [s1]);
    if (s2 < 0 || isFriend(out, s2)) continue;
    addOutcome(out, s2, [], board[s2] ? [s2] : []);
    if (enemy1) addOutcome(out, s2, [s1], board[s2] ? [s1, s2] : [s1]);
  }
}

/**
 * Lion Dog power along each line: out k ≤ 3 squares, then back j ≤ k with k + j ≤ 3 — the paths [1], [1,0], [2], [2,1],
 * [3]. Squares passed are jumped, or captured when they hold an enemy (each choice its own outcome); the path ends on an
 * empty or enemy square, or back on the origin after stepping onto an empty neighbour (pass) or capturing it (igui).
 */
export function lionDogLines(out: Outcomes, lines: readonly number[]): void {
  const { board, size, from } = out;
  for (let i = 0; i < lines.length; i += 2) {
    const dc = lines[i]!;
    const dr = lines[i + 1]!;
    const s1 = along(from, size, dc, dr, 1);
    if (s1 < 0) continue;
    const open1 = !isFriend(out, s1);
    const enemy1 = open1 && board[s1] !== null;
    if (open1) addOutcome(out, s1, [], enemy1 ? [s1] : []);
    if (!board[s1]) addOutcome(out, from, [s1], []);
    else if (enemy1) addOutcome(out, from, [s1], [s1]);
    const s2 = along(from, size, dc, dr, 2);
    if (s2 < 0) continue;
    const open2 = !isFriend(out, s2);
    const enemy2 = open2 && board[s2] !== null;
    if (open2) {
      addOutcome(out, s2, [], enemy2 ? [s2] : []);
      if (enemy1) addOutcome(out, s2, [s1], enemy2 ? [s1, s2] : [s1]);
    }
    // [2,1]: out to s2 and back to s1; it only differs from [1] when it captures on s2.
    if (enemy2 && open1) addOutcome(out, s1, [s2], enemy1 ? [s2, s1] : [s2]);
    const s3 = along(from, size, dc, dr, 3);
    if (s3 < 0 || isFriend(out, s3)) continue;
    const last = board[s3] ? [s3] : [];
    addOutcome(out, s3, [], last);
    if (enemy1) addOutcome(out, s3, [s1], [s1, ...last]);
    if (enemy2) addOutcome(out, s3, [s2], [s2, ...last]);
    if (enemy1 && enemy2) addOutcome(out, s3, [s1, s2], [s1, s2, ...last]);
  }
}

/**
 * The squares the piece on `from` may step out to and come back from for a pass: its empty neighbours that its Lion-type
 * power steps onto (all eight under `lion: all`, the first square of each line of a directional Lion or Lion Dog power),
 * in board order; none for other pieces. Every such pass is the same outcome, so legalMoves keeps one of them as the
 * pass's `via`; a board UI uses this to let the reader step out to any of them. Whether a pass is legal now (the side
 * to move, a dead piece) is legalMoves' answer, not this one's.
 */
export function passSquares(pos: Position, from: Square): Square[] {
  const piece = pos.board[from];
  const c = piece && pos.rules.pieces.get(piece.id);
  if (!c) return [];
  const side = piece.side === 'black' ? 0 : 1;
  const onLine = (lines: readonly number[], dc: number, dr: number) => {
    for (let i = 0; i < lines.length; i += 2) if (lines[i] === dc && lines[i + 1] === dr) return true;
    return false;
  };
  const out: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const sq = along(from, pos.size, dc, dr, 1);
      if (sq < 0 || pos.board[sq]) continue;
      if (c.lionArea || onLine(c.lionLines[side], dc, dr) || onLine(c.lionDogLines[side], dc, dr)) out.push(sq);
    }
  }
  return out;
}
