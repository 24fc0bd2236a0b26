// A movement diagram as one SVG, drawn from marks: pure render, no state, usable from .astro files without client JS.
//
// Used by piece thumbnails, the promoted-form diagrams, the compare page (issue 7) and, with an overlay, the animated
// MoveDiagram island. Build `marks` with `marksOf(atoms, reach(rules, pieceId, { size }))` from src/lib/diagram/reach-marks.ts;
// without marks it draws the empty board. Props are part of a shared contract: add optional ones, never change the
// meaning of existing ones.
import type { ComponentChildren } from 'preact';
import { dirOf, dist, key, type DiagramMark, type Offset } from '../../../lib/diagram/marks';
import { DIRECTION_VECTORS } from '../../../schema/vocab';
import './diagram-grid.css';

export interface DiagramBlocker {
  at: Offset;
  /** Whose piece it is, from the diagram piece's point of view; an enemy is drawn upside down. */
  side: 'friend' | 'enemy';
  /** Its board label, e.g. 歩. */
  label: string;
}

export interface DiagramGridProps {
  /** Squares per side: odd, 5 to 25. The piece stands on the centre square, Black, facing up. */
  size: number;
  /** The piece's board label (one or two characters), drawn on the centre square. */
  label: string;
  /** Seed-legend marks relative to the piece (see src/lib/diagram/marks.ts); none by default. */
  marks?: readonly DiagramMark[];
  /** Squares a source's reading adds compared with the main text (drawn with a + and a solid outline). */
  gained?: readonly Offset[];
  /** Squares the main text reaches and the source's reading does not (− and a dashed outline). */
  lost?: readonly Offset[];
  /** Other pieces on the diagram. */
  blockers?: readonly DiagramBlocker[];
  /** Accessible name of the picture; without it the SVG is hidden from assistive technology (the text around it speaks). */
  title?: string;
  /** Draw file numbers (top) and rank letters (right), shogi-style, for diagrams that name squares. */
  coords?: boolean;
  /** Draw the centre piece faintly, for an overlay that moves a copy of it. */
  ghost?: boolean;
  /** Extra SVG drawn on top, in board units: use `centre(size, offset)` for a square's centre. */
  children?: ComponentChildren;
  class?: string;
}

const PIECE = 'M.5 .1 .8 .24 .88 .9H.12L.2 .24Z';

/** The SVG coordinates of the centre of the square at `at` on a `size` board. */
export function centre(size: number, [dx, dy]: Offset): [number, number] {
  const r = (size - 1) / 2;
  return [r + dx + 0.5, r - dy + 0.5];
}

/** A piece shape with its label at square `at`; `down` turns it to face the other way (an enemy). */
export function PieceGlyph({ size, at, label, down, cls }: { size: number; at: Offset; label: string; down?: boolean; cls?: string }) {
  const [x, y] = centre(size, at);
  const chars = [...label];
  const fs = chars.length > 1 ? 0.34 : 0.52;
  return (
    <g class={`dg-piece ${cls ?? ''}`} transform={`translate(${x - 0.5} ${y - 0.5})${down ? ' rotate(180 .5 .5)' : ''}`}>
      <path d={PIECE} />
      {chars.map((ch, i) => (
        <text x=".5" y={0.56 + (i - (chars.length - 1) / 2) * fs} font-size={fs}>{ch}</text>
      ))}
    </g>
  );
}

function Mark({ size, m, hookDiag }: { size: number; m: DiagramMark; hookDiag: boolean }) {
  const [x, y] = centre(size, m.at);
  const t = `translate(${x} ${y})`;
  switch (m.kind) {
    case 'step': return <circle class="dg-step" cx={x} cy={y} r=".2" />;
    case 'range': return <circle class="dg-step" cx={x} cy={y} r=".15" />;
    case 'slide': return <circle class="dg-slide-dot" cx={x} cy={y} r=".07" />;
    case 'jump': return <text class="dg-jump" x={x} y={y + 0.22} font-size=".62">★</text>;
    case 'hook':
    case 'turn': {
      const s = m.kind === 'hook' ? 0.26 : 0.14;
      const d = hookDiag ? `M${-s} ${-s}L${s} ${s}M${s} ${-s}L${-s} ${s}` : `M0 ${-s}V${s}M${-s} 0H${s}`;
      return <path class={`dg-hook dg-${m.kind}`} transform={t} d={d} />;
    }
    case 'area': {
      const tone = m.tone ?? 1;
      return (
        <g class={`dg-area dg-tone${tone}`} transform={t}>
          <rect x="-.25" y="-.25" width=".5" height=".5" />
          {tone === 2 && <rect class="dg-inner" x="-.11" y="-.11" width=".22" height=".22" />}
        </g>
      );
    }
    case 'emperor': return <text class="dg-emperor" x={x} y={y + 0.2} font-size=".55">∞</text>;
    default: return null;
  }
}

/** Lines from the piece to the farthest slide or ranged-step square in each direction; slides end in an arrowhead. */
function Lines({ size, marks }: { size: number; marks: readonly DiagramMark[] }) {
  const far = new Map<string, DiagramMark>();
  for (const m of marks) {
    const d = (m.kind === 'slide' || m.kind === 'range') && dirOf(m.at);
    if (d && dist(m.at) > (far.get(d) ? dist(far.get(d)!.at) : 0)) far.set(d, m);
  }
  const [ox, oy] = centre(size, [0, 0]);
  return (
    <g>
      {[...far.entries()].map(([d, m]) => {
        const [x, y] = centre(size, m.at);
        const [vx, vy] = DIRECTION_VECTORS[d as keyof typeof DIRECTION_VECTORS];
        const n = Math.hypot(vx, vy);
        const [ux, uy] = [vx / n, -vy / n];
        const slide = m.kind === 'slide';
        const [tx, ty] = [x + ux * 0.38, y + uy * 0.38];
        const head = `M${tx} ${ty}L${tx - ux * 0.3 - uy * 0.16} ${ty - uy * 0.3 + ux * 0.16}L${tx - ux * 0.3 + uy * 0.16} ${ty - uy * 0.3 - ux * 0.16}Z`;
        return (
          <g class={slide ? 'dg-slide' : 'dg-range'}>
            <line x1={ox + ux * 0.45} y1={oy + uy * 0.45} x2={slide ? tx - ux * 0.2 : x} y2={slide ? ty - uy * 0.2 : y} />
            {slide && <path d={head} />}
          </g>
        );
      })}
    </g>
  );
}

function Diff({ size, at, gain }: { size: number; at: Offset; gain: boolean }) {
  const [x, y] = centre(size, at);
  return (
    <g class={gain ? 'dg-gain' : 'dg-loss'}>
      <rect x={x - 0.45} y={y - 0.45} width=".9" height=".9" />
      <text x={x - 0.3} y={y - 0.14} font-size=".36">{gain ? '+' : '−'}</text>
    </g>
  );
}

export default function DiagramGrid(props: DiagramGridProps) {
  const { size, label, marks = [], gained = [], lost = [], blockers = [], coords, title } = props;
  const m = coords ? 0.6 : 0;
  const grid = Array.from({ length: size + 1 }, (_, i) => `M0 ${i}H${size}M${i} 0V${size}`).join('');
  const hookDiag = marks.some((k) => k.kind === 'hook' && k.at[0] !== 0 && k.at[1] !== 0);
  const pass = marks.find((k) => k.kind === 'pass' || (k.at[0] === 0 && k.at[1] === 0));
  const [cx, cy] = centre(size, [0, 0]);
  const blocked = new Set(blockers.map((b) => key(b.at)));
  return (
    <svg
      class={`dg ${props.class ?? ''}`}
      viewBox={`0 ${-m} ${size + m} ${size + m}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : 'true'}
      focusable="false"
    >
      <rect class="dg-board" width={size} height={size} />
      <path class="dg-grid" d={grid} />
      {coords && (
        <g class="dg-coords" data-notation>
          {Array.from({ length: size }, (_, i) => <text x={i + 0.5} y={-0.18} font-size=".34">{size - i}</text>)}
          {Array.from({ length: size }, (_, i) => <text x={size + 0.3} y={i + 0.62} font-size=".34">{String.fromCharCode(97 + i)}</text>)}
        </g>
      )}
      <Lines size={size} marks={marks} />
      {marks.map((k) => !blocked.has(key(k.at)) && <Mark size={size} m={k} hookDiag={hookDiag} />)}
      {lost.map((at) => <Diff size={size} at={at} gain={false} />)}
      {gained.map((at) => <Diff size={size} at={at} gain />)}
      {blockers.map((b) => (
        <PieceGlyph size={size} at={b.at} label={b.label} down={b.side === 'enemy'} cls={`dg-${b.side}`} />
      ))}
      {marks.filter((k) => k.capture).map((k) => {
        const [x, y] = centre(size, k.at);
        return <circle class="dg-capture" cx={x} cy={y} r=".46" />;
      })}
      <PieceGlyph size={size} at={[0, 0]} label={label} cls={props.ghost ? 'dg-ghost' : 'dg-self'} />
      {pass && <text class="dg-pass" x={cx + 0.33} y={cy - 0.2} font-size=".34">↺</text>}
      {props.children}
    </svg>
  );
}
