// Shared by the board reducer tests: the site's data, boards built from square names, clicks by square name.
import { emptyPosition, parseSquare, putPiece, squareName, type Position } from '../../../src/engine';
import type { GameId } from '../../../src/schema';
import { pick, type Lang } from '../../../src/i18n';
import { makeEnv } from '../../../src/components/widgets/board/board-data';
import type { MiniBoardData } from '../../../src/components/widgets/mini-board/mini-words';
import { boardData } from '../../../src/components/widgets/board/board-props';
import { reduceEdit } from '../../../src/components/widgets/mini-board/board-edit';
import { current, entryOf, fromPosition, type Action, type BoardState } from '../../../src/components/widgets/board/state/board-state';

/** The mini-board's environment with the words of a page language. */
export function envIn(lang: Lang) {
  const data: MiniBoardData = { ...boardData(['dai', 'maka-dai-dai', 'tai'], lang), mini: pick(lang, 'mini.'), errors: pick(lang, 'engineError.') };
  return makeEnv(data);
}
export const env = envIn('en');

/** A board of `size` under `game` with pieces by square name; `LION` is Black's, `lion` White's, `+` = promoted. */
export function board(game: GameId, size: number, pieces: Record<string, string>, turn: 'black' | 'white' = 'black', e = env): BoardState {
  let pos: Position = { ...emptyPosition(e.rules(game, null), size), turn };
  for (const [name, token] of Object.entries(pieces)) {
    const id = token.replace('+', '').toLowerCase();
    pos = putPiece(pos, sq(name, size), { id, side: token.replace('+', '') === id ? 'white' : 'black', promoted: token.startsWith('+') });
  }
  return fromPosition(e, game, null, pos);
}

export function sq(name: string, size: number): number {
  const s = parseSquare(name, size);
  if (s === null) throw new Error(`no square ${name} on a ${size}×${size} board`);
  return s;
}

/** Activates squares by name, in order (a click or Enter on each). */
export function click(s: BoardState, ...names: string[]): BoardState {
  const size = current(s).size;
  return names.reduce((st, name) => reduceEdit(st, { type: 'activate', sq: sq(name, size) }), s);
}

export const at = (s: BoardState, name: string) => current(s).board[sq(name, current(s).size)];
export const targetNames = (s: BoardState) => [...(entryOf(s)?.targets.keys() ?? [])].map((t) => squareName(t, current(s).size)).sort();
/** Applies actions through the mini-board's reducer (editing, then play). */
export const run = (s: BoardState, ...actions: Action[]) => actions.reduce(reduceEdit, s);

