// The analysis board's game tree: the game as played (the main line) and the side lines a reader tries, kept apart
// from the game and discardable. Pure and immutable: every change returns a new tree.
import { applyMove, makeMove, type Move, type Position } from '../../../engine';

export interface TreeNode {
  id: number;
  /** null for the root (the game's starting position). */
  parent: number | null;
  /** The move that led here (null at the root) and its move text, which identifies it among its siblings. */
  move: Move | null;
  text: string;
  position: Position;
  /** How many moves from the start. */
  ply: number;
  /** Whether the node is a move of the game itself; side-line nodes never are. */
  main: boolean;
  /** The next moves tried from here; the game's own move, when there is one, comes first. */
  children: number[];
}

export interface GameTree {
  nodes: ReadonlyMap<number, TreeNode>;
  nextId: number;
}

export const ROOT = 0;

/** The tree of a game: its start and every move of it, all on the main line. */
export function treeOfGame(positions: readonly Position[], moves: readonly Move[]): GameTree {
  const nodes = new Map<number, TreeNode>();
  nodes.set(ROOT, { id: ROOT, parent: null, move: null, text: '', position: positions[0]!, ply: 0, main: true, children: moves.length ? [1] : [] });
  moves.forEach((move, i) => {
    const id = i + 1;
    nodes.set(id, { id, parent: i, move, text: makeMove(move, positions[i]!.size), position: positions[i + 1]!, ply: id, main: true, children: i + 1 < moves.length ? [id + 1] : [] });
  });
  return { nodes, nextId: moves.length + 1 };
}

export const nodeOf = (tree: GameTree, id: number): TreeNode => {
  const node = tree.nodes.get(id);
  if (!node) throw new Error(`the game tree has no node ${id}`);
  return node;
};

/** The game's moves: the root, then each main-line node in order. */
export function mainLine(tree: GameTree): number[] {
  const line = [ROOT];
  for (let n = nodeOf(tree, ROOT); ; ) {
    const next = n.children.map((c) => nodeOf(tree, c)).find((c) => c.main);
    if (!next) return line;
    line.push(next.id);
    n = next;
  }
}

/** From the root to `id`. */
export function pathTo(tree: GameTree, id: number): number[] {
  const path: number[] = [];
  for (let n: TreeNode | undefined = nodeOf(tree, id); n; n = n.parent === null ? undefined : nodeOf(tree, n.parent)) path.push(n.id);
  return path.reverse();
}

/** The line the reader is on: from the root to `id`, then on through each node's first next move to the line's end. */
export function lineThrough(tree: GameTree, id: number): number[] {
  const line = pathTo(tree, id);
  for (let n = nodeOf(tree, id); n.children.length; n = nodeOf(tree, n.children[0]!)) line.push(n.children[0]!);
  return line;
}

/**
 * Plays `move` after node `at`: an existing next move with the same text is reused (the game's own move stays the
 * game's); any other becomes a new side line after the moves already tried there.
 */
export function addMove(tree: GameTree, at: number, move: Move): { tree: GameTree; id: number } {
  const parent = nodeOf(tree, at);
  const text = makeMove(move, parent.position.size);
  const known = parent.children.find((c) => nodeOf(tree, c).text === text);
  if (known !== undefined) return { tree, id: known };
  const id = tree.nextId;
  const nodes = new Map(tree.nodes);
  nodes.set(id, { id, parent: at, move, text, position: applyMove(parent.position, move), ply: parent.ply + 1, main: false, children: [] });
  nodes.set(at, { ...parent, children: [...parent.children, id] });
  return { tree: { nodes, nextId: id + 1 }, id };
}

/** A side line: where it leaves the line it branches from (`from`), and its moves in order (first-child chain). */
export interface SideLine {
  from: number;
  ids: number[];
}

/** Every side line in the tree, each starting with a move that is not its parent's first move on a side line. */
export function sideLines(tree: GameTree): SideLine[] {
  const lines: SideLine[] = [];
  const visit = (id: number) => {
    const n = nodeOf(tree, id);
    n.children.forEach((c, i) => {
      const child = nodeOf(tree, c);
      // A side-line move starts a line of its own unless it is the first move tried after another side-line move.
      if (!child.main && (n.main || i > 0)) lines.push({ from: id, ids: lineThrough(tree, c).slice(child.ply) });
      visit(c);
    });
  };
  visit(ROOT);
  return lines;
}

/** The first node of the side line `id` is on (null on the main line): what discarding that line removes. */
export function sideLineStart(tree: GameTree, id: number): number | null {
  let n = nodeOf(tree, id);
  if (n.main) return null;
  for (;;) {
    const parent = nodeOf(tree, n.parent!);
    if (parent.main || parent.children[0] !== n.id) return n.id;
    n = parent;
  }
}

/** The tree without the side line starting at `start` and everything tried after it. The main line cannot be discarded. */
export function discard(tree: GameTree, start: number): GameTree {
  const node = nodeOf(tree, start);
  if (node.main) return tree;
  const nodes = new Map(tree.nodes);
  const drop = (id: number) => {
    for (const c of nodeOf(tree, id).children) drop(c);
    nodes.delete(id);
  };
  drop(start);
  const parent = nodeOf(tree, node.parent!);
  nodes.set(parent.id, { ...parent, children: parent.children.filter((c) => c !== start) });
  return { nodes, nextId: tree.nextId };
}
