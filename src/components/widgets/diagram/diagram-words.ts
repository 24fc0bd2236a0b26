// Sentences for the diagram: square names, directions and one line per move, as a reader would say them.
import { squareName } from '../../../engine';
import { dirOf, dist, squareOf, type MarkKind, type Offset } from '../../../lib/diagram/marks';
import type { PathStory } from '../../../lib/diagram/view';
import type { Direction } from '../../../schema/vocab';

const DIR_WORDS: Record<Direction, string> = {
  f: 'forward', fr: 'diagonally forward right', r: 'right', br: 'diagonally back right',
  b: 'backward', bl: 'diagonally back left', l: 'left', fl: 'diagonally forward left',
};

export const nameOf = (at: Offset, size: number): string => squareName(squareOf(at, size), size);

/** "2 forward, 1 left": where a square lies from the piece. */
export function rel([dx, dy]: Offset): string {
  const parts = [dy && `${Math.abs(dy)} ${dy > 0 ? 'forward' : 'back'}`, dx && `${Math.abs(dx)} ${dx > 0 ? 'right' : 'left'}`];
  return parts.filter(Boolean).join(', ');
}

const dirWord = (at: Offset) => DIR_WORDS[dirOf(at)!] ?? '';

/** One sentence for a move or a line of moves (a slide's clip runs through every square of its line). */
export function describe({ kind, path, captures }: PathStory, size: number): string {
  const sq = (at: Offset) => nameOf(at, size);
  const took = (at: Offset) => captures.some((c) => c[0] === at[0] && c[1] === at[1]);
  const to = path[path.length - 1]!;
  const cap = took(to) ? ', capturing the piece there' : '';
  const stops = path.slice(1, -1);
  const k = dist(to);
  switch (kind) {
    case 'pass':
      return took(path[1]!) ? `Captures on ${sq(path[1]!)} without moving (igui).` : `Steps out to ${sq(path[1]!)} and back: a pass, the board is unchanged.`;
    case 'step':
      return `One step ${dirWord(to)} to ${sq(to)}${cap}.`;
    case 'jump':
      return `Jumps to ${sq(to)} (${rel(to)}), over anything in between${cap}.`;
    case 'emperor':
      return `Flies straight to ${sq(to)} (${rel(to)})${cap}.`;
    case 'turn':
      return `Slides ${dirWord(stops[0]!)} to ${sq(stops[0]!)}, turns 90° there and slides ${dirWord([to[0] - stops[0]![0], to[1] - stops[0]![1]])} to ${sq(to)}${cap}.`;
    case 'area':
      if (stops.length) {
        const legs = [...stops, to].map((s) => `${sq(s)}${took(s) ? ', capturing' : ''}`).join(', then to ');
        return `Goes to ${legs}, all in one move.`;
      }
      return k === 1 ? `One step ${dirWord(to)} to ${sq(to)}${cap}.` : `${k} steps to ${sq(to)} (${rel(to)}) in one move, leaping anything in between${cap}.`;
    default: {
      // step lines: range, slide, hook; a clip lists the whole line, a single path just its end.
      const first = path[1]!;
      const line = path.length > 2 ? `${sq(first)} to ${sq(to)}` : sq(to);
      const n = `${k} square${k > 1 ? 's' : ''}`;
      const how = kind === 'range' ? 'up to its range, stopping at the first piece' : kind === 'hook' ? 'any distance; it may turn 90° once on an empty square' : 'any distance until something blocks it';
      return `Moves ${dirWord(to)} ${how}: ${n}, ${line}${cap}.`;
    }
  }
}
