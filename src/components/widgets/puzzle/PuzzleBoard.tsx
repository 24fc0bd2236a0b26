// A puzzle (a rule puzzle or an engine-found tactic): the position on the shared board, the reader's answer (a move,
// marked squares or a pick), the verdict; a tactic's first answer is also a review in the drills' schedule.
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { squareName, type Square } from '../../../engine';
import type { PuzzleData } from '../../../schema';
import { fill, type Lang, type pick } from '../../../i18n';
import { Board } from '../board/Board';
import { BoardPanel, PieceInfo } from '../board/BoardPanel';
import { makeEnv, type BoardData } from '../board/board-data';
import { answerSquares, countsAsSolved, reducePuzzle, startPuzzle, type PuzzleState } from './puzzle-state';
import { markSolved } from './solved';
import { reviewTactic, tacticCardId } from '../drill/schedule/tactic-review';
import { wordsOf, type DrillStrings } from '../drill/drill-words';
import './puzzle.css';

/** The widget's words in the page's language (the dictionaries' `puzzle.` keys). */
export type PuzzleWords = ReturnType<typeof pick<'puzzle.'>>;

export interface PuzzleBoardProps {
  data: BoardData;
  puzzle: PuzzleData;
  words: PuzzleWords;
  /** For a tactic: the drills' strings (its answers go into their schedule) and the page's language. */
  drill?: DrillStrings;
  lang?: Lang;
}

/** What the board marks: the reader's squares, and after a check what was right, missed or wrong. */
function marksOf(s: PuzzleState, W: PuzzleWords): Map<Square, { cls: string; label: string }> {
  const out = new Map<Square, { cls: string; label: string }>();
  if (s.verdict?.right) {
    for (const sq of answerSquares(s)) out.set(sq, { cls: 'pz-right', label: W.rightSquare });
    return out;
  }
  for (const sq of s.marked) out.set(sq, { cls: 'pz-mark', label: W.marked });
  if (s.verdict) {
    for (const sq of s.verdict.missed) out.set(sq, { cls: 'pz-missed', label: W.missed });
    for (const sq of s.verdict.wrong) out.set(sq, { cls: 'pz-wrong', label: W.wrongSquare });
  }
  return out;
}

export default function PuzzleBoard({ data, puzzle, words: W, drill, lang = 'en' }: PuzzleBoardProps) {
  const env = useMemo(() => makeEnv(data), [data]);
  const [state, dispatch] = useReducer(reducePuzzle, undefined, () => startPuzzle(env, puzzle));
  const [hover, setHover] = useState<Square | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const verdictRef = useRef<HTMLDivElement>(null);
  /** A tactic is reviewed once per visit, by its first answer; the notice says when the schedule could not keep it. */
  const reviewed = useRef(false);
  const [scheduleNotice, setScheduleNotice] = useState<string | null>(null);
  const { answer } = puzzle;
  const size = state.board.positions[0]!.size;

  // Saved in the same task as the verdict is drawn (a layout effect), so leaving the page at once cannot lose it.
  useLayoutEffect(() => {
    if (countsAsSolved(state)) setUnsaved(!markSolved(puzzle.id));
    if (state.verdict && puzzle.kind === 'tactic' && drill && !reviewed.current) {
      reviewed.current = true;
      setScheduleNotice(reviewTactic(tacticCardId(puzzle.game, puzzle.id), state.verdict.right, Date.now(), wordsOf(drill, lang)));
    }
  }, [state.verdict]);
  useEffect(() => {
    if (state.verdict) verdictRef.current?.focus();
  }, [state.verdict]);

  const hint = answer.kind === 'squares' ? W.markHint : answer.kind === 'move' ? W.moveHint : W.choiceHint;
  const names = (list: Square[]) => list.map((sq) => squareName(sq, size)).join(', ');
  const rule = <a href={puzzle.rulePage}>{W.ruleLink}: {puzzle.ruleLabel}</a>;

  return (
    <div class="pz" data-puzzle-widget data-kind={answer.kind}>
      <p class="bw-hint">{hint}</p>
      <div class="bw">
        <div>
          <Board state={state.board} dispatch={(action) => dispatch({ type: 'board', action })} hover={hover} onHover={setHover}
            label={fill(W.boardLabel, { size })} marked={marksOf(state, W)} />
        </div>
        <div class="bw-panel">
          {answer.kind === 'squares' && (
            <div class="bw-box">
              <p role="status">{state.marked.length ? `${fill(W.markedCount, { n: state.marked.length })} ${names([...state.marked].sort((a, b) => a - b))}` : W.nothingMarked}</p>
              <button type="button" onClick={() => dispatch({ type: 'check' })} disabled={state.verdict?.right === true}>{W.check}</button>
            </div>
          )}
          {answer.kind === 'choice' && (
            <fieldset class="bw-box pz-options">
              <legend>{W.choiceLegend}</legend>
              {answer.options.map((o, i) => (
                <label key={i}>
                  <input type="radio" name={`pz-${puzzle.id}`} checked={state.picked === i} disabled={state.verdict?.right === true}
                    onChange={() => dispatch({ type: 'pick', index: i })} /> {o.text}
                </label>
              ))}
              <button type="button" onClick={() => dispatch({ type: 'check' })} disabled={state.picked === null || state.verdict?.right === true}>{W.check}</button>
            </fieldset>
          )}
          {state.verdict && (
            <div ref={verdictRef} tabIndex={-1} role="status" class={state.verdict.right ? 'note pz-verdict pz-solved' : 'error-box pz-verdict pz-failed'}>
              <p><strong>{state.verdict.right ? W.right : W.wrong}</strong> {state.verdict.right ? puzzle.explanation : state.verdict.why}</p>
              {state.verdict.right && !countsAsSolved(state) && <p data-not-counted>{fill(W.notFirstTry, { n: state.tries })}</p>}
              {state.verdict.right && unsaved && <p data-not-saved>{W.notSaved}</p>}
              {!state.verdict.right && state.verdict.missed.length > 0 && <p>{W.missedList}: {names(state.verdict.missed)}.</p>}
              {!state.verdict.right && state.verdict.wrong.length > 0 && <p>{W.wrongList}: {names(state.verdict.wrong)}.</p>}
              {state.verdict.right && puzzle.line && <p class="pz-line">{W.line}: <code>{puzzle.line.join(' ')}</code></p>}
              <p>{rule}</p>
              {scheduleNotice && <p class="pz-schedule">{W.scheduleFailed} {scheduleNotice}</p>}
              {!state.verdict.right && answer.kind === 'move' && <button type="button" onClick={() => dispatch({ type: 'retry' })}>{W.retry}</button>}
            </div>
          )}
          {answer.kind === 'move' && <BoardPanel state={state.board} dispatch={(action) => dispatch({ type: 'board', action })} hover={hover} />}
          {answer.kind === 'choice' && <PieceInfo state={state.board} hover={hover} />}
        </div>
      </div>
    </div>
  );
}
