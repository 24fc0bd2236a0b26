// The mini-board (/board/): pick rules, source and size, set up any position, play moves the engine checks; the whole
// state lives in the URL so a link reproduces it.
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { fill, nameIn } from '../../../i18n';
import { opponent, type Square } from '../../../engine';
import type { GameId, SourceId } from '../../../schema';
import { Board } from '../board/Board';
import { BoardPalette } from './BoardPalette';
import { BoardPanel } from '../board/BoardPanel';
import { RecordPanel, type RecordWords } from '../record/RecordPanel';
import { makeEnv } from '../board/board-data';
import type { MiniBoardData } from './mini-words';
import { sideName } from '../board/words/board-notation';
import { reduceEdit, tryState } from './board-edit';
import { current } from '../board/state/board-state';
import { encodeBoard } from '../board/state/board-link';
import { DEFAULT_GAME, DEFAULT_PIECE, decodeBoard } from './board-url';
import { BoardAi, overlayOf } from '../ai/BoardAi';
import { PlayBar } from '../ai/PlayBar';
import { useOpponent } from '../ai/use-opponent';
import { initialAi, reduceAi } from '../ai/state';
import type { AiWords } from '../ai/words';

export interface BoardMiniProps {
  /** The boards' data with the mini-board's words in the page's language. */
  data: MiniBoardData;
  /** The computer opponent's words in the page's language. */
  aiWords: AiWords;
  /** The game-record panel's words in the page's language. */
  recordWords: RecordWords;
}

export default function BoardMini({ data, aiWords, recordWords }: BoardMiniProps) {
  const env = useMemo(() => makeEnv(data), [data]);
  const [state, dispatch] = useReducer(reduceEdit, undefined, () => tryState(env, DEFAULT_GAME, null, DEFAULT_PIECE));
  const [hover, setHover] = useState<Square | null>(null);
  const [ai, aiDispatch] = useReducer(reduceAi, initialAi);
  const control = useOpponent(state, dispatch, ai, aiDispatch, data);
  const synced = useRef<string | null>(null);

  // The link is read once the island runs (the page itself is static); a damaged link keeps its text in the
  // address bar until the reader changes something, so what was wrong can still be seen and copied.
  useEffect(() => {
    if (location.search) {
      const loaded = decodeBoard(env, location.search);
      synced.current = encodeBoard(loaded);
      dispatch({ type: 'replace', state: loaded });
    } else {
      synced.current = encodeBoard(state);
    }
  }, []);
  const link = encodeBoard(state);
  useEffect(() => {
    if (synced.current === null || synced.current === link) return;
    synced.current = link;
    // The entry's state is kept: a record import marks its entries there, so Back can bring a replaced game back.
    history.replaceState(history.state, '', link);
  }, [link]);

  const pos = current(state);
  const game = env.games.get(state.game)!;
  const sizes = [];
  for (let n = 5; n <= game.size; n++) sizes.push(n);
  const sources = env.data.sources[state.game] ?? [];
  const { lang, mini: w } = data;

  return (
    <div class="bw-mini">
      <div class="bw-controls">
        <label>
          {w.rules}
          <select value={state.game} onChange={(e) => dispatch({ type: 'rules', game: (e.target as HTMLSelectElement).value as GameId, source: null })}>
            {env.data.games.map((g) => <option key={g.id} value={g.id}>{nameIn(lang, g.names)}</option>)}
          </select>
        </label>
        <label>
          {w.source}
          <select value={state.source ?? ''} onChange={(e) => dispatch({ type: 'rules', game: state.game, source: ((e.target as HTMLSelectElement).value || null) as SourceId | null })}>
            <option value="">{w.mainText}</option>
            {sources.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
          </select>
        </label>
        <label>
          {w.boardSize}
          <select value={pos.size} onChange={(e) => dispatch({ type: 'size', size: Number((e.target as HTMLSelectElement).value) })}>
            {sizes.map((n) => <option key={n} value={n}>{n}×{n}</option>)}
          </select>
        </label>
        <label>
          {w.sideToMove}
          <select value={pos.turn} onChange={(e) => dispatch({ type: 'turn', side: (e.target as HTMLSelectElement).value as 'black' | 'white' })}>
            <option value="black">{sideName(env, 'black')}</option>
            <option value="white">{sideName(env, 'white')}</option>
          </select>
        </label>
        <div class="bw-row" role="group" aria-label={w.clickDoes}>
          <button type="button" aria-pressed={state.mode === 'play'} onClick={() => dispatch({ type: 'mode', mode: 'play' })}>{w.play}</button>
          <button type="button" aria-pressed={state.mode === 'edit'} onClick={() => dispatch({ type: 'mode', mode: 'edit' })}>{w.setUp}</button>
          <button type="button" aria-pressed={state.flipped} onClick={() => dispatch({ type: 'flip' })}>{data.words.flip}</button>
        </div>
      </div>
      <div class="bw">
        <div>
          <Board state={state} dispatch={dispatch} hover={hover} onHover={setHover} overlay={overlayOf(ai, state, aiWords)}
            label={fill(w.label, { game: nameIn(lang, game.names), size: pos.size })} />
          <PlayBar state={state} dispatch={dispatch} ai={ai} aiDispatch={aiDispatch} control={control} words={aiWords} />
          <p class="bw-row bw-under">
            <a href={link} data-board-link>{w.link}</a>
            <span class="muted">{w.linkNote}</span>
          </p>
        </div>
        <div class="bw-panel">
          <BoardAi state={state} dispatch={dispatch} ai={ai} aiDispatch={aiDispatch} control={control} words={aiWords} />
          <BoardPanel state={state} dispatch={dispatch} hover={hover} player={ai.computer && opponent(ai.computer)} />
          <BoardPalette state={state} dispatch={dispatch} />
          <RecordPanel state={state} dispatch={dispatch} words={recordWords} />
        </div>
      </div>
    </div>
  );
}
