// The computer opponent's controls beside a board: play against it (side and strength), a thinking indicator with a
// stop button, Hint and Threats. The search runs in a Web Worker; moves reach the board through its reducer.
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { makePosition, opponent as other, parseMove, type Position, type Side } from '../../../engine';
import { repeatable } from '../../../engine/search';
import type { BoardData } from '../board/board-data';
import { describeMove } from '../board/board-notation';
import { current, loser, type Action, type BoardState } from '../board/board-state';
import { Opponent } from './client';
import { STRENGTH_MS, STRENGTHS, type AiAction, type AiState, type Overlay, type Strength, type Task } from './state';
import { threatsOf } from './threats';
import { fill } from '../../../i18n';
import { sideWord, strengthWord, thinkingWord, threatWord, type AiWords } from './words';
import './ai.css';

const threatCache = new WeakMap<Position, Map<number, boolean>>();
function cachedThreats(pos: Position): Map<number, boolean> {
  let t = threatCache.get(pos);
  if (!t) threatCache.set(pos, (t = threatsOf(pos)));
  return t;
}

/** The board's marks for this state: the hint only while the board shows the position it was found for. */
export function overlayOf(ai: AiState, board: BoardState, w: AiWords): Overlay {
  const pos = current(board);
  const last = board.ply > 0 ? board.moves[board.ply - 1] : undefined;
  const reply = ai.reply && last && last.from === ai.reply.from && last.to === ai.reply.to ? last : null;
  return {
    hint: ai.hint && ai.hint.position === pos ? ai.hint.move : null,
    threats: ai.threats && board.mode === 'play' ? cachedThreats(pos) : null,
    reply,
    labels: { hintFrom: w.hintFrom, hintTo: w.hintTo, threatProtected: w.threatProtected, threatUnprotected: w.threatUnprotected },
  };
}

interface BoardAiProps {
  state: BoardState;
  dispatch: (action: Action) => void;
  ai: AiState;
  aiDispatch: (action: AiAction) => void;
  data: BoardData;
  words: AiWords;
}

export function BoardAi({ state, dispatch, ai, aiDispatch, data, words: w }: BoardAiProps) {
  const opponent = useMemo(() => new Opponent({ pieces: data.pieces, games: data.games }), [data]);
  const request = useRef(0);
  const board = useRef(state);
  board.current = state;
  const latest = useRef(ai);
  latest.current = ai;
  /** The position the running search started from. */
  const searching = useRef<Position | null>(null);
  const pos = current(state);
  const over = loser(state) !== null;
  useEffect(() => () => opponent.stop(), [opponent]);

  const think = (task: Task) => {
    const id = ++request.current;
    const from = current(board.current);
    searching.current = from;
    aiDispatch({ type: 'think', task });
    opponent
      .think({ position: makePosition(from), history: repeatable(board.current.positions.slice(0, board.current.ply), from).map(makePosition), ms: STRENGTH_MS[ai.strength], onInfo: (t) => id === request.current && aiDispatch({ type: 'depth', depth: t.depth }) })
      .then(
        (t) => {
          if (id !== request.current) return;
          searching.current = null;
          const dropped = task === 'reply' && (latest.current.computer === null || board.current.mode !== 'play');
          if (dropped || current(board.current) !== from) return aiDispatch({ type: 'stopped' });
          const parsed = t?.move ? parseMove(t.move, from) : null;
          const move = parsed?.ok ? parsed.value : null;
          aiDispatch({ type: 'answer', task, position: from, move, text: move ? describeMove(state.env, from, move) : null });
          if (task === 'reply' && move) dispatch({ type: 'play', move });
        },
        (e: Error) => id === request.current && aiDispatch({ type: 'fail', message: e.message }),
      );
  };

  // The computer replies when it is its turn at the end of the game record (not while the reader looks back at
  // earlier moves: undoing a move lets the reader choose another).
  const due = ai.computer === pos.turn && !ai.task && !over && state.mode === 'play' && !state.choice && state.ply === state.moves.length;
  useEffect(() => {
    if (due) think('reply');
  }, [due, pos]);
  // Any change of position makes the running search pointless; so does turning the computer off while it thinks.
  useEffect(() => {
    if (searching.current && searching.current !== pos) opponent.stop();
  }, [pos]);
  useEffect(() => {
    if (searching.current && (state.mode !== 'play' || ai.computer === null || over)) opponent.stop();
  }, [state.mode, ai.computer, over]);

  // The reader's side goes to the bottom of the board (Flip still turns it afterwards).
  const start = () => {
    aiDispatch({ type: 'computer', side: ai.side });
    dispatch({ type: 'face', side: other(ai.side) });
  };
  const threats = ai.threats && state.mode === 'play' ? cachedThreats(pos) : null;
  const unprotected = threats ? [...threats.values()].filter((p) => !p).length : 0;
  const note = ai.note;
  const last = state.ply > 0 ? state.moves[state.ply - 1] : undefined;
  // A reply or hint is reported only while the board shows it (an undone reply, a hint for another position are not).
  const replyShown = !!ai.reply && last?.from === ai.reply.from && last.to === ai.reply.to;
  const hintShown = ai.hint?.position === pos;
  const reviewing = ai.computer === pos.turn && !over && state.ply < state.moves.length;
  let status = '';
  if (ai.task) status = thinkingWord(w, ai.task === 'hint', ai.depth);
  else if (reviewing) status = w.reviewing;
  else if (note?.kind === 'reply' && replyShown) status = fill(w.replied, { move: note.text });
  else if (note?.kind === 'hint' && hintShown) status = fill(w.hintIs, { move: note.text });
  else if (note?.kind === 'none') status = w.noMove;
  else if (note?.kind === 'fail') status = fill(w.failed, { message: note.text });
  else if (ai.computer) status = fill(w.playing, { side: sideWord(w, ai.computer) });

  return (
    <div class="bw-box bw-ai" data-ai={ai.task ?? 'idle'}>
      <h3>{w.title}</h3>
      <div class="bw-row">
        <label>
          {w.computerPlays}{' '}
          <select value={ai.side} disabled={ai.computer !== null} onChange={(e) => aiDispatch({ type: 'side', side: (e.target as HTMLSelectElement).value as Side })}>
            {(['black', 'white'] as const).map((s) => <option key={s} value={s}>{sideWord(w, s)}</option>)}
          </select>
        </label>
        <label>
          {w.strength}{' '}
          <select value={ai.strength} onChange={(e) => aiDispatch({ type: 'strength', strength: (e.target as HTMLSelectElement).value as Strength })}>
            {STRENGTHS.map((s) => <option key={s} value={s}>{strengthWord(w, s)}</option>)}
          </select>
        </label>
      </div>
      <div class="bw-row">
        {ai.computer === null ? (
          <button type="button" onClick={start} disabled={state.mode !== 'play'}>{w.play}</button>
        ) : (
          <button type="button" onClick={() => aiDispatch({ type: 'computer', side: null })}>{w.off}</button>
        )}
        <button type="button" onClick={() => think('hint')} disabled={ai.task !== null || over || state.mode !== 'play'}>{w.hint}</button>
        <button type="button" aria-pressed={ai.threats} onClick={() => aiDispatch({ type: 'threats' })}>{w.threats}</button>
      </div>
      <div class="bw-row" role="status">
        {ai.task && <span class="bw-spinner" aria-hidden="true" />}
        <span>{status}</span>
        {ai.task && <button type="button" onClick={() => opponent.stop()}>{ai.task === 'hint' ? w.stopHint : w.stopReply}</button>}
      </div>
      {threats && <p class="bw-hint" aria-live="polite">{threatWord(w, threats.size, unprotected)}</p>}
    </div>
  );
}
