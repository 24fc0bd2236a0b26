// The mini-board's palette: find a piece by any name, choose its side and whether it is promoted, then place it.
import { useState } from 'preact/hooks';
import { fill, nameIn } from '../../../i18n';
import type { Piece, Side } from '../../../engine';
import { sideName } from '../board/words/board-notation';
import { searchPieces } from '../board/state/board-search';
import { placedPromoted } from './board-edit';
import { miniWords } from './mini-words';
import { pieceLabel } from '../board/words/board-notation';
import type { Action, BoardState } from '../board/state/board-state';

export function BoardPalette({ state, dispatch }: { state: BoardState; dispatch: (a: Action) => void }) {
  const [query, setQuery] = useState('');
  const [side, setSide] = useState<Side>('black');
  const [promoted, setPromoted] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const { env, game } = state;
  const promotions = env.games.get(game)?.promotions ?? {};
  const members = env.piecesOf(game).map((id) => env.pieces.get(id)!);
  const found = searchPieces(members, query);
  const w = miniWords(env);
  const lang = env.data.lang;

  const toolFor = (id: string, s: Side, promote: boolean): Piece =>
    promote && promotions[id] ? { id: promotions[id]!, side: s, promoted: true } : { id, side: s, promoted: placedPromoted(env, game, id) };
  const choose = (id: string, s = side, promote = promoted) => {
    setChosen(id);
    dispatch({ type: 'tool', piece: toolFor(id, s, promote) });
  };
  const tool = state.mode === 'edit' ? state.tool : undefined;

  return (
    <div class="bw-box">
      <h3 id="bw-palette-title">{w.place}</h3>
      <div class="bw-row" role="group" aria-label={w.sideGroup}>
        {(['black', 'white'] as const).map((s) => (
          <button type="button" key={s} aria-pressed={side === s} onClick={() => { setSide(s); if (chosen) choose(chosen, s); }}>
            <span aria-hidden="true">{s === 'black' ? '☗' : '☖'}</span> {sideName(env, s)}
          </button>
        ))}
        <label>
          <input type="checkbox" checked={promoted} onChange={(e) => { const p = (e.target as HTMLInputElement).checked; setPromoted(p); if (chosen) choose(chosen, side, p); }} />{' '}
          {w.promoted}
        </label>
      </div>
      <label class="bw-search">
        <span class="visually-hidden">{w.find}</span>
        <input type="search" value={query} placeholder="獅子, 狮子, shishi, lion…" aria-controls="bw-palette-list"
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)} />
      </label>
      <ul class="bw-palette-list" id="bw-palette-list" aria-labelledby="bw-palette-title">
        {found.map((p) => {
          const to = promoted && promotions[p.id] ? env.pieces.get(promotions[p.id]!) : undefined;
          return (
            <li key={p.id}>
              <button type="button" aria-pressed={chosen === p.id && tool !== undefined && tool !== null} onClick={() => choose(p.id)}>
                <span class="kanji" lang="ja">{lang === 'zh' ? nameIn(lang, p.names) : p.names.kanji}</span>
                <span>{nameIn(lang, p.names)}{to ? ` → ${nameIn(lang, to.names)}` : ''} <span class="muted">{p.names.reading}</span></span>
              </button>
            </li>
          );
        })}
        {found.length === 0 && <li class="muted">{fill(w.noMatch, { query })}</li>}
      </ul>
      <div class="bw-row bw-under">
        <button type="button" aria-pressed={state.mode === 'edit' && state.tool === null} onClick={() => { setChosen(null); dispatch({ type: 'tool', piece: null }); }}>
          {w.removeTool}
        </button>
        <button type="button" onClick={() => dispatch({ type: 'clear' })}>{w.clear}</button>
      </div>
      <p class="bw-hint">
        {state.mode !== 'edit'
          ? w.hintIdle
          : state.tool
            ? fill(w.hintPlacing, { side: sideName(env, state.tool.side), piece: pieceLabel(env, state.tool) })
            : w.hintRemoving}
      </p>
    </div>
  );
}
