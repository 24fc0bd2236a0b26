// Hook movers (鉤行, 摩羯, 孔雀, 天狗): a slide that may turn 90° once, on an empty square, onto another listed line.
import { addOutcome, isFriend, type Outcomes } from './outcomes';
import { along, type Square } from './square';

/** Calls `visit` for every square a slide from `from` along [dc, dr] reaches; stops after the first occupied one. */
export function slide(board: readonly unknown[], size: number, from: Square, dc: number, dr: number, visit: (sq: Square) => void): void {
  for (let k = 1; ; k++) {
    const sq = along(from, size, dc, dr, k);
    if (sq < 0) return;
    visit(sq);
    if (board[sq]) return;
  }
}

export function hookLines(out: Outcomes, lines: readonly number[]): void {
  const { board, size, from } = out;
  const land = (sq: Square, via: Square[]) => {
    if (!isFriend(out, sq)) addOutcome(out, sq, via, board[sq] ? [sq] : []);
  };
  for (let i = 0; i < lines.length; i += 2) {
    const dc = lines[i]!;
    const dr = lines[i + 1]!;
    slide(board, size, from, dc, dr, (turn) => {
      land(turn, []);
      if (board[turn]) return;
      for (let j = 0; j < lines.length; j += 2) {
        const ec = lines[j]!;
        const er = lines[j + 1]!;
        if (dc * ec + dr * er !== 0) continue;
        slide(board, size, turn, ec, er, (sq) => land(sq, [turn]));
      }
    });
  }
}
