// Marks for a whole reach and the first sample obstacle: what the build and the engine-side view compute. Kept apart
// from marks.ts so that the diagram island's first load (which only reads marks) does not carry them.
import type { Reach } from '../../engine';
import type { MoveAtom } from '../../schema/moves';
import { DIRECTIONS, DIRECTION_VECTORS, type Direction } from '../../schema/vocab';
import { classify, key, MARK_KINDS, offsetOf, type DiagramMark, type Offset } from './marks';

/** The marks of a reach: one per destination, the strongest kind among the moves that end there. */
export function marksOf(atoms: readonly MoveAtom[], reach: Pick<Reach, 'moves' | 'size'>): DiagramMark[] {
  const byKey = new Map<string, DiagramMark>();
  for (const m of reach.moves) {
    const at = offsetOf(m.to, reach.size);
    const c = classify(atoms, at, m.via.map((sq) => offsetOf(sq, reach.size)));
    const old = byKey.get(key(at));
    const mark: DiagramMark = old && MARK_KINDS.indexOf(old.kind) <= MARK_KINDS.indexOf(c.kind) ? old : { at, ...c };
    if (m.captures.includes(m.to) || old?.capture) mark.capture = true;
    byKey.set(key(at), mark);
  }
  return [...byKey.values()];
}

/**
 * Where the diagram first puts an enemy piece, so that the opening animation shows a capture: beside a Lion or Lion Dog
 * (igui and the double capture), three squares down the first slide or hook line, two squares off an Emperor.
 */
export function sampleObstacle(atoms: readonly MoveAtom[]): Offset | null {
  const order = (ds: readonly Direction[]) => DIRECTIONS.find((d) => ds.includes(d));
  for (const a of atoms) {
    const d = 'lion' in a ? order(a.lion) : 'lionDog' in a ? order(a.lionDog) : undefined;
    if (d) return DIRECTION_VECTORS[d];
  }
  for (const a of atoms) {
    const d = 'hook' in a ? order(a.hook) : 'step' in a && a.range === 'any' ? order(a.step) : undefined;
    if (d) return [DIRECTION_VECTORS[d][0] * 3, DIRECTION_VECTORS[d][1] * 3];
  }
  return atoms.some((a) => 'emperor' in a) ? [2, 2] : null;
}
