// The analysis board (/analysis/): a game record in, the search over every position in the engine worker, the
// evaluation graph, the marked mistakes with the better move, the engine's best lines wherever the reader is, and
// side lines kept apart from the game. The game tree and the runs are in their own modules; the board is the site's.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { fill, megabytes, nameIn } from '../../../i18n';
import { explainEngineError, type EngineErrorWords } from '../../../i18n/engine-error';
import { parseMove, parseRecord, type Move, type Square } from '../../../engine';
import { Board } from '../board/Board';
import { BoardPanel } from '../board/BoardPanel';
import { makeEnv, pieceName, type BoardData } from '../board/board-data';
import { describeMove, sideName } from '../board/words/board-notation';
import { loser } from '../board/state/board-state';
import { Opponent } from '../ai/client';
import type { Overlay } from '../ai/state';
import { analyseGame, engineLines, LINE_MS, MAX_LINES, SETTING_MS, SETTINGS, type Line, type Setting } from './analysis-run';
import { discardSideLine, goTo, reduceView, viewOfGame, type AnalysisView } from './analysis-view';
import { judgeGame, type Eval } from './evaluation';
import { EvalGraph } from './EvalGraph';
import { mainLine, nodeOf, pathTo, sideLines, sideLineStart } from './game-tree';
import { MAX_RECORD_CHARS } from '../record/record-import';
import { analysisLink, recordFromHash } from './record-link';
import { MARK_SIGNS, scoreWord, type AnalysisWords } from './words';
import './analysis.css';

export interface AnalysisProps {
  data: BoardData;
  words: AnalysisWords;
  errors: EngineErrorWords;
  /** The record format's documentation. */
  formatHref: string;
}

type Run = { kind: 'idle' | 'running' | 'done' | 'stopped' } | { kind: 'failed'; message: string };
interface Lines {
  node: number;
  items: Line[];
  thinking: boolean;
  failed?: string;
}

export default function Analysis({ data, words: w, errors, formatHref }: AnalysisProps) {
  const env = useMemo(() => makeEnv(data), [data]);
  const runner = useMemo(() => new Opponent({ pieces: data.pieces, games: data.games }), [data]);
  const liner = useMemo(() => new Opponent({ pieces: data.pieces, games: data.games }), [data]);
  const [view, setView] = useState<AnalysisView | null>(null);
  const [paste, setPaste] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState('');
  const [evals, setEvals] = useState<(Eval | undefined)[]>([]);
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const [setting, setSetting] = useState<Setting>('quick');
  const [showLines, setShowLines] = useState(true);
  const [count, setCount] = useState(MAX_LINES);
  const [lines, setLines] = useState<Lines | null>(null);
  const [hover, setHover] = useState<Square | null>(null);
  const runId = useRef(0);
  const lineId = useRef(0);
  useEffect(() => () => (runner.stop(), liner.stop()), [runner, liner]);

  const named = (id: string) => pieceName(env, id);
  const side = (s: 'black' | 'white') => sideName(env, s);

  /** Reads a record; a damaged one keeps its moves before the bad one and says which; an unreadable one keeps the page as it was. */
  const refuse = (reason: string, fromLink: boolean) => (setProblem(fill(fromLink ? w.badLink : w.unreadable, { reason })), setLoaded(''), false);
  const tooLong = (size: number) => fill(w.tooLong, { size: megabytes(size), max: megabytes(MAX_RECORD_CHARS) });
  const load = (text: string, fromLink: boolean): boolean => {
    if (text.length > MAX_RECORD_CHARS) return refuse(tooLong(text.length), fromLink);
    const parsed = parseRecord(text, { pieces: data.pieces, games: data.games });
    if (!parsed.ok) return refuse(explainEngineError(parsed.reason, errors, named), fromLink);
    const r = parsed.value;
    // A record whose first move is bad has no game to analyse: the game already on the page stays.
    const d = r.damage;
    if (d && r.moves.length === 0) {
      return refuse(fill(w.firstMove, { line: d.line, text: d.text, reason: explainEngineError(d.why, errors, named) }), fromLink);
    }
    runId.current++;
    runner.stop();
    setEvals([]);
    setRun({ kind: 'idle' });
    setView(viewOfGame(env, r));
    setProblem(d ? fill(w.damaged, { number: d.number, line: d.line, text: d.text, reason: explainEngineError(d.why, errors, named), kept: r.moves.length }) : null);
    const g = env.games.get(r.game);
    setLoaded(fill(r.moves.length === 1 ? w.loadedOne : w.loaded, { game: g ? nameIn(data.lang, g.names) : r.game, n: r.moves.length }));
    return true;
  };

  // A record handed over by "Analyse this game" on another board arrives in the address's fragment.
  useEffect(() => {
    const found = recordFromHash(location.hash);
    if (found === null) return;
    if (found === 'damaged') return setProblem(fill(w.badLink, { reason: w.badEncoding }));
    const { text } = found;
    setPaste(text);
    load(text, true);
  }, []);

  const loadPasted = () => {
    if (load(paste, false)) history.replaceState(null, '', analysisLink(location.pathname, paste));
  };
  const openFile = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    // Refused before reading: a file's bytes are at least its characters.
    if (file.size > MAX_RECORD_CHARS) return void refuse(tooLong(file.size), false);
    const content = await file.text();
    setPaste(content);
    if (load(content, false)) history.replaceState(null, '', analysisLink(location.pathname, content));
  };

  const main = view ? mainLine(view.tree) : [];
  const mainNodes = view ? main.map((id) => nodeOf(view.tree, id)) : [];
  const positions = mainNodes.map((n) => n.position);
  const played = mainNodes.slice(1).map((n) => n.text);
  const marks = useMemo(() => judgeGame(positions, played, evals), [view?.tree, evals]);
  const done = evals.filter((e) => e !== undefined).length;
  const running = run.kind === 'running';

  const analyse = async () => {
    if (!view) return;
    const id = ++runId.current;
    liner.stop();
    // After a finished run, Analyse starts over (perhaps at another setting); after a stop, it goes on where it stopped.
    const again = run.kind === 'done';
    let from = 0;
    while (!again && from < positions.length && evals[from] !== undefined) from++;
    if (again) setEvals([]);
    setRun({ kind: 'running' });
    try {
      const finished = await analyseGame(positions, {
        think: (req) => runner.think(req), ms: SETTING_MS[setting], from,
        onEval: (ply, e) => id === runId.current && setEvals((prev) => {
          const next = prev.slice();
          next[ply] = e;
          return next;
        }),
        stopped: () => id !== runId.current,
      });
      if (id === runId.current) setRun({ kind: finished ? 'done' : 'stopped' });
    } catch (e) {
      if (id === runId.current) setRun({ kind: 'failed', message: (e as Error).message });
    }
  };
  const stop = () => {
    runId.current++;
    runner.stop();
    setRun({ kind: 'stopped' });
  };

  // The engine's lines for the position on the board: searched again whenever the reader moves, paused during a run.
  const node = view?.node ?? -1;
  useEffect(() => {
    const id = ++lineId.current;
    if (!view || !showLines || running) {
      setLines(null);
      return;
    }
    setLines({ node, items: [], thinking: true });
    const alive = () => id === lineId.current;
    engineLines(view.board.positions, view.board.ply, {
      think: (req) => liner.think(req), ms: LINE_MS[setting], count,
      onLines: (items) => alive() && setLines({ node, items, thinking: true }),
      stopped: () => !alive(),
    }).then(
      (items) => alive() && setLines({ node, items, thinking: false }),
      (e: Error) => alive() && setLines({ node, items: [], thinking: false, failed: e.message }),
    );
    return () => {
      lineId.current++;
      liner.stop();
    };
  }, [node, view?.tree, showLines, running, count, setting]);

  const recordBox = (
    <div class="bw-box rec an-record" data-analysis-record>
      <h2 class="an-h">{w.recordHeading}</h2>
      <p class="bw-hint">{w.recordHint}</p>
      <textarea rows={6} aria-label={w.recordLabel} value={paste} onInput={(e) => setPaste((e.target as HTMLTextAreaElement).value)} />
      <div class="bw-row">
        <button type="button" onClick={loadPasted} disabled={!paste.trim()}>{w.recordLoad}</button>
        <label class="bw-hint">{w.recordFile} <input type="file" accept=".txt,text/plain" onChange={openFile} /></label>
        <a href={formatHref}>{w.formatLink}</a>
      </div>
      {problem && <p class="error-box" role="alert" data-analysis-problem>{problem}</p>}
      <p class="bw-hint" role="status">{loaded}</p>
    </div>
  );
  if (!view) return <div class="an">{recordBox}</div>;

  const b = view.board;
  const here = nodeOf(view.tree, view.node);
  // The game's ply the board is at, or where the side line on the board leaves the game.
  const mainPly = pathTo(view.tree, view.node).map((id) => nodeOf(view.tree, id)).filter((n) => n.main).length - 1;
  const markHere = here.main && here.ply < played.length ? marks[here.ply] : null;
  const better: Move | null = (() => {
    if (!markHere) return null;
    const m = parseMove(markHere.better, here.position);
    return m.ok ? m.value : null;
  })();
  const overlay: Overlay | undefined = better
    ? { hint: better, threats: null, reply: null, labels: { hintFrom: w.betterFrom, hintTo: w.betterTo, threatProtected: '', threatUnprotected: '' } }
    : undefined;
  const g = env.games.get(b.game);
  const name = g ? nameIn(data.lang, g.names) : b.game;
  const bw = data.words;
  const score = (ply: number) => scoreWord(w, evals[ply]?.score, side);
  const onSide = sideLineStart(view.tree, view.node) !== null;
  const moveText = (text: string, at: number) => {
    const m = parseMove(text, nodeOf(view.tree, at).position);
    return m.ok ? describeMove(env, nodeOf(view.tree, at).position, m.value) : text;
  };
  const progress = positions.length;
  let status = '';
  if (run.kind === 'running') status = fill(w.analysing, { done, total: progress });
  else if (run.kind === 'done') status = fill(w.finished, { total: progress });
  else if (run.kind === 'stopped') status = fill(w.stopped, { done, total: progress });
  else if (run.kind === 'failed') status = fill(w.failed, { message: run.message });
  const marked = marks.map((m, i) => ({ m, i })).filter((x) => x.m);

  return (
    <div class="an">
      {recordBox}
      <div class="bw">
        <div>
          <Board state={b} dispatch={(a) => setView((v) => v && reduceView(v, a))} hover={hover} onHover={setHover} overlay={overlay} arrow={better}
            label={fill(b.ply === 0 ? bw.labelStart : bw.labelAfter, { name, n: b.ply })} />
          <div class="bw-row bw-under">
            <button type="button" onClick={() => setView((v) => v && reduceView(v, { type: 'flip' }))} aria-pressed={b.flipped}>{bw.flip}</button>
            {onSide && <button type="button" onClick={() => setView((v) => v && goTo(v, main[mainPly]!))}>{w.backToGame}</button>}
            {onSide && <button type="button" onClick={() => setView((v) => v && discardSideLine(v))}>{w.discardHere}</button>}
            {onSide && <span class="bw-hint">{w.onSideLine}</span>}
          </div>
          <h2 class="an-h">{w.graphTitle}</h2>
          <EvalGraph scores={Array.from({ length: progress }, (_, i) => evals[i]?.score)} marks={marks} ply={mainPly} words={w} scoreText={score}
            onPly={(ply) => setView((v) => v && goTo(v, main[ply]!))} />
        </div>
        <div class="bw-panel">
          <div class="bw-box" data-analysis={run.kind}>
            <h3>{w.heading}</h3>
            <div class="bw-row">
              <label>
                {w.setting}{' '}
                <select value={setting} disabled={running} onChange={(e) => setSetting((e.target as HTMLSelectElement).value as Setting)}>
                  {SETTINGS.map((s) => <option key={s} value={s}>{w[s]}</option>)}
                </select>
              </label>
            </div>
            <div class="bw-row">
              {running ? (
                <button type="button" onClick={stop}>{w.stop}</button>
              ) : (
                <button type="button" onClick={analyse}>{run.kind === 'done' ? w.again : done > 0 ? w.resume : w.analyse}</button>
              )}
            </div>
            <label class="an-progress">
              {w.progress}
              <progress max={progress} value={done} />
            </label>
            <p class="bw-hint" role="status">{status}</p>
          </div>

          <div class="bw-box an-lines" data-lines={lines?.thinking ? 'thinking' : 'idle'}>
            <h3>{w.linesHeading}</h3>
            <div class="bw-row">
              <label><input type="checkbox" checked={showLines} onChange={() => setShowLines(!showLines)} /> {w.linesShow}</label>
              <label>
                {w.linesCount}{' '}
                <select value={count} onChange={(e) => setCount(Number((e.target as HTMLSelectElement).value))}>
                  {[1, 2, 3].map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </label>
            </div>
            {showLines && running && <p class="bw-hint">{w.linesPaused}</p>}
            {lines && lines.failed && <p class="bw-hint">{fill(w.failed, { message: lines.failed })}</p>}
            {lines && !lines.thinking && !lines.failed && lines.items.length === 0 && <p class="bw-hint">{loser(b) ? w.linesOver : w.linesNone}</p>}
            {lines && lines.node === view.node && lines.items.length > 0 && (
              <ol class="an-line-list">
                {lines.items.map((l, i) => (
                  <li key={i}>
                    <strong>{scoreWord(w, l.score, side)}</strong> <span class="muted">{fill(w.depth, { depth: l.depth })}</span>{' '}
                    <span>{moveText(l.pv[0]!, view.node)}</span> <code>{l.pv.join(' ')}</code>
                  </li>
                ))}
              </ol>
            )}
            {lines?.thinking && <p class="bw-hint" aria-hidden="true">{w.linesThinking}</p>}
          </div>

          <div class="bw-box" data-marks>
            <h3>{w.marksHeading}</h3>
            {done < progress ? (
              <p class="bw-hint">{marked.length ? w.marksSoFar : w.marksNotYet}</p>
            ) : marked.length === 0 ? (
              <p class="bw-hint">{w.marksNone}</p>
            ) : null}
            {marked.length > 0 && (
              <ul class="an-marks">
                {marked.map(({ m, i }) => (
                  <li key={i} class={`an-${m!.kind}`} data-mark={m!.kind}>
                    <button type="button" onClick={() => setView((v) => v && goTo(v, main[i]!))} aria-current={here.main && here.ply === i ? 'step' : undefined}>
                      <span aria-hidden="true">{MARK_SIGNS[m!.kind]} </span>
                      {fill(w.markLine, { kind: w[m!.kind], n: i + 1, move: moveText(played[i]!, main[i]!), loss: (m!.loss / 100).toFixed(1) })}
                    </button>
                    <p class="bw-hint">
                      {fill(w.betterIs, { move: moveText(m!.better, main[i]!) })} <code>{m!.pv.join(' ')}</code>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <BoardPanel state={b} dispatch={(a) => setView((v) => v && reduceView(v, a))} hover={hover} />

          <div class="bw-box" data-side-lines>
            <h3>{w.sideHeading}</h3>
            {sideLines(view.tree).length === 0 ? <p class="bw-hint">{w.sideNone}</p> : (
              <ul class="an-side">
                {sideLines(view.tree).map((l) => {
                  const from = nodeOf(view.tree, l.from);
                  return (
                    <li key={l.ids[0]}>
                      <span>{from.ply === 0 ? w.sideFromStart : fill(w.sideFrom, { n: from.ply })}</span>{' '}
                      {l.ids.map((id) => (
                        <button type="button" key={id} class="an-side-move" data-notation onClick={() => setView((v) => v && goTo(v, id))} aria-current={id === view.node ? 'step' : undefined}>
                          {nodeOf(view.tree, id).text}
                        </button>
                      ))}{' '}
                      <button type="button" onClick={() => setView((v) => v && discardSideLine(v, l.ids[0]!))}
                        aria-label={from.ply === 0 ? w.discardFromStart : fill(w.discardFrom, { n: from.ply })}>{w.discard}</button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
