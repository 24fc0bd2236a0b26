// Under every board: a slider to step through the game, its record as text (copy, download) and importing a record.
// The text forms load only when the reader exports or imports, so a board's first download stays small.
import { useState } from 'preact/hooks';
import type { Action, BoardState } from '../board/board-state';
import { pieceName } from '../board/board-data';
import { fill } from '../../../i18n';
import { explainEngineError } from '../../../i18n/engine-error';
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

export function RecordPanel({ state, dispatch, words: W }: RecordPanelProps) {
  const [text, setText] = useState<string | null>(null);
  const [download, setDownload] = useState<string | null>(null);
  const [copied, setCopied] = useState('');
  const [paste, setPaste] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState('');

  const exportText = async () => {
    const { makeRecord } = await import('../../../engine/record');
    const record = makeRecord({
      game: state.game,
      source: state.source,
      date: new Date().toISOString().slice(0, 10),
      positions: state.positions.slice(0, state.ply + 1),
      moves: state.moves.slice(0, state.ply),
    });
    setText(record);
    setCopied('');
    if (download) URL.revokeObjectURL(download);
    setDownload(URL.createObjectURL(new Blob([record], { type: 'text/plain' })));
  };
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
    const { makeRecord } = await import('../../../engine/record');
    const record = makeRecord({ game: state.game, source: state.source, date: new Date().toISOString().slice(0, 10), positions: state.positions, moves: state.moves });
    const url = analysisLink(W.analysisHref, record);
    if (e.ctrlKey || e.metaKey || e.shiftKey) window.open(url);
    else location.href = url;
  };
  const named = (id: string) => pieceName(state.env, id);
  const replay = async (recordText: string) => {
    const { importRecord } = await import('./record-import');
    const result = importRecord(state.env, recordText, state.flipped);
    if (!result.ok) {
      setProblem(`${W.unreadable}: ${explainEngineError(result.reason, W.errors, named)}.`);
      setLoaded('');
      return;
    }
    dispatch({ type: 'replace', state: result.state });
    const d = result.damage;
    setProblem(d ? fill(W.damaged, { number: d.number, line: d.line, text: d.text, reason: explainEngineError(d.why, W.errors, named), kept: result.state.moves.length }) : null);
    setLoaded(fill(W.loaded, { n: result.state.moves.length }));
  };
  const openFile = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    const content = await file.text();
    setPaste(content);
    await replay(content);
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
      <details onToggle={(e) => (e.target as HTMLDetailsElement).open && exportText()}>
        <summary>{W.export}</summary>
        {text !== null && (
          <>
            <textarea readOnly rows={6} aria-label={W.export} value={text} data-record-text />
            <div class="bw-row">
              <button type="button" onClick={copy}>{W.copy}</button>
              {download && <a href={download} download={`${state.game}-game.txt`}>{W.download}</a>}
              <button type="button" onClick={exportText}>{W.update}</button>
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
      {problem && <p class="error-box" role="alert" data-record-problem>{problem}</p>}
      <p class="bw-hint" role="status">{loaded}</p>
    </div>
  );
}
