// The movement diagram island: the engine's moves for the page's piece, animated, explained per square, with blockers and
// the per-source toggle. It hydrates on first use (client:interact); until then the server-rendered controls are inert, and
// without JavaScript they are hidden (.needs-js). All state changes go through reduce() (diagram-state.ts); this file only renders and wires events.
// The first view comes in the props; the engine (lib/diagram/view.ts) is loaded when the reader first changes the reading or the Pawns.
import { Component } from 'preact';
import type { DiagramProps } from '../../../lib/diagram/props';
import type { Derive } from '../../../lib/diagram/view';
import { fill } from '../../../i18n';
import { boardTryQuery } from '../../../lib/urls';
import type { GameId, SourceId } from '../../../schema';
import DiagramGrid, { PieceGlyph, centre } from './DiagramGrid';
import { key, type MarkKind, type Offset } from '../../../lib/diagram/marks';
import { describe, nameOf, type DiagramWords } from './diagram-words';
import {
  SPEEDS, explain, framesOf, initState, needsEngine, queryOf, readingOf, reduce,
  type Action, type DiagramState,
} from './diagram-state';

const KIND_KEYS: Record<MarkKind, keyof DiagramWords> = {
  step: 'kindStep', range: 'kindRange', slide: 'kindSlide', jump: 'kindJump', hook: 'kindHook',
  turn: 'kindTurn', area: 'kindArea', emperor: 'kindEmperor', pass: 'kindPass',
};

const points = (size: number, path: readonly Offset[]) => path.map((o) => centre(size, o).join(',')).join(' ');

export default class MoveDiagram extends Component<DiagramProps, DiagramState> {
  private timer: ReturnType<typeof setInterval> | undefined;
  private ms = 0;
  private board: HTMLDivElement | null = null;
  private keyed = false;
  private derive: Derive | undefined;

  constructor(props: DiagramProps) {
    super(props);
    this.state = initState(props);
  }

  act = (a: Action, then?: () => void): void => {
    if (!this.derive && needsEngine(this.state, a)) {
      void import('../../../lib/diagram/view').then((m) => {
        this.derive = m.derive;
        this.act(a, then);
      });
      return;
    }
    this.setState((s) => reduce(s, a, this.derive), then);
  };

  componentDidMount() {
    const mq = matchMedia('(prefers-reduced-motion: reduce)');
    this.act({ type: 'url', search: location.search });
    // Woken by a click (client:interact replays it, e.g. on Play): the reader's own action decides, so no autoplay.
    const byClick = this.base instanceof Element && this.base.closest('[data-woken-by="click"]') !== null;
    this.act({ type: 'start', reduced: mq.matches, autoplay: !byClick });
    mq.addEventListener('change', (e) => this.act({ type: 'reduced', on: e.matches }));
  }

  componentDidUpdate() {
    const s = this.state;
    const want = s.playing ? SPEEDS[s.speed]!.ms : 0;
    if (want !== this.ms) {
      clearInterval(this.timer);
      this.ms = want;
      if (want) this.timer = setInterval(() => this.act({ type: 'tick' }), want);
    }
    if (this.keyed) {
      this.keyed = false;
      this.board?.querySelector<HTMLElement>(`[data-at="${key(s.cursor)}"]`)?.focus();
    }
  }

  componentWillUnmount() {
    clearInterval(this.timer);
  }

  choose(game: GameId, source: SourceId | null) {
    this.act({ type: 'choose', game, source }, () => history.replaceState(null, '', queryOf(this.state) || location.pathname));
  }

  onKey = (e: KeyboardEvent) => {
    const d: Record<string, [number, number]> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const step = d[e.key];
    if (step) {
      e.preventDefault();
      this.keyed = true;
      this.act({ type: 'cursor', dx: step[0], dy: step[1] });
    } else if (e.key === 'Escape') {
      this.act({ type: 'focus', at: null });
    }
  };

  render(props: DiagramProps, s: DiagramState) {
    const { size, marks, gained, lost, clips, count } = s.view;
    const { words: w, name } = props;
    const list = (offsets: Offset[]) => (offsets.length ? offsets.map((o) => nameOf(o, size)).join(w.listSep) : w.nothing);
    const r = (size - 1) / 2;
    const gameName = (id: GameId) => props.gameNames[id] ?? id;
    const clip = s.clip >= 0 ? clips[s.clip] : undefined;
    const frames = clip ? framesOf(clip) : [];
    const at = frames[Math.min(s.phase, frames.length - 1)] ?? [0, 0];
    const taken = clip ? clip.captures.filter((c) => frames.slice(1, s.phase + 1).some((f) => key(f) === key(c))) : [];
    const shown = s.focus ? explain(s, s.focus) : null;
    const markAt = new Map(marks.map((m) => [key(m.at), m]));
    const blockAt = new Map(s.blockers.map((b) => [key(b.at), b]));
    const diffAt = new Map([...gained.map((g) => [key(g), 'gained'] as const), ...lost.map((l) => [key(l), 'lost'] as const)]);
    const reading = s.source ? readingOf(props, s.game, s.source) : null;
    // A source that agrees with the main text changes nothing on the board, which therefore opens on the main text.
    const board = props.boardPath + boardTryQuery(props.piece.id, s.game, reading?.agrees ? null : s.source);
    const pass = marks.some((m) => m.kind === 'pass');
    const obstacle = s.blockers.length
      ? fill(w.captionWith, { list: s.blockers.map((b) => fill(b.side === 'enemy' ? w.enemyOn : w.friendOn, { sq: nameOf(b.at, size) })).join(w.listSep) })
      : '';
    const moves = <ol class="md-list">{clips.map((c) => <li>{describe(w, c, size)}</li>)}</ol>;
    const cells = [];
    for (let dy = r; dy >= -r; dy--) {
      for (let dx = -r; dx <= r; dx++) {
        const o: Offset = [dx, dy];
        const k = key(o);
        const m = markAt.get(k);
        const b = blockAt.get(k);
        const diff = diffAt.get(k);
        const label = !dx && !dy
          ? fill(m ? w.cellSelfPass : w.cellSelf, { name, sq: nameOf(o, size) })
          : [
            nameOf(o, size),
            b && (b.side === 'enemy' ? w.cellEnemy : w.cellFriend),
            m ? fill(m.capture ? w.cellReachedCapture : w.cellReached, { kind: w[KIND_KEYS[m.kind]] }) : w.cellNotReached,
            diff && (diff === 'gained' ? w.cellGained : w.cellLost),
          ].filter(Boolean).join(w.listSep);
        cells.push(
          <button
            type="button"
            data-at={k}
            data-mark={m?.kind}
            data-diff={diff}
            tabindex={key(s.cursor) === k ? 0 : -1}
            aria-label={label}
            aria-describedby={key(s.cursor) === k ? 'md-explain' : undefined}
            onClick={() => this.act({ type: 'place', at: o })}
            onFocus={() => this.act({ type: 'focus', at: o, keyboard: true })}
            onMouseEnter={() => this.act({ type: 'focus', at: o })}
          />,
        );
      }
    }
    return (
      <figure class={`move-diagram${s.live ? ' is-live' : ''}`} data-frame={`${s.clip}:${s.phase}`} data-reading={`${s.game}/${s.source ?? 'main'}`}>
        {s.notice && <p class="error-box" role="alert">{s.notice}</p>}
        {s.reduced ? (
          <p class="md-still">{w.still}</p>
        ) : (
          <div class="md-controls needs-js">
            <button type="button" aria-pressed={s.playing} onClick={() => this.act({ type: s.playing ? 'pause' : 'play' })}>
              {s.playing ? w.pause : w.play}
            </button>
            <button type="button" onClick={() => this.act({ type: 'step' })}>{w.next}</button>
            <label>
              {w.speed}{' '}
              <select value={s.speed} onChange={(e) => this.act({ type: 'speed', speed: Number((e.target as HTMLSelectElement).value) })}>
                {SPEEDS.map((sp, i) => <option value={i}>{w[sp.label]}</option>)}
              </select>
            </label>
          </div>
        )}
        <div class="md-board" ref={(el) => { this.board = el; }} onMouseLeave={() => this.act({ type: 'focus', at: null })}>
          <DiagramGrid size={size} label={props.piece.label} marks={marks} gained={gained} lost={lost} coords ghost={!!clip}
            blockers={s.blockers.map((b) => ({ ...b, label: props.blocker.label }))}>
            {shown && shown.path.length > 1 && <polyline class="md-path md-explained" points={points(size, shown.path)} />}
            {clip && <polyline class="md-path" points={points(size, frames)} />}
            {taken.map((c) => {
              const [x, y] = centre(size, c);
              return <path class="md-taken" d={`M${x - 0.3} ${y - 0.3}L${x + 0.3} ${y + 0.3}M${x + 0.3} ${y - 0.3}L${x - 0.3} ${y + 0.3}`} />;
            })}
            {clip && (
              <g class="md-mover" style={{ transform: `translate(${at[0]}px, ${-at[1]}px)`, transitionDuration: `${SPEEDS[s.speed]!.ms * 0.8}ms` }}>
                <PieceGlyph size={size} at={[0, 0]} label={props.piece.label} />
              </g>
            )}
          </DiagramGrid>
          <div class="md-squares" role="group" aria-label={w.squares}
            style={{ top: `${(60 / (size + 0.6)).toFixed(3)}%`, width: `${((100 * size) / (size + 0.6)).toFixed(3)}%`, height: `${((100 * size) / (size + 0.6)).toFixed(3)}%`, gridTemplateColumns: `repeat(${size}, 1fr)` }}
            onKeyDown={this.onKey}>
            {cells}
          </div>
        </div>
        <figcaption>
          <span class="md-count">{fill(w.caption, { name, size, with: obstacle, count, pass: pass ? w.captionPass : '' })}</span>{' '}
          <span id="md-explain" class="md-explain">{shown?.text ?? (clip && describe(w, clip, size)) ?? w.point}</span>
        </figcaption>
        {(
          <p class="md-blockers needs-js">
            {w.pawnsHelp}{' '}
            <button type="button" onClick={() => this.act({ type: 'clear' })} disabled={!s.blockers.length}>{w.clear}</button>
          </p>
        )}
        {props.readings.length > 1 && (
          <fieldset class="md-readings needs-js">
            <legend>{fill(w.readingOf, { name })}</legend>
            {props.readings.map((x) => (
              <label>
                <input type="radio" name="md-reading" checked={s.game === x.game && s.source === x.source} onChange={() => this.choose(x.game, x.source)} />{' '}
                {props.games.length > 1 && <span class="md-game">{fill(w.readingGame, { game: gameName(x.game) })}</span>}
                {x.label}
                {x.footnote && <span class="muted">{fill(w.footnote, { n: x.footnote })}</span>}
                {x.agrees && <span class="muted">{w.agrees}</span>}
              </label>
            ))}
          </fieldset>
        )}
        {reading && (
          <div class="note md-note">
            <p>
              <strong>{reading.label}</strong>
              {fill(reading.footnote ? w.noteFootnote : w.noteArticle, { n: reading.footnote ?? 0, game: gameName(s.game), note: reading.note ?? '' })}
            </p>
            {reading.agrees ? (
              <p>{w.agreesNote}</p>
            ) : (
              <p>
                {w.compared}<span class="md-gain">{fill(w.gained, { list: list(gained) })}</span>{w.comparedSep}
                <span class="md-loss">{fill(w.lost, { list: list(lost) })}</span>{w.comparedEnd}
              </p>
            )}
          </div>
        )}
        {s.reduced ? (
          <section class="md-moves"><h3>{w.everyMove}</h3>{moves}</section>
        ) : (
          <details class="md-moves"><summary>{fill(w.moveList, { n: clips.length })}</summary>{moves}</details>
        )}
        <p><a class="button" href={board}>{w.tryBoard}</a></p>
        <p class="visually-hidden md-live" aria-live="polite">{s.said}</p>
      </figure>
    );
  }
}
