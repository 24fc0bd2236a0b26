// The messages between a board and the computer opponent's Web Worker: position text in, move text and score out.
import type { GameData, PieceData } from '../../../schema';

/**
 * Page → worker. `init` once, before the first search: the rule data of the games the board offers. A search's
 * `history` holds the game's earlier positions it could repeat (oldest first): the search scores them as draws;
 * `exclude` lists root moves (move text) not to consider: repeated searches so give a position's second and third lines;
 * `played` is how many plies the game has had (a long game makes the evaluation press towards the enemy royals).
 */
export type ToWorker =
  | { type: 'init'; pieces: PieceData[]; games: GameData[] }
  | { type: 'search'; id: number; position: string; ms: number; history: string[]; exclude?: string[]; contempt?: number; played?: number };

/** What the search knows so far (after each finished depth) or at the end: `move` and `pv` in the README's move text. */
export interface Thought {
  id: number;
  move: string | null;
  /** For the side to move, a Pawn ≈ 100; ±(1,000,000 − plies) when taking the last royal is in sight. */
  score: number;
  depth: number;
  pv: string[];
  nodes: number;
}

/** Worker → page. */
export type FromWorker = ({ type: 'info' } & Thought) | ({ type: 'done' } & Thought) | { type: 'error'; id: number; message: string };
