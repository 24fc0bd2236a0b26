// The panel beside a board: whose turn, the promotion choice, rule notes, the piece in view, the move list, undo/redo.
import { useEffect, useRef } from 'preact/hooks';
import type { Square } from '../../../engine';
import { emperorForbidden } from './board-explain';
import { choiceLabel, describeMove, sideName } from './board-notation';
import { current, loser, type Action, type BoardState } from './board-state';

interface PanelProps {
  state: BoardState;
  dispatch: (action: Action) => void;
  hover: Square | null;
}

export function BoardPanel({ state, dispatch, hover }: PanelProps) {
  const pos = current(state);
  const lost = loser(state);
  const choiceRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.choice) choiceRef.current?.querySelector('button')?.focus();
  }, [state.choice]);

  return (
    <div class="bw-panel">
      <div class={`bw-box${lost ? ' bw-over' : ''}`}>
        {lost ? (
          <p class="bw-turn">
            Game over: {sideName(lost)} has lost its last royal piece. {sideName(lost === 'black' ? 'white' : 'black')} wins.
          </p>
        ) : (
          <p class="bw-turn">
            <span aria-hidden="true">{pos.turn === 'black' ? '☗ ' : '☖ '}</span>
            {sideName(pos.turn)} to move
          </p>
        )}
        <div class="bw-row">
          <button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={state.ply === 0}>Undo</button>
          <button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={state.ply >= state.moves.length}>Redo</button>
          <span class="muted">Move {state.ply} of {state.moves.length}</span>
        </div>
      </div>

      {state.choice && (
        <div class="bw-box bw-choice" ref={choiceRef} role="group" aria-labelledby="bw-choice-title">
          <h3 id="bw-choice-title">How does this move end?</h3>
          <p class="bw-hint">{describeMove(state.env, pos, state.choice[0]!).replace(/,[^,]*$/, '')}: the rules leave the choice to you.</p>
          <div class="bw-row">
            {state.choice.map((m, i) => (
              <button type="button" key={i} onClick={() => dispatch({ type: 'choose', index: i })}>{choiceLabel(state.env, pos, m)}</button>
            ))}
            <button type="button" onClick={() => dispatch({ type: 'cancel' })}>Cancel</button>
          </div>
        </div>
      )}

      {state.problems.length > 0 && (
        <div class="error-box" role="alert">
          <h3>This link could not be read in full</h3>
          <ul class="bw-notes">{state.problems.map((p, i) => <li key={i}>{p}</li>)}</ul>
        </div>
      )}
      {state.notes.length > 0 && (
        <div class="note">
          <ul class="bw-notes">{state.notes.map((p, i) => <li key={i}>{p}</li>)}</ul>
        </div>
      )}

      <PieceInfo state={state} hover={hover} />

      <div class="bw-box">
        <h3>Moves</h3>
        {state.moves.length === 0 ? (
          <p class="bw-hint">No moves yet. Select a piece to see where it can go, then choose a marked square.</p>
        ) : (
          <ol class="bw-moves">
            {state.moves.map((m, i) => (
              <li key={i} class={i + 1 === state.ply ? 'now' : i >= state.ply ? 'undone' : undefined}>
                <button type="button" onClick={() => dispatch({ type: 'goto', ply: i + 1 })} aria-current={i + 1 === state.ply ? 'step' : undefined}>
                  <span aria-hidden="true">{state.positions[i]!.turn === 'black' ? '☗' : '☖'}</span>{' '}
                  <span class="visually-hidden">{sideName(state.positions[i]!.turn)}: </span>
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
function PieceInfo({ state, hover }: { state: BoardState; hover: Square | null }) {
  const pos = current(state);
  const subject = [state.selected, hover, state.focus].find((sq) => sq !== null && pos.board[sq!]) ?? null;
  const piece = subject !== null ? pos.board[subject]! : null;
  const def = piece ? state.env.pieces.get(piece.id) : undefined;
  const game = state.env.games.get(state.game);
  const why = state.selected !== null && hover !== null ? emperorForbidden(state.env, pos, state.selected, hover) : null;
  const promotions = Object.entries(game?.promotions ?? {});
  let promotion = 'It does not promote in this game.';
  if (piece?.promoted) {
    const from = promotions.filter(([, to]) => to === piece.id).map(([f]) => state.env.pieces.get(f)?.names.en ?? f);
    promotion = `A promoted piece${from.length ? ` (promoted from ${from.join(' or ')})` : ''}: it cannot promote again.`;
  } else if (piece && game?.promotions[piece.id]) {
    const to = state.env.pieces.get(game.promotions[piece.id]!);
    promotion = `Promotes to ${to ? `${to.names.kanji} ${to.names.en}` : game.promotions[piece.id]}.`;
  }
  const stepping = state.clicked.length > 0;
  return (
    <div class="bw-box bw-piece">
      {def && piece ? (
        <>
          <h3>
            <span class="kanji" lang="ja">{def.names.kanji}</span>
            <a href={`/pieces/${def.id}/`}>{def.names.en}</a>
          </h3>
          <p class="bw-hint">
            {sideName(piece.side)}{piece.promoted ? ', promoted' : ''} · {def.names.reading}
          </p>
          <p>{promotion}</p>
        </>
      ) : (
        <p class="bw-hint">Point at, focus or select a piece to see its name and its moves.</p>
      )}
      {stepping && (
        <p class="bw-hint">
          Second step: choose a marked square (◇ continues further), activate the same square again to stop there, or the
          piece's own square (dashed ring) to return to it.
        </p>
      )}
      {why && <p class="bw-hint" role="note">Not allowed: {why}</p>}
    </div>
  );
}
