// What the analysis board shows: the game tree, the node on the board and the board state of the line through it.
// Board actions go through the board's own reducer; a move played there becomes a move in the tree (a side line unless
// it is the game's own move), so the board reducer holds no analysis state and the game itself is never changed.
import type { GameId, SourceId } from '../../../schema';
import type { BoardEnv } from '../board/board-data';
import { fromPosition, reduce, type Action, type BoardState } from '../board/state/board-state';
import { addMove, discard, lineThrough, nodeOf, pathTo, sideLineStart, treeOfGame, type GameTree } from './game-tree';
import type { GameRecord } from '../../../engine';

export interface AnalysisView {
  tree: GameTree;
  /** The node on the board. */
  node: number;
  /** The node ids of the line on the board (root to the line's end); board.ply indexes it. */
  line: number[];
  board: BoardState;
}

/** The board state of the line through `node`, keeping the reader's view settings (turned board, focus, words). */
function boardAt(tree: GameTree, node: number, prev: BoardState): { line: number[]; board: BoardState } {
  const line = lineThrough(tree, node);
  const nodes = line.map((id) => nodeOf(tree, id));
  const board = {
    ...prev,
    positions: nodes.map((n) => n.position),
    moves: nodes.slice(1).map((n) => n.move!),
    ply: nodeOf(tree, node).ply,
    selected: null,
    clicked: [],
    choice: null,
  };
  return { line, board };
}

/** The view of a game from its record, at its start. */
export function viewOfGame(env: BoardEnv, record: Pick<GameRecord, 'game' | 'source' | 'positions' | 'moves'>): AnalysisView {
  const tree = treeOfGame(record.positions, record.moves);
  const board = fromPosition(env, record.game as GameId, record.source as SourceId | null, record.positions[0]!);
  return { tree, node: 0, ...boardAt(tree, 0, board) };
}

/** Goes to a node of the tree (a click in the move lists, the graph or a mark). */
export function goTo(v: AnalysisView, node: number): AnalysisView {
  if (node === v.node || !v.tree.nodes.has(node)) return v;
  const onLine = v.line.indexOf(node);
  if (onLine >= 0) return reduceView(v, { type: 'goto', ply: onLine });
  const next = boardAt(v.tree, node, v.board);
  return { ...v, node, ...next, board: { ...next.board, notes: [], announcement: '' } };
}

/** Board actions: stepping along the line moves the node; a move played adds it to the tree after the node. */
export function reduceView(v: AnalysisView, action: Action): AnalysisView {
  const next = reduce(v.board, action);
  if (next === v.board) return v;
  if (next.positions === v.board.positions) return { ...v, node: v.line[next.ply]!, board: next };
  const { tree, id } = addMove(v.tree, v.line[next.ply - 1]!, next.moves[next.ply - 1]!);
  const at = boardAt(tree, id, next);
  // The board reducer's words for the move just played (its notes and announcement) stay.
  return { tree, node: id, line: at.line, board: { ...at.board, focus: next.focus, notes: next.notes, announcement: next.announcement } };
}

/**
 * Discards a side line (by default the one the board is on) with everything tried after it; when the board was on it,
 * goes back to where it branched off.
 */
export function discardSideLine(v: AnalysisView, start: number | null = sideLineStart(v.tree, v.node)): AnalysisView {
  if (start === null || nodeOf(v.tree, start).main) return v;
  const inside = pathTo(v.tree, v.node).includes(start);
  const node = inside ? nodeOf(v.tree, start).parent! : v.node;
  const tree = discard(v.tree, start);
  return { ...v, tree, node, ...boardAt(tree, node, v.board) };
}
