// The panel beside a board: whose turn, the promotion choice, rule notes, the piece in view, the move list, undo/redo.
import { useEffect, useRef } from 'preact/hooks';
import { fill, href, nameIn } from '../../../i18n';
import { opponent, type Side, type Square } from '../../../engine';
import { emperorForbidden, factWords } from './words/board-explain';
import { choiceLabel, describeMove, sideName } from './words/board-notation';
import { current, outcome, stepTarget, type Action, type BoardState } from './state/board-state';
import { pieceName } from './board-data';

interface PanelProps {
  state: BoardState;
  dispatch: (action: Action) => void;
  hover: Square | null;
  /**
   * The reader's side in a game against the computer (Undo and Redo go by move pairs, Resign resigns it), null in a
   * game between two readers (Resign resigns the side to move); absent where no game is played (a puzzle: no Resign).
   */
  player?: Side | null;
}

/** Whose turn it is, or how the game ended and who won (`cls`: the paragraph's class). */
export function TurnLine({ state, cls = 'bw-turn' }: { state: BoardState; cls?: string }) {
  const pos = current(state);
  const end = outcome(state);
  const w = state.env.data.words;
  const side = (x: Side) => sideName(state.env, x);
  if (end) {
    const why = end.reason === 'resigned' ? w.gameOverResigned : w.gameOver;
    return <p class={cls}>{fill(why, { loser: side(end.loser), winner: side(opponent(end.loser)) })}</p>;
  }
  return (
    <p class={cls}>
      <span aria-hidden="true">{pos.turn === 'black' ? '☗ ' : '☖ '}</span>
      {fill(w.turn, { side: side(pos.turn) })}
    </p>
  );
}

/** Undo, Redo (by move pairs against the computer) and Resign (the reader's side, else the side to move). */
export function GameButtons({ state, dispatch, player }: Omit<PanelProps, 'hover'>) {
  const w = state.env.data.words;
  const by = player ?? undefined;
  return (
    <>
      <button type="button" onClick={() => dispatch({ type: 'undo', player: by })} disabled={stepTarget(state, -1, by) === null}>{w.undo}</button>
      <button type="button" onClick={() => dispatch({ type: 'redo', player: by })} disabled={stepTarget(state, 1, by) === null}>{w.redo}</button>
      {state.mode === 'play' && player !== undefined && (
        <button type="button" onClick={() => dispatch({ type: 'resign', side: player ?? current(state).turn })} disabled={outcome(state) !== null}>{w.resign}</button>
      )}
    </>
  );
}

export function BoardPanel({ state, dispatch, hover, player }: PanelProps) {
  const pos = current(state);
  const w = state.env.data.words;
  const side = (x: Side) => sideName(state.env, x);
  const choiceRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.choice) choiceRef.current?.querySelector('button')?.focus();
  }, [state.choice]);

  return (
    <div class="bw-panel">
      <div class={`bw-box bw-wide${outcome(state) ? ' bw-over' : ''}`}>
        <TurnLine state={state} />
        <div class="bw-row">
          <GameButtons state={state} dispatch={dispatch} player={player} />
          <span class="muted">{fill(w.moveOf, { ply: state.ply, n: state.moves.length })}</span>
        </div>
      </div>

      {state.choice && (
        <div class="bw-box bw-choice" ref={choiceRef} role="group" aria-labelledby="bw-choice-title">
          <h3 id="bw-choice-title">{w.choiceTitle}</h3>
          <p class="bw-hint">{fill(w.choiceHint, { move: describeMove(state.env, pos, state.choice[0]!, false) })}</p>
          <div class="bw-row">
            {state.choice.map((m, i) => (
              <button type="button" key={i} onClick={() => dispatch({ type: 'choose', index: i })}>{choiceLabel(state.env, pos, m)}</button>
            ))}
            <button type="button" onClick={() => dispatch({ type: 'cancel' })}>{w.cancel}</button>
          </div>
        </div>
      )}

      {state.problems.length > 0 && (
        <div class="error-box" role="alert">
          <h3>{w.linkProblems}</h3>
          <ul class="bw-notes">{state.problems.map((p, i) => <li key={i}>{p}</li>)}</ul>
        </div>
      )}
      {state.notes.length > 0 && (
        <div class="note">
          <ul class="bw-notes">{state.notes.map((f, i) => <li key={i}>{factWords(state.env, f)}</li>)}</ul>
        </div>
      )}

      <PieceInfo state={state} hover={hover} />

      <div class="bw-box">
        <h3>{w.moves}</h3>
        {state.moves.length === 0 ? (
          <p class="bw-hint">{w.noMoves}</p>
        ) : (
          <ol class="bw-moves">
            {state.moves.map((m, i) => (
              <li key={i} class={i + 1 === state.ply ? 'now' : i >= state.ply ? 'undone' : undefined}>
                <button type="button" onClick={() => dispatch({ type: 'goto', ply: i + 1 })} aria-current={i + 1 === state.ply ? 'step' : undefined}>
                  <span aria-hidden="true">{state.positions[i]!.turn === 'black' ? '☗' : '☖'}</span>{' '}
                  <span class="visually-hidden">{fill(w.mover, { side: side(state.positions[i]!.turn) })}</span>
                  {describeMove(state.env, state.positions[i]!, m)}
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p class="visually-hidden" aria-live="polite">{state.announcement}</p>
    </div>
  );
}

/** The piece being looked at (selected, else under the pointer, else under the focus): names, link, promotion here. */
export function PieceInfo({ state, hover }: { state: BoardState; hover: Square | null }) {
  const pos = current(state);
  const focus = state.lookAtFocus ? state.focus : null;
  const subject = [state.selected, hover, focus].find((sq) => sq !== null && pos.board[sq!]) ?? null;
  const piece = subject !== null ? pos.board[subject]! : null;
  const def = piece ? state.env.pieces.get(piece.id) : undefined;
  const game = state.env.games.get(state.game);
  const { lang, words: w } = state.env.data;
  const why = state.selected !== null && hover !== null ? emperorForbidden(state.env, pos, state.selected, hover) : null;
  const promotions = Object.entries(game?.promotions ?? {});
  let promotion = w.noPromotion;
  if (piece?.promoted) {
    const from = promotions.filter(([, to]) => to === piece.id).map(([f]) => pieceName(state.env, f));
    promotion = from.length > 1 ? fill(w.promotedFromAny, { from: from.join(w.listSep) })
      : from.length ? fill(w.promotedFrom, { from: from[0]! }) : w.promotedPiece;
  } else if (piece && game?.promotions[piece.id]) {
    const to = state.env.pieces.get(game.promotions[piece.id]!);
    // English shows the kanji beside the English name; the other languages' names are already in their script.
    const name = !to ? game.promotions[piece.id]! : lang === 'en' ? `${to.names.kanji} ${to.names.en}` : nameIn(lang, to.names);
    promotion = fill(w.promotesTo, { name });
  }
  const stepping = state.clicked.length > 0;
  return (
    <div class="bw-box bw-piece">
      {def && piece ? (
        <>
          <h3>
            {lang === 'en' && <span class="kanji" lang="ja">{def.names.kanji}</span>}
            <a href={href(lang, `/pieces/${def.id}/`)}>{pieceName(state.env, def.id)}</a>
          </h3>
          <p class="bw-hint">
            {piece.promoted ? fill(w.sidePromoted, { side: sideName(state.env, piece.side) }) : sideName(state.env, piece.side)} · <span lang="ja-Latn">{def.names.reading}</span>
          </p>
          <p>{promotion}</p>
        </>
      ) : (
        <p class="bw-hint">{w.pointHint}</p>
      )}
      {stepping && (
        <p class="bw-hint">{w.secondStep}</p>
      )}
      {why && <p class="bw-hint" role="note">{fill(w.notAllowed, { why })}</p>}
    </div>
  );
}
