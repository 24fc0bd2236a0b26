// Turning a record's text into a board state (pure): the moves it holds up to its first bad one, and what went wrong.
import { parseRecord, type RecordDamage } from '../../../engine/record';
import type { Reason } from '../../../engine/reason';
import type { BoardEnv } from '../board/board-data';
import { fromPosition, type BoardState } from '../board/board-state';

export type Imported = { ok: true; state: BoardState; damage: RecordDamage | null } | { ok: false; reason: Reason };

/** The board state replaying `text` from its start (ply 0), or why the record cannot be read at all. */
export function importRecord(env: BoardEnv, text: string, flipped: boolean): Imported {
  const parsed = parseRecord(text, { pieces: env.pieces, games: env.games });
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  const r = parsed.value;
  const state = fromPosition(env, r.game, r.source, r.positions[0]!, { positions: r.positions, moves: r.moves, ply: 0, flipped });
  return { ok: true, state, damage: r.damage };
}
