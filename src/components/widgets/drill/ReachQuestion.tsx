// A reach card: the piece (and maybe an enemy Pawn) on a diagram board; the reader marks squares by click, tap or
// keyboard, checks, and the engine's reach grades the marks, drawn on the board as right, missed and not reached.
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { key, type Offset } from '../../../lib/diagram/marks';
import DiagramGrid, { centre } from '../diagram/DiagramGrid';
import { nameOf } from '../diagram/diagram-words';
import type { BoardEnv } from '../board/board-data';
import type { ReachCard } from './cards/drill-deck';
import { reachOf } from './cards/drill-grade';
import type { Action, Session } from './drill-session';
import type { Words } from './drill-words';

interface Props {
  card: ReachCard;
  env: BoardEnv;
  s: Session;
  dispatch: (a: Action) => void;
  W: Words;
}

const ARROWS: Record<string, Offset> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

function Result({ size, at, kind }: { size: number; at: string; kind: 'hit' | 'missed' | 'wrong' | 'marked' }) {
  const [x, y] = centre(size, at.split(',').map(Number) as unknown as Offset);
  if (kind === 'marked') return <circle class="drill-marked" cx={x} cy={y} r=".22" />;
  if (kind === 'hit') return <path class="drill-hit" d={`M${x - 0.22} ${y}l.15 .17l.3 -.36`} />;
  if (kind === 'missed') return <circle class="drill-missed" cx={x} cy={y} r=".4" />;
  return <path class="drill-wrong" d={`M${x - 0.22} ${y - 0.22}l.44 .44m0 -.44l-.44 .44`} />;
}

export default function ReachQuestion({ card, env, s, dispatch, W }: Props) {
  const piece = env.pieces.get(card.piece)!;
  const destinations = useMemo(() => reachOf(card, env), [card, env]);
  const board = useRef<HTMLDivElement>(null);
  const keyed = useRef(false);
  const r = (card.size - 1) / 2;
  const grade = s.answer?.reach;
  const state = new Map<string, 'hit' | 'missed' | 'wrong' | 'marked'>();
  if (grade) {
    grade.hit.forEach((k) => state.set(k, 'hit'));
    grade.missed.forEach((k) => state.set(k, 'missed'));
    grade.wrong.forEach((k) => state.set(k, 'wrong'));
  } else {
    s.marked.forEach((k) => state.set(k, 'marked'));
  }
  const names = (keys: string[]) => keys.map((k) => nameOf(k.split(',').map(Number) as unknown as Offset, card.size));

  // Layout effect: focus must follow the cursor before the next key arrives (a quick Space marks the square it lands on).
  useLayoutEffect(() => {
    if (!keyed.current) return;
    keyed.current = false;
    board.current?.querySelector<HTMLElement>(`[data-at="${key(s.cursor)}"]`)?.focus();
  }, [s.cursor]);

  const onKey = (e: KeyboardEvent) => {
    const step = ARROWS[e.key];
    if (!step) return;
    e.preventDefault();
    const [x, y] = [s.cursor[0] + step[0], s.cursor[1] + step[1]];
    if (Math.abs(x) > r || Math.abs(y) > r) return;
    keyed.current = true;
    dispatch({ type: 'cursor', at: [x, y] });
  };

  const every: Offset[] = [];
  const cells = [];
  for (let dy = r; dy >= -r; dy--) {
    for (let dx = -r; dx <= r; dx++) {
      const o: Offset = [dx, dy];
      const k = key(o);
      every.push(o);
      const what = [
        !dx && !dy && W.self(W.piece(piece.names)),
        card.pawn && key(card.pawn) === k && W.pawn,
        grade ? (state.has(k) ? W[state.get(k) as 'hit' | 'missed' | 'wrong'] : undefined) : s.marked.includes(k) ? W.marked : W.unmarked,
      ].filter(Boolean).join(', ');
      cells.push(
        <button type="button" data-at={k} data-state={state.get(k)} tabindex={key(s.cursor) === k ? 0 : -1}
          aria-pressed={grade ? undefined : s.marked.includes(k)} aria-label={`${nameOf(o, card.size)}, ${what}`}
          disabled={!!grade} onClick={() => dispatch({ type: 'mark', at: o })} />,
      );
    }
  }
  const pad = (n: number) => `${((100 * n) / (card.size + 0.6)).toFixed(3)}%`;
  return (
    <div class="drill-reach">
      <p class="drill-task">
        {W.reachTask(W.piece(piece.names))}{' '}
        {card.pawn && W.pawnNote(nameOf(card.pawn, card.size))} {W.passNote}
      </p>
      <div class="drill-board" ref={board}>
        <DiagramGrid size={card.size} label={piece.label} coords
          blockers={card.pawn ? [{ at: card.pawn, side: 'enemy', label: env.pieces.get('pawn')?.label ?? '歩' }] : []}>
          {[...state.entries()].map(([k, kind]) => <Result size={card.size} at={k} kind={kind} />)}
        </DiagramGrid>
        <div class="drill-squares" role="group" aria-label={W.boardLabel(card.size)} onKeyDown={onKey}
          style={{ top: pad(0.6), width: pad(card.size), height: pad(card.size), gridTemplateColumns: `repeat(${card.size}, 1fr)` }}>
          {cells}
        </div>
      </div>
      {grade ? (
        <div class="drill-result" data-right={String(grade.right)}>
          <p><strong>{grade.right ? W.right : W.wrongAnswer}</strong> {grade.right && W.reachRight(grade.hit.length)}</p>
          {grade.missed.length > 0 && <p class="drill-missed-list">{W.reachMissed(names(grade.missed))}</p>}
          {grade.wrong.length > 0 && <p class="drill-wrong-list">{W.reachWrong(names(grade.wrong))}</p>}
          {card.note && <p class="drill-note">{W.readingNote(card.footnote, W.game(env.games.get(card.game)!.names), card.note)}</p>}
        </div>
      ) : (
        <div class="drill-tools">
          <button type="button" aria-pressed={s.lines} onClick={() => dispatch({ type: 'lines' })} title={W.linesHelp}>{W.lines}</button>
          <button type="button" onClick={() => dispatch({ type: 'mark-all', squares: every })}>{W.all}</button>
          <button type="button" onClick={() => dispatch({ type: 'clear' })} disabled={!s.marked.length}>{W.clear}</button>
          <button type="button" class="drill-check" onClick={() => dispatch({ type: 'check-reach', destinations, now: Date.now() })}>{W.check}</button>
        </div>
      )}
    </div>
  );
}
