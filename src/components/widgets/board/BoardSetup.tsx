// The full starting setup of a game at real size, playable as a hot-seat game from the first move (game pages).
import { useMemo, useReducer, useState } from 'preact/hooks';
import { fill, href, nameIn, type Lang } from '../../../i18n';
import { opponent, type Square } from '../../../engine';
import type { GameId } from '../../../schema';
import { Board } from './Board';
import { BoardPanel } from './BoardPanel';
import { RecordPanel, type RecordWords } from '../record/RecordPanel';
import { makeEnv, type BoardData } from './board-data';
import { reduce, setupState, type BoardState } from './state/board-state';
import { BoardAi, overlayOf } from '../ai/BoardAi';
import { PlayBar } from '../ai/PlayBar';
import { useOpponent } from '../ai/use-opponent';
import { initialAi, reduceAi } from '../ai/state';
import type { AiWords } from '../ai/words';

export interface BoardSetupProps {
  data: BoardData;
  /** The game-record panel's words in the page's language. */
  recordWords: RecordWords;
  game: GameId;
  /** The computer opponent's words in the page's language. */
  aiWords: AiWords;
}

/** The position's link is written only when asked for: the text forms stay out of the game page's first download. */
async function openInMiniBoard(e: MouseEvent, state: BoardState, lang: Lang) {
  if (e.ctrlKey || e.metaKey || e.shiftKey) return;
  e.preventDefault();
  const { encodeBoard } = await import('./state/board-link');
  location.href = `${href(lang, '/board/')}${encodeBoard(state)}`;
}

export default function BoardSetup({ data, game, aiWords, recordWords }: BoardSetupProps) {
  const env = useMemo(() => makeEnv(data), [data]);
  const [state, dispatch] = useReducer(reduce, undefined, () => setupState(env, game));
  const [hover, setHover] = useState<Square | null>(null);
  const [ai, aiDispatch] = useReducer(reduceAi, initialAi);
  const control = useOpponent(state, dispatch, ai, aiDispatch, data);
  const { lang, words: w } = data;
  const g = env.games.get(game);
  const name = g ? nameIn(lang, g.names) : game;
  return (
    <div class="bw">
      <div>
        <Board state={state} dispatch={dispatch} hover={hover} onHover={setHover} overlay={overlayOf(ai, state, aiWords)}
          label={fill(state.ply === 0 ? w.labelStart : w.labelAfter, { name, n: state.ply })} />
        <PlayBar state={state} dispatch={dispatch} ai={ai} aiDispatch={aiDispatch} control={control} words={aiWords} />
        <div class="bw-row bw-under">
          <button type="button" onClick={() => dispatch({ type: 'flip' })} aria-pressed={state.flipped}>{w.flip}</button>
          <button type="button" onClick={() => dispatch({ type: 'restart' })} disabled={state.moves.length === 0}>{w.newGame}</button>
          <a href={href(lang, '/board/')} onClick={(e) => openInMiniBoard(e, state, lang)}>{w.openMini}</a>
        </div>
      </div>
      <div class="bw-panel">
        <BoardAi state={state} dispatch={dispatch} ai={ai} aiDispatch={aiDispatch} control={control} words={aiWords} />
        <BoardPanel state={state} dispatch={dispatch} hover={hover} player={ai.computer && opponent(ai.computer)} />
        <RecordPanel state={state} dispatch={dispatch} words={recordWords} />
      </div>
    </div>
  );
}
