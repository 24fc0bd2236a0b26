// The computer opponent's engine room for one board: the worker client, a search started for a reply or a hint, and
// the rules for when the computer replies and when a running search is dropped. Used once per board; its controls
// (the panel's box and the phone bar) share what it returns.
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { makePosition, parseMove, type Position } from '../../../engine';
import { repeatable } from '../../../engine/search';
import type { BoardData } from '../board/board-data';
import { describeMove } from '../board/words/board-notation';
import { current, loser, type Action, type BoardState } from '../board/state/board-state';
import { Opponent } from './client';
import { STRENGTH_MS, type AiAction, type AiState, type Task } from './state';

export interface OpponentControl {
  /** Starts a search of the board's position for the computer's reply or for a hint. */
  think(task: Task): void;
  /** Ends the running search: a reply is played, a hint shown, with the best move found so far. */
  stop(): void;
}

export function useOpponent(state: BoardState, dispatch: (a: Action) => void, ai: AiState, aiDispatch: (a: AiAction) => void, data: BoardData): OpponentControl {
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
      .think({ position: makePosition(from), history: repeatable(board.current.positions.slice(0, board.current.ply), from).map(makePosition), played: board.current.ply, ms: STRENGTH_MS[latest.current.strength], onInfo: (t) => id === request.current && aiDispatch({ type: 'depth', depth: t.depth }) })
      .then(
        (t) => {
          if (id !== request.current) return;
          searching.current = null;
          const dropped = task === 'reply' && (latest.current.computer === null || board.current.mode !== 'play');
          if (dropped || current(board.current) !== from) return aiDispatch({ type: 'stopped' });
          const parsed = t?.move ? parseMove(t.move, from) : null;
          const move = parsed?.ok ? parsed.value : null;
          aiDispatch({ type: 'answer', task, position: from, move, text: move ? describeMove(board.current.env, from, move) : null });
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

  return { think, stop: () => opponent.stop() };
}
