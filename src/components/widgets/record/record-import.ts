// Turning a record's text into a board state (pure): the moves it holds up to its first bad one, and what went wrong.
import { parseRecord, type RecordDamage } from '../../../engine/text/record';
import type { Reason } from '../../../engine/text/reason';
import type { BoardEnv } from '../board/board-data';
import { fromPosition, type BoardState } from '../board/state/board-state';

/** A record longer than this is refused unread: the longest real games take a few tens of kilobytes. */
export const MAX_RECORD_CHARS = 1024 * 1024;

/** Why nothing was imported: the record is too long, cannot be read, or its first move cannot be played. */
export type ImportProblem =
  | { kind: 'too-long'; chars: number; max: number }
  | { kind: 'unreadable'; reason: Reason }
  | { kind: 'first-move'; damage: RecordDamage };

export type Imported = { ok: true; state: BoardState; damage: RecordDamage | null } | { ok: false; problem: ImportProblem };

/**
 * The board state replaying `text` from its start (ply 0), or why the record cannot be read at all. A record whose
 * first move is bad has nothing to replay: that is a failed import, which must leave the board as it was.
 */
export function importRecord(env: BoardEnv, text: string, flipped: boolean): Imported {
  if (text.length > MAX_RECORD_CHARS) return { ok: false, problem: { kind: 'too-long', chars: text.length, max: MAX_RECORD_CHARS } };
  const parsed = parseRecord(text, { pieces: env.pieces, games: env.games });
  if (!parsed.ok) return { ok: false, problem: { kind: 'unreadable', reason: parsed.reason } };
  const r = parsed.value;
  if (r.damage && r.moves.length === 0) return { ok: false, problem: { kind: 'first-move', damage: r.damage } };
  const state = fromPosition(env, r.game, r.source, r.positions[0]!, { positions: r.positions, moves: r.moves, ply: 0, flipped });
  return { ok: true, state, damage: r.damage };
}
