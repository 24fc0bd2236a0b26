// The board both widgets share: squares with accessible names, roving keyboard focus, move marks and paths, and
// zoom and pan (buttons and pinch) so a 25×25 board fits a phone. State lives in the parent's reducer.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Move, Square } from '../../../engine';
import { current, entryOf, loser, movesOf, type Action, type BoardState } from './state/board-state';
import { fill } from '../../../i18n';
import { emperorReason } from './words/board-explain';
import type { BoardWords } from './board-data';
import { clickPath, type TargetKind } from './state/board-entry';
import { pieceLabel, squareLabel } from './words/board-notation';
import type { Overlay } from '../ai/state';
import { LABEL_STYLES, pieceText, useLabelStyle, type LabelStyle } from './words/piece-labels';
import { pieceName } from './board-data';
import './Board.css';

export interface BoardProps {
  state: BoardState;
  dispatch: (action: Action) => void;
  /** Accessible name of the grid, e.g. "Tai Shogi board". */
  label: string;
  /** The square under the mouse pointer (owned by the parent, which also explains it). */
  hover: Square | null;
  onHover: (sq: Square | null) => void;
  /** The computer opponent's marks: hint, threats, its reply to animate. */
  overlay?: Overlay;
  /** Squares another widget marks (a puzzle's answer): a class for the look and words for the square's name. */
  marked?: ReadonlyMap<Square, { cls: string; label: string }>;
  /** A move drawn as an arrow (the analysis board's better move); its words belong in `marked` or `overlay`. */
  arrow?: Move | null;
}

/** What the board shows about moves: the piece they belong to, its targets, the path to the pointed target. */
export interface Marks {
  from: Square | null;
  /** True when the moves can be played now (not a look at the other side's piece). */
  live: boolean;
  targets: Map<Square, TargetKind>;
  clicked: Square[];
  /** Squares from the piece to the pointed or focused target, including a hook's turn. */
  path: Square[];
}

/**
 * The marks for a state: the selected piece's entry, else a look at the moves of the piece under the pointer or under
 * the focus (unless the focus was left where it was by a move the reader did not make). None once the game is over.
 */
export function marksOf(s: BoardState, hover: Square | null): Marks {
  const pos = current(s);
  const entry = entryOf(s);
  let from = s.selected;
  let targets = entry?.targets ?? new Map<Square, TargetKind>();
  let live = entry !== null && s.mode === 'play' && pos.board[s.selected!]?.side === pos.turn;
  if (from === null && s.mode === 'play' && loser(s) === null) {
    const look = hover !== null && pos.board[hover] ? hover : s.lookAtFocus && pos.board[s.focus] ? s.focus : null;
    if (look !== null) {
      from = look;
      live = false;
      targets = new Map(movesOf(pos, look).map((m) => [clickPath(m)[0]!, m.captures.length ? 'capture' : 'move'] as const));
    }
  }
  const point = hover ?? s.focus;
  let path: Square[] = [];
  if (from !== null && targets.has(point)) {
    const moves = entry ? entry.moves : movesOf(pos, from);
    const depth = s.clicked.length;
    const move = moves.find((m) => clickPath(m)[depth] === point && clickPath(m).length === depth + 1) ?? moves.find((m) => clickPath(m)[depth] === point);
    if (move) {
      const full = [move.from, ...move.via, move.to];
      path = full.slice(0, full.indexOf(point, 1) + 1 || full.length);
    }
  }
  return { from, live, targets, clicked: s.clicked, path };
}

/** Below this square size (px) a two-character label would be unreadable: the first character is shown alone. */
const SMALL_CELL = 26;
/** The largest square (px) zooming reaches. */
const MAX_CELL = 56;
/** The smallest square (px) a finger taps reliably: a board on a touch screen or a narrow window opens at least this
 *  large (zoomed in on the reader's own side), and Fit is one button away. */
export const TAP_CELL = 32;
/** Where the board opens zoomed to TAP_CELL (Board.css draws it at that size before the scripts run). */
const TAP_MEDIA = '(pointer: coarse), (max-width: 600px)';
/** Width of the rank-letter column, as --gut in Board.css. */
const GUTTER = 18;

export function Board({ state, dispatch, label, hover, onHover, overlay, marked, arrow }: BoardProps) {
  const pos = current(state);
  const n = pos.size;
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(0);
  const [zoom, setZoom] = useState(1);
  const anchor = useRef<{ x: number; y: number; ratio: number } | null>(null);
  /** True until the first measurement has chosen the opening zoom and scrolled to the reader's side. */
  const opening = useRef(true);
  const marks = useMemo(() => marksOf(state, hover), [state, hover]);
  const [labels, setLabels] = useLabelStyle(state.env.data.lang);
  // A move changes what stands under the pointer: nothing is looked at until the pointer moves again.
  useEffect(() => onHover(null), [pos]);

  // Fit: the whole board within the width of the widget's column (the scroller itself is only as wide as the board)
  // and most of the screen's height.
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const measure = () => {
      const width = el.clientWidth - GUTTER - 2;
      const height = Math.max(240, window.innerHeight * 0.85) - GUTTER;
      const f = Math.max(8, Math.min(MAX_CELL, Math.floor(Math.min(width, height) / n)));
      setFit(f);
      if (opening.current && f < TAP_CELL && matchMedia(TAP_MEDIA).matches) setZoom(TAP_CELL / f);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [n]);

  const cell = fit ? Math.round(Math.min(MAX_CELL, fit * zoom)) : 0;
  const maxZoom = fit ? Math.max(1, MAX_CELL / fit) : 1;

  // Keep the point under the fingers (or the centre, for the buttons) where it was when the zoom changes.
  // The board opens on the reader's side (the bottom rows), centred across.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (opening.current && el && cell) {
      opening.current = false;
      el.scrollTop = el.scrollHeight;
      el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
      return;
    }
    const a = anchor.current;
    if (!el || !a) return;
    el.scrollLeft = (el.scrollLeft + a.x) * a.ratio - a.x;
    el.scrollTop = (el.scrollTop + a.y) * a.ratio - a.y;
    anchor.current = null;
  }, [cell]);

  const zoomTo = (z: number, x?: number, y?: number) => {
    const el = scroller.current;
    const next = Math.min(maxZoom, Math.max(1, z));
    if (!el || next === zoom) return;
    anchor.current = { x: x ?? el.clientWidth / 2, y: y ?? el.clientHeight / 2, ratio: next / zoom };
    setZoom(next);
  };

  // Pinch: two fingers scale the board around their midpoint; one finger pans natively (touch-action: pan-x pan-y).
  // The listeners are attached once (touchmove must be non-passive to keep the page from zooming), so they read the
  // current zoom through refs.
  const pinch = useRef<{ dist: number; zoom: number } | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const zoomToRef = useRef(zoomTo);
  zoomToRef.current = zoomTo;
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const spread = (t: TouchList) => Math.hypot(t[0]!.clientX - t[1]!.clientX, t[0]!.clientY - t[1]!.clientY);
    const start = (e: TouchEvent) => {
      if (e.touches.length === 2) pinch.current = { dist: spread(e.touches), zoom: zoomRef.current };
    };
    const move = (e: TouchEvent) => {
      if (e.touches.length !== 2 || !pinch.current) return;
      e.preventDefault();
      const box = el.getBoundingClientRect();
      const x = (e.touches[0]!.clientX + e.touches[1]!.clientX) / 2 - box.left;
      const y = (e.touches[0]!.clientY + e.touches[1]!.clientY) / 2 - box.top;
      zoomToRef.current(pinch.current.zoom * (spread(e.touches) / pinch.current.dist), x, y);
    };
    const end = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch.current = null;
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, []);
  // Roving focus: when the focus square moves while the board has keyboard focus, move the DOM focus with it, and
  // pan the zoomed board (not the page) to keep it in view.
  useLayoutEffect(() => {
    const g = grid.current;
    if (!g || !g.contains(document.activeElement)) return;
    const target = g.querySelector<HTMLElement>(`[data-sq="${state.focus}"]`);
    if (target && target !== document.activeElement) target.focus({ preventScroll: true });
    if (target) keepInView(target);
  }, [state.focus]);
  /** Pans the scroller by the least amount that shows `el` whole (beside the sticky coordinates). */
  const keepInView = (el: HTMLElement) => {
    const sc = scroller.current;
    if (!sc) return;
    const box = el.getBoundingClientRect();
    const view = sc.getBoundingClientRect();
    const top = view.top + GUTTER;
    const right = view.right - GUTTER;
    if (box.top < top) sc.scrollTop -= top - box.top;
    else if (box.bottom > view.bottom) sc.scrollTop += box.bottom - view.bottom;
    if (box.left < view.left) sc.scrollLeft -= view.left - box.left;
    else if (box.right > right) sc.scrollLeft += box.right - right;
  };

  // Performance entries for the timing run (test/bench/tti.ts, run by the budget): `board:ready` once the island is live,
  // `board:moves-shown` from a click or Enter to the painted moves of the piece it selected.
  useEffect(() => {
    if (state.selected !== null && performance.getEntriesByName('board:activate').length) {
      performance.measure('board:moves-shown', 'board:activate');
      performance.clearMarks('board:activate');
    }
  }, [state.selected]);
  useEffect(() => {
    root.current?.setAttribute('data-ready', '');
    performance.mark('board:ready');
  }, []);

  // Each activation restarts the measurement, so a click that selects nothing leaves no stale mark behind.
  const markActivate = () => {
    performance.clearMarks('board:activate');
    performance.mark('board:activate');
  };
  const sqOf = (e: Event): Square | null => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-sq]');
    return el ? Number(el.dataset.sq) : null;
  };
  const onClick = (e: MouseEvent) => {
    const sq = sqOf(e);
    if (sq === null) return;
    markActivate();
    dispatch({ type: 'activate', sq });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = keys[e.key];
    if (step) {
      e.preventDefault();
      dispatch({ type: 'nudge', right: step[0], down: step[1] });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      markActivate();
      dispatch({ type: 'activate', sq: state.focus });
    } else if (e.key === 'Escape') {
      dispatch({ type: 'cancel' });
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && state.mode === 'edit') {
      e.preventDefault();
      dispatch({ type: 'remove', sq: state.focus });
    }
  };
  const onFocusIn = (e: FocusEvent) => {
    const sq = sqOf(e);
    if (sq !== null && sq !== state.focus) dispatch({ type: 'focus', sq });
  };
  const onMouseOver = (e: MouseEvent) => {
    const sq = sqOf(e);
    if (sq !== hover) onHover(sq);
  };

  const order = [...Array(n).keys()];
  if (state.flipped) order.reverse();
  const last = state.ply > 0 ? state.moves[state.ply - 1] : undefined;
  const pathStep = new Map(marks.path.map((sq, i) => [sq, i] as const));
  const small = cell > 0 && cell < SMALL_CELL;
  const w = state.env.data.words;

  // The squares are rebuilt only when what they show changes: not when the zoom changes (a CSS variable sizes them),
  // nor when the panel beside them re-renders (the computer reporting each depth it finished, for one).
  // Each rebuild leaves a `board:squares` mark for the timing test (test/e2e/board/play-computer.test.ts).
  const rows = useMemo(() => (performance.mark('board:squares'), order.map((r) => (
    <div role="row" class="bd-row" key={r}>
      {order.map((c) => {
        const sq = r * n + c;
        const piece = pos.board[sq];
        const def = piece ? state.env.pieces.get(piece.id) : undefined;
        const target = marks.targets.get(sq);
        const cls = ['sq'];
        if (piece) cls.push(piece.side === 'black' ? 'pb' : 'pw');
        if (piece?.promoted) cls.push('pp');
        if (target) cls.push(`t-${target}`, marks.live ? 'live' : 'look');
        if (sq === marks.from) cls.push(state.selected === sq ? 'sel' : 'src');
        if (marks.clicked.includes(sq)) cls.push('via');
        if (pathStep.has(sq) && sq !== marks.from) cls.push('path');
        if (last && (sq === last.from || sq === last.to)) cls.push('last');
        const mark = marked?.get(sq);
        if (mark) cls.push(mark.cls);
        const parts = [squareLabel(state.env, pos, sq)];
        if (mark) parts.push(mark.label);
        // A first step onto an enemy captures it whether or not a second step follows: say so.
        const victim = target === 'step' && piece && piece.side !== pos.board[marks.from!]?.side ? piece : null;
        if (victim) cls.push('cap');
        if (target) parts.push(victim ? fill(w.targetStepCapture, { piece: pieceLabel(state.env, victim) }) : w[TARGET_KEYS[target]]);
        const hint = overlay?.hint;
        if (overlay && hint && sq === hint.from) {
          cls.push('hint-from');
          parts.push(overlay.labels.hintFrom);
        }
        if (overlay && hint && sq === hint.to) {
          cls.push('hint-to');
          if (sq !== hint.from) parts.push(overlay.labels.hintTo);
        }
        const threat = overlay?.threats?.get(sq);
        if (threat !== undefined) {
          cls.push(threat ? 'threat-p' : 'threat-u');
          parts.push(threat ? overlay!.labels.threatProtected : overlay!.labels.threatUnprotected);
        }
        const reply = overlay?.reply;
        let arrive: string | undefined;
        if (reply && sq === reply.to && reply.from !== reply.to) {
          cls.push('arrive');
          const turn = state.flipped ? -1 : 1;
          arrive = `--dx:${turn * ((reply.from % n) - (reply.to % n))};--dy:${turn * (Math.floor(reply.from / n) - Math.floor(reply.to / n))}`;
        }
        if (state.selected === sq) parts.push(w.selectedTag);
        if (sq === state.focus && !target && state.selected !== null) {
          const why = emperorReason(state.env, pos, state.selected, sq);
          if (why) parts.push(fill(w.notAllowedTag, { why }));
        }
        const text = def ? pieceText(def, labels) : '';
        return (
          <div role="gridcell" class={cls.join(' ')} data-sq={sq} key={sq} tabIndex={sq === state.focus ? 0 : -1} style={arrive}
            aria-label={parts.join(w.listSep)} aria-selected={state.selected === sq || undefined}>
            {piece && (labels === 'abbr' ? (
              <span class="pc ab" aria-hidden="true" data-notation>{text}</span>
            ) : (
              <span class="pc" lang="ja" aria-hidden="true">
                {text[0]}
                {text.length > 1 && <span class="k2">{text.slice(1)}</span>}
              </span>
            ))}
          </div>
        );
      })}
    </div>
  ))), [state, marks, overlay?.hint, overlay?.threats, overlay?.reply, marked, labels]);

  const centreOf = (sq: Square) => {
    const c = sq % n;
    const r = Math.floor(sq / n);
    const x = state.flipped ? n - 1 - c : c;
    const y = state.flipped ? n - 1 - r : r;
    return `${x + 0.5},${y + 0.5}`;
  };

  return (
    <div class={`bd${small ? ' small' : ''}`} ref={root}>
      <div class="bd-tools">
      <label class="bd-labels">
        {w.labels}{' '}
        <select value={labels} onChange={(e) => setLabels((e.target as HTMLSelectElement).value as LabelStyle)}>
          {LABEL_STYLES.map((l) => <option key={l} value={l}>{w[LABEL_KEYS[l]]}</option>)}
        </select>
      </label>
      <div class="bd-zoom" role="group" aria-label={w.zoom}>
        <button type="button" onClick={() => zoomTo(zoom / 1.5)} disabled={zoom <= 1} aria-label={w.zoomOut}>−</button>
        <button type="button" onClick={() => zoomTo(1)} disabled={zoom <= 1}>{w.fit}</button>
        <button type="button" onClick={() => zoomTo(zoom * 1.5)} disabled={zoom >= maxZoom} aria-label={w.zoomIn}>+</button>
      </div>
      </div>
      <div class="bd-scroll" ref={scroller} style={cell ? `--cell:${cell}px;--n:${n}` : `--n:${n}`}>
        <div class="bd-frame">
          <div class="bd-files" aria-hidden="true" data-notation>
            {order.map((c) => <span key={c}>{n - c}</span>)}
          </div>
          <div class="bd-corner" aria-hidden="true" />
          <div class="bd-grid" role="grid" aria-label={label} ref={grid} onClick={onClick} onKeyDown={onKeyDown}
            onFocusIn={onFocusIn} onMouseOver={onMouseOver} onMouseLeave={() => onHover(null)}>
            {rows}
            {marks.path.length > 1 && (
              <svg class="bd-path" viewBox={`0 0 ${n} ${n}`} aria-hidden="true">
                <polyline points={marks.path.map(centreOf).join(' ')} />
              </svg>
            )}
            {arrow && (
              <svg class="bd-arrow" viewBox={`0 0 ${n} ${n}`} aria-hidden="true">
                <marker id="bd-arrow-head" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="3" markerHeight="3" orient="auto-start-reverse">
                  <path d="M0,0 L4,2 L0,4 z" />
                </marker>
                <polyline points={[arrow.from, ...arrow.via, arrow.to].map(centreOf).join(' ')} marker-end="url(#bd-arrow-head)" />
              </svg>
            )}
          </div>
          <div class="bd-ranks" aria-hidden="true" data-notation>
            {order.map((r) => <span key={r}>{String.fromCharCode(97 + r)}</span>)}
          </div>
        </div>
      </div>
      <Legend state={state} labels={labels} />
    </div>
  );
}

const LABEL_KEYS: Record<LabelStyle, keyof BoardWords> = { kanji2: 'labelsKanji2', kanji1: 'labelsKanji1', abbr: 'labelsAbbr' };

/** The pieces on the board, each with the label it shows and its name (closed until the reader opens it). */
function Legend({ state, labels }: { state: BoardState; labels: LabelStyle }) {
  const { env } = state;
  const pos = current(state);
  const here = new Set(pos.board.map((p) => p?.id).filter((id): id is string => !!id));
  const order = env.piecesOf(state.game);
  const ids = [...here].sort((a, b) => (order.indexOf(a) + 1 || 999) - (order.indexOf(b) + 1 || 999));
  const { lang, words: w } = env.data;
  return (
    <details class="bd-legend">
      <summary>{w.legend}</summary>
      <ul>
        {ids.map((id) => {
          const def = env.pieces.get(id);
          if (!def) return null;
          const text = pieceText(def, labels);
          return (
            <li key={id}>
              <span class="bd-legend-label" lang={labels === 'abbr' ? undefined : 'ja'} data-notation>{text}</span>{' '}
              {pieceName(env, id)}
              {lang === 'en' && labels === 'abbr' && <span class="kanji" lang="ja"> {def.names.kanji}</span>}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

const TARGET_KEYS: Record<TargetKind, keyof BoardWords> = {
  move: 'targetMove',
  capture: 'targetCapture',
  step: 'targetStep',
  stop: 'targetStop',
  return: 'targetReturn',
};
