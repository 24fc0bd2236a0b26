// The evaluation graph: one point per analysed ply from Black's point of view, marked moves ringed, the position on
// the board as a vertical rule. One slider for keyboard and screen readers: arrows, Home/End and a click choose a ply.
import { fill } from '../../../i18n';
import { GRAPH_HEIGHT, GRAPH_WIDTH, graphPoints, plyAtX, plyX } from './graph';
import type { Mark } from './evaluation';
import type { AnalysisWords } from './words';

interface EvalGraphProps {
  /** Per ply of the game, its score from Black's point of view once analysed. */
  scores: readonly (number | undefined)[];
  marks: readonly (Mark | null)[];
  /** The ply on the board (of the game, or where the side line on the board branches off). */
  ply: number;
  onPly: (ply: number) => void;
  /** The words of a ply's score, for the slider's value. */
  scoreText: (ply: number) => string;
  words: AnalysisWords;
}

const KEYS: Record<string, (ply: number, last: number) => number> = {
  ArrowLeft: (p) => p - 1, ArrowDown: (p) => p - 1, ArrowRight: (p) => p + 1, ArrowUp: (p) => p + 1,
  PageDown: (p) => p - 10, PageUp: (p) => p + 10, Home: () => 0, End: (_, last) => last,
};

export function EvalGraph({ scores, marks, ply, onPly, scoreText, words: w }: EvalGraphProps) {
  const plies = scores.length - 1;
  const points = graphPoints(scores, plies);
  const go = (p: number) => onPly(Math.max(0, Math.min(plies, p)));
  const onClick = (e: MouseEvent) => {
    const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
    go(plyAtX(((e.clientX - box.left) / box.width) * GRAPH_WIDTH, plies));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const to = KEYS[e.key];
    if (!to) return;
    e.preventDefault();
    go(to(ply, plies));
  };
  const area = points.length ? `M${points[0]!.x},${GRAPH_HEIGHT / 2} ${points.map((p) => `L${p.x},${p.y}`).join(' ')} L${points[points.length - 1]!.x},${GRAPH_HEIGHT / 2} Z` : '';
  return (
    <div class="an-graph">
      <div class="an-graph-plot" role="slider" tabIndex={0} data-graph aria-label={w.graphLabel} aria-valuemin={0} aria-valuemax={plies}
        aria-valuenow={ply} aria-valuetext={fill(w.graphValue, { ply, total: plies, score: scoreText(ply) })} onClick={onClick} onKeyDown={onKeyDown}>
        <svg viewBox={`0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
          <rect class="an-graph-white" x="0" y={GRAPH_HEIGHT / 2} width={GRAPH_WIDTH} height={GRAPH_HEIGHT / 2} />
          {area && <path class="an-graph-area" d={area} />}
          <line class="an-graph-mid" x1="0" x2={GRAPH_WIDTH} y1={GRAPH_HEIGHT / 2} y2={GRAPH_HEIGHT / 2} />
          {points.length > 1 && <polyline class="an-graph-line" points={points.map((p) => `${p.x},${p.y}`).join(' ')} />}
          {points.map((p) => {
            // A move's mark is drawn at the position it led to, where the score fell.
            const mark = p.ply > 0 ? marks[p.ply - 1] : null;
            return mark ? <circle key={p.ply} class={`an-graph-mark an-${mark.kind}`} cx={p.x} cy={p.y} r="4" data-ply={p.ply} /> : null;
          })}
          <line class="an-graph-now" x1={plyX(ply, plies)} x2={plyX(ply, plies)} y1="0" y2={GRAPH_HEIGHT} />
        </svg>
      </div>
      <p class="bw-hint">{w.graphHint}</p>
    </div>
  );
}
