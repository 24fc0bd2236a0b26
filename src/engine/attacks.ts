// Attacked and protected squares: defined once, from the same compiled tables the move generator uses.
import { slide } from './hook';
import { isDead } from './promotion';
import type { Piece, Position, Side } from './position';
import type { Rules } from './rules';
import { along, type Square } from './square';

/**
 * Marks every square on which some piece of `bySide` could capture, as if an enemy stood there: every movement kind
 * counts (steps, slides, jumps, Lion and Lion Dog areas, hooks). Emperors are left out: the only piece an Emperor could
 * be asked to respect is the other Emperor, and that threat is what the both-Emperors rule (own protection required)
 * already covers; counting them would also make the definition circular, as an Emperor's own reach depends on attacks.
 * Dead pieces have no moves, so they attack nothing.
 */
export function attackMap(board: readonly (Piece | null)[], size: number, rules: Rules, bySide: Side): Uint8Array {
  const map = new Uint8Array(size * size);
  const mark = (sq: Square) => {
    map[sq] = 1;
  };
  const side = bySide === 'black' ? 0 : 1;
  for (let from = 0; from < board.length; from++) {
    const piece = board[from];
    if (!piece || piece.side !== bySide) continue;
    const c = rules.pieces.get(piece.id);
    if (!c || c.emperor || isDead(rules, piece, from, size)) continue;
    const rays = c.rays[side];
    for (let i = 0; i < rays.length; i += 3) {
      const range = rays[i + 2]! || size;
      for (let k = 1; k <= range; k++) {
        const sq = along(from, size, rays[i]!, rays[i + 1]!, k);
        if (sq < 0) break;
        map[sq] = 1;
        if (board[sq]) break;
      }
    }
    const jumps = c.jumps[side];
    for (let i = 0; i < jumps.length; i += 2) {
      const sq = along(from, size, jumps[i]!, jumps[i + 1]!, 1);
      if (sq >= 0) map[sq] = 1;
    }
    if (c.lionArea) {
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          const sq = along(from, size, dc, dr, 1);
          if (sq >= 0 && sq !== from) map[sq] = 1;
        }
      }
    }
    markLines(map, from, size, c.lionLines[side], 2);
    markLines(map, from, size, c.lionDogLines[side], 3);
    const hooks = c.hookLines[side];
    for (let i = 0; i < hooks.length; i += 2) {
      slide(board, size, from, hooks[i]!, hooks[i + 1]!, (turn) => {
        map[turn] = 1;
        if (board[turn]) return;
        for (let j = 0; j < hooks.length; j += 2) {
          if (hooks[i]! * hooks[j]! + hooks[i + 1]! * hooks[j + 1]! === 0) slide(board, size, turn, hooks[j]!, hooks[j + 1]!, mark);
        }
      });
    }
  }
  return map;
}

function markLines(map: Uint8Array, from: Square, size: number, lines: readonly number[], depth: number): void {
  for (let i = 0; i < lines.length; i += 2) {
    for (let k = 1; k <= depth; k++) {
      const sq = along(from, size, lines[i]!, lines[i + 1]!, k);
      if (sq >= 0) map[sq] = 1;
    }
  }
}

/** Could some piece of `bySide` (Emperors aside) capture on `sq`, as if an enemy stood there? */
export function attacks(pos: Position, bySide: Side, sq: Square): boolean {
  return attackMap(pos.board, pos.size, pos.rules, bySide)[sq] === 1;
}

/** Is the piece on `sq` protected, i.e. attacked by its own side? False on an empty square. */
export function isProtected(pos: Position, sq: Square): boolean {
  const piece = pos.board[sq];
  return piece ? attacks(pos, piece.side, sq) : false;
}
