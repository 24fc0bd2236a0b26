// The computer opponent's controls beside a board: play against it (side and strength), a thinking indicator with a
// stop button, Hint and Threats. The search runs in a Web Worker; moves reach the board through its reducer.
import { opponent as other, type Position, type Side } from '../../../engine';
import { current, loser, type Action, type BoardState } from '../board/state/board-state';
import { STRENGTHS, type AiAction, type AiState, type Overlay, type Strength } from './state';
import type { OpponentControl } from './use-opponent';
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

/** What the computer's controls get: the board and its reducer, the opponent's state, reducer and engine room. */
export interface BoardAiProps {
  state: BoardState;
  dispatch: (action: Action) => void;
  ai: AiState;
  aiDispatch: (action: AiAction) => void;
  control: OpponentControl;
  words: AiWords;
}

/** The status line: thinking, the reply or hint found (while the board shows it), or what the computer is doing. */
export function aiStatus(ai: AiState, state: BoardState, w: AiWords): string {
  const pos = current(state);
  const over = loser(state) !== null;
  const note = ai.note;
  const last = state.ply > 0 ? state.moves[state.ply - 1] : undefined;
  // A reply or hint is reported only while the board shows it (an undone reply, a hint for another position are not).
  const replyShown = !!ai.reply && last?.from === ai.reply.from && last.to === ai.reply.to;
  const hintShown = ai.hint?.position === pos;
  const reviewing = ai.computer === pos.turn && !over && state.ply < state.moves.length;
  if (ai.task) return thinkingWord(w, ai.task === 'hint', ai.depth);
  if (reviewing) return w.reviewing;
  if (note?.kind === 'reply' && replyShown) return fill(w.replied, { move: note.text });
  if (note?.kind === 'hint' && hintShown) return fill(w.hintIs, { move: note.text });
  if (note?.kind === 'none') return w.noMove;
  if (note?.kind === 'fail') return fill(w.failed, { message: note.text });
  if (ai.computer) return fill(w.playing, { side: sideWord(w, ai.computer) });
  return '';
}

/** Play against the computer, or stop playing; Flip aside, the reader's side goes to the bottom of the board. */
export function PlayToggle({ ai, aiDispatch, state, dispatch, words: w }: Omit<BoardAiProps, 'control'>) {
  const start = () => {
    aiDispatch({ type: 'computer', side: ai.side });
    dispatch({ type: 'face', side: other(ai.side) });
  };
  return ai.computer === null
    ? <button type="button" onClick={start} disabled={state.mode !== 'play'}>{w.play}</button>
    : <button type="button" onClick={() => aiDispatch({ type: 'computer', side: null })}>{w.off}</button>;
}

/** Ends the search with the best move found so far: played as the reply, or shown as the hint. */
export function StopButton({ ai, control, words: w }: Pick<BoardAiProps, 'ai' | 'control' | 'words'>) {
  return ai.task ? <button type="button" onClick={() => control.stop()}>{ai.task === 'hint' ? w.stopHint : w.stopReply}</button> : null;
}

export function BoardAi(props: BoardAiProps) {
  const { state, ai, aiDispatch, control, words: w } = props;
  const pos = current(state);
  const over = loser(state) !== null;
  const threats = ai.threats && state.mode === 'play' ? cachedThreats(pos) : null;
  const unprotected = threats ? [...threats.values()].filter((p) => !p).length : 0;
  const status = aiStatus(ai, state, w);

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
        <span class="bw-wide"><PlayToggle {...props} /></span>
        <button type="button" onClick={() => control.think('hint')} disabled={ai.task !== null || over || state.mode !== 'play'}>{w.hint}</button>
        <button type="button" aria-pressed={ai.threats} onClick={() => aiDispatch({ type: 'threats' })}>{w.threats}</button>
      </div>
      <div class="bw-row bw-wide" role="status">
        {ai.task && <span class="bw-spinner" aria-hidden="true" />}
        <span>{status}</span>
        <StopButton ai={ai} control={control} words={w} />
      </div>
      {threats && <p class="bw-hint" aria-live="polite">{threatWord(w, threats.size, unprotected)}</p>}
    </div>
  );
}
