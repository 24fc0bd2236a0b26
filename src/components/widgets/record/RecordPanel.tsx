// Under every board: a slider to step through the game, its record as text (copy, download) and importing a record.
// The text forms load only when the reader exports or imports, so a board's first download stays small.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Action, BoardState } from '../board/state/board-state';
import { pieceName } from '../board/board-data';
import { fill, megabytes } from '../../../i18n';
import { explainEngineError } from '../../../i18n/engine-error';
import type { ImportProblem } from './record-import';
import type { recordWords } from './record-props';
import { analysisLink } from '../analysis/record-link';
import './record.css';

/** The panel's words in the page's language (the dictionaries' `record.` keys) and the format page's address. */
export type RecordWords = ReturnType<typeof recordWords>;

interface RecordPanelProps {
  state: BoardState;
  dispatch: (action: Action) => void;
  words: RecordWords;
}

/** Ids for the history entries an import creates; the games themselves stay in memory, keyed by them. */
let entryIds = 0;

export function RecordPanel({ state, dispatch, words: W }: RecordPanelProps) {
  const [exportOpen, setExportOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [download, setDownload] = useState<string | null>(null);
  const [copied, setCopied] = useState('');
  const [paste, setPaste] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState('');
  const [pending, setPending] = useState<{ state: BoardState; note: string | null } | null>(null);
  // The games an import replaced and brought, by history entry: Back and Forward bring them back.
  const games = useRef(new Map<number, BoardState>());

  useEffect(() => {
    const travel = (e: PopStateEvent) => {
      const id = (e.state as { recordGame?: unknown } | null)?.recordGame;
      const game = typeof id === 'number' ? games.current.get(id) : undefined;
      if (game) dispatch({ type: 'replace', state: game });
    };
    addEventListener('popstate', travel);
    return () => removeEventListener('popstate', travel);
  }, []);

  // The export follows the board while it is open: the text is always the game as it stands.
  useEffect(() => {
    if (!exportOpen) return;
    let stale = false;
    import('../../../engine/text/record').then(({ makeRecord }) => {
      if (stale) return;
      const record = makeRecord({
        game: state.game,
        source: state.source,
        date: new Date().toISOString().slice(0, 10),
        positions: state.positions.slice(0, state.ply + 1),
        moves: state.moves.slice(0, state.ply),
      });
      setText(record);
      setCopied('');
      setDownload((old) => {
        if (old) URL.revokeObjectURL(old);
        return URL.createObjectURL(new Blob([record], { type: 'text/plain' }));
      });
    });
    return () => { stale = true; };
  }, [exportOpen, state.positions, state.moves, state.ply]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text ?? '');
      setCopied(W.copied);
    } catch {
      setCopied(W.copyFailed);
    }
  };
  // The whole game (undone moves too) goes to the analysis board in the address's fragment.
  const analyse = async (e: MouseEvent) => {
    e.preventDefault();
    const { makeRecord } = await import('../../../engine/text/record');
    const record = makeRecord({ game: state.game, source: state.source, date: new Date().toISOString().slice(0, 10), positions: state.positions, moves: state.moves });
    const url = analysisLink(W.analysisHref, record);
    if (e.ctrlKey || e.metaKey || e.shiftKey) window.open(url);
    else location.href = url;
  };
  const named = (id: string) => pieceName(state.env, id);
  const why = (p: ImportProblem) =>
    p.kind === 'too-long' ? fill(W.tooLong, { size: megabytes(p.chars), max: megabytes(p.max) })
    : p.kind === 'unreadable' ? `${W.unreadable}: ${explainEngineError(p.reason, W.errors, named)}.`
    : fill(W.firstMove, { line: p.damage.line, text: p.damage.text, reason: explainEngineError(p.damage.why, W.errors, named) });

  /** The imported game on the board, on a new history entry (the game it replaces stays on the one before). */
  const apply = (next: BoardState, note: string | null) => {
    const here = ++entryIds;
    const there = ++entryIds;
    games.current.set(here, state);
    games.current.set(there, next);
    history.replaceState({ ...(history.state as object | null), recordGame: here }, '');
    history.pushState({ recordGame: there }, '', location.href);
    dispatch({ type: 'replace', state: next });
    setPending(null);
    setProblem(note);
    setLoaded(fill(next.moves.length === 1 ? W.loadedOne : W.loaded, { n: next.moves.length }));
  };
  const replay = async (recordText: string) => {
    const { importRecord } = await import('./record-import');
    const result = importRecord(state.env, recordText, state.flipped);
    setPending(null);
    if (!result.ok) {
      setProblem(`${why(result.problem)}${W.gap}${W.unchanged}`);
      setLoaded('');
      return;
    }
    const d = result.damage;
    const note = d ? fill(W.damaged, { number: d.number, line: d.line, text: d.text, reason: explainEngineError(d.why, W.errors, named), kept: result.state.moves.length }) : null;
    if (state.moves.length > 0) {
      setProblem(null);
      setPending({ state: result.state, note });
    } else {
      apply(result.state, note);
    }
  };
  const openFile = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // Refused before reading (a file's bytes are at least its characters): a huge file would be read only to be refused.
    const { MAX_RECORD_CHARS } = await import('./record-import');
    if (file.size > MAX_RECORD_CHARS) {
      setPending(null);
      setProblem(`${why({ kind: 'too-long', chars: file.size, max: MAX_RECORD_CHARS })}${W.gap}${W.unchanged}`);
      setLoaded('');
      return;
    }
    // The file goes straight to the import, not into the paste box: a text area holding a long file freezes the page
    // while the browser lays it out (a 5 MB file of blank lines took minutes).
    await replay(await file.text());
  };

  return (
    <div class="bw-box rec" data-record>
      <h3>{W.heading}</h3>
      {state.moves.length > 0 && (
        <label class="rec-slider">
          {fill(W.replay, { ply: state.ply, total: state.moves.length })}
          <input type="range" min={0} max={state.moves.length} step={1} value={state.ply}
            onInput={(e) => dispatch({ type: 'goto', ply: Number((e.target as HTMLInputElement).value) })} />
        </label>
      )}
      {state.moves.length > 0 && <p><a href={W.analysisHref} onClick={analyse} data-analyse-link>{W.analyse}</a></p>}
      <details onToggle={(e) => setExportOpen((e.target as HTMLDetailsElement).open)}>
        <summary>{W.export}</summary>
        {text !== null && (
          <>
            <textarea readOnly rows={6} aria-label={W.export} value={text} data-record-text />
            <div class="bw-row">
              <button type="button" onClick={copy}>{W.copy}</button>
              {download && <a href={download} download={`${state.game}-game.txt`}>{W.download}</a>}
            </div>
            <p class="bw-hint" role="status">{copied}</p>
          </>
        )}
      </details>
      <details>
        <summary>{W.importLabel}</summary>
        <textarea rows={6} aria-label={W.importLabel} value={paste} onInput={(e) => setPaste((e.target as HTMLTextAreaElement).value)} data-record-input />
        <div class="bw-row">
          <button type="button" onClick={() => replay(paste)} disabled={!paste.trim()}>{W.importButton}</button>
        </div>
        <label class="bw-hint">{W.importFile} <input type="file" accept=".txt,text/plain" onChange={openFile} /></label>
        <p class="bw-hint"><a href={W.formatHref}>{W.formatLink}</a></p>
      </details>
      {pending && (
        <div class="note rec-confirm" role="group" aria-label={W.replaceAsk} data-record-confirm>
          <p>{W.replaceAsk}</p>
          <div class="bw-row">
            <button type="button" onClick={() => apply(pending.state, pending.note)}>{W.replaceYes}</button>
            <button type="button" onClick={() => setPending(null)}>{W.replaceNo}</button>
          </div>
        </div>
      )}
      {problem && <p class="error-box" role="alert" data-record-problem>{problem}</p>}
      <p class="bw-hint" role="status">{loaded}</p>
    </div>
  );
}
