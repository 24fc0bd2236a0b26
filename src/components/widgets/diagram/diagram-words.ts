// Sentences for the diagram: square names, directions and one line per move, as a reader would say them, from the
// `diagram.` strings of the page's language (whole-sentence templates, so each language keeps its own word order).
import { squareName } from '../../../engine';
import { fill, type pick } from '../../../i18n';
import { dirOf, dist, squareOf, type Offset } from '../../../lib/diagram/marks';
import type { PathStory } from '../../../lib/diagram/view';
import type { Direction } from '../../../schema/vocab';

export type DiagramWords = ReturnType<typeof pick<'diagram.'>>;

const DIR_KEYS: Record<Direction, keyof DiagramWords> = {
  f: 'dirF', fr: 'dirFr', r: 'dirR', br: 'dirBr', b: 'dirB', bl: 'dirBl', l: 'dirL', fl: 'dirFl',
};

/** Sentences one after another, spaced as the language spaces them. */
export const sentences = (w: DiagramWords, ...parts: string[]): string => parts.reduce((first, next) => fill(w.then, { first, next }));

export const nameOf = (at: Offset, size: number): string => squareName(squareOf(at, size), size);

/** "2 forward, 1 left": where a square lies from the piece. */
function rel(w: DiagramWords, [dx, dy]: Offset): string {
  const parts = [
    dy && fill(dy > 0 ? w.relForward : w.relBack, { n: Math.abs(dy) }),
    dx && fill(dx > 0 ? w.relRight : w.relLeft, { n: Math.abs(dx) }),
  ];
  return parts.filter(Boolean).join(w.listSep);
}

const dirWord = (w: DiagramWords, at: Offset) => w[DIR_KEYS[dirOf(at)!]] ?? '';

/** One sentence for a move or a line of moves (a slide's clip runs through every square of its line). */
export function describe(w: DiagramWords, { kind, path, captures }: PathStory, size: number): string {
  const sq = (at: Offset) => nameOf(at, size);
  const took = (at: Offset) => captures.some((c) => c[0] === at[0] && c[1] === at[1]);
  const to = path[path.length - 1]!;
  const cap = took(to) ? w.capThere : '';
  const stops = path.slice(1, -1);
  const k = dist(to);
  const at = { sq: sq(to), cap, dir: dirWord(w, to), rel: rel(w, to) };
  switch (kind) {
    case 'pass':
      return fill(took(path[1]!) ? w.passCapture : w.passStep, { sq: sq(path[1]!) });
    case 'step':
      return fill(w.step, at);
    case 'jump':
      return fill(w.jump, at);
    case 'emperor':
      return fill(w.flight, at);
    case 'turn':
      return fill(w.turn, { ...at, dir: dirWord(w, stops[0]!), mid: sq(stops[0]!), dir2: dirWord(w, [to[0] - stops[0]![0], to[1] - stops[0]![1]]) });
    case 'area':
      if (stops.length) {
        const legs = [...stops, to].map((s) => fill(took(s) ? w.legCapture : w.leg, { sq: sq(s) })).join(w.legSep);
        return fill(w.legs, { legs });
      }
      return k === 1 ? fill(w.step, at) : fill(w.leap, { ...at, n: k });
    default: {
      // step lines: range, slide, hook; a clip lists the whole line, a single path just its end.
      const line = path.length > 2 ? fill(w.span, { from: sq(path[1]!), to: sq(to) }) : sq(to);
      const count = fill(k > 1 ? w.squareMany : w.squareOne, { n: k });
      const how = kind === 'range' ? w.howRange : kind === 'hook' ? w.howHook : w.howSlide;
      return fill(w.line, { ...at, how, count, line });
    }
  }
}
