// The evaluation graph's geometry (pure): one point per ply, Black's advantage upwards, clipped at ±10 pawns with a
// forced win drawn at the edge; and the ply nearest to a point on the graph, for clicks.
import { meaning } from './evaluation';

export const GRAPH_WIDTH = 600;
export const GRAPH_HEIGHT = 150;
/** The advantage, in pawn units, drawn at the top or bottom edge; larger ones and forced wins stay there. */
export const GRAPH_CAP = 1000;

export interface GraphPoint {
  ply: number;
  x: number;
  y: number;
}

/** The x of a ply when the game has `plies` moves (the start at the left edge, the last position at the right). */
export const plyX = (ply: number, plies: number): number => (plies === 0 ? GRAPH_WIDTH / 2 : (ply / plies) * GRAPH_WIDTH);

/** The y of a score from Black's point of view: the middle is even, the top Black winning. */
export function scoreY(blackScore: number): number {
  const m = meaning(blackScore);
  const v = m.kind === 'win' ? (m.side === 'black' ? GRAPH_CAP : -GRAPH_CAP) : Math.max(-GRAPH_CAP, Math.min(GRAPH_CAP, blackScore));
  return GRAPH_HEIGHT / 2 - (v / GRAPH_CAP) * (GRAPH_HEIGHT / 2);
}

/** The points of the plies evaluated so far (a ply without a score has none). */
export function graphPoints(scores: readonly (number | undefined)[], plies: number): GraphPoint[] {
  const points: GraphPoint[] = [];
  scores.forEach((s, ply) => {
    if (s !== undefined) points.push({ ply, x: plyX(ply, plies), y: scoreY(s) });
  });
  return points;
}

/** The ply whose point is nearest to `x` (graph units). */
export const plyAtX = (x: number, plies: number): number => Math.max(0, Math.min(plies, Math.round((x / GRAPH_WIDTH) * plies)));
