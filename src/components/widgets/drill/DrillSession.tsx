// The drill island of one deck: the deck's progress, the card due next (reach, name or promotion), the grade, and the
// schedule saved in localStorage after every answer. State changes go through reduce() in drill-session.ts.
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { fill, type Lang } from '../../../i18n';
import { pieceSourceHref } from '../../../lib/urls';
import { makeEnv } from '../board/board-data';
import type { DeckData } from './cards/drill-deck';
import { initSession, reduce } from './drill-session';
import { emptyStore, nextDue, progressOf } from './schedule/drill-schedule';
import { loadStore, saveStore, type StoreProblem } from './schedule/drill-storage';
import { StoreNotice } from './DrillProgress';
import { wordsOf, type DrillStrings } from './drill-words';
import ReachQuestion from './ReachQuestion';
import { NameQuestion, PromotionQuestion } from './ChoiceQuestion';
import './drill.css';

export interface DrillSessionProps {
  data: DeckData;
  /** The deck's source labels, for disputed cards ("《象棋六種之図式》 Shōgi Rokushu no Zushiki"). */
  sourceLabels: Record<string, string>;
  /** The page's language and its `drill.*` strings. */
  lang: Lang;
  words: DrillStrings;
  /** The site's root in the page's language (`/`, `/ja/`), for links to piece pages. */
  root: string;
}

export default function DrillSession({ data, sourceLabels, lang, words, root }: DrillSessionProps) {
  const W = useMemo(() => wordsOf(words, lang), [words, lang]);
  const env = useMemo(() => makeEnv(data), [data]);
  const cards = useMemo(() => new Map(data.cards.map((c) => [c.id, c])), [data]);
  const ids = useMemo(() => data.cards.map((c) => c.id), [data]);
  const [s, dispatch] = useReducer(reduce, undefined, () => initSession(emptyStore()));
  const [loaded, setLoaded] = useState(false);
  const [saveNotice, setSaveNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<StoreProblem | null>(null);
  // False while saved progress that could not be read has no copy elsewhere: nothing is written over it.
  const writable = useRef(true);
  const [confirm, setConfirm] = useState(false);
  const next = useRef<HTMLButtonElement>(null);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const loaded = loadStore(W, Date.now());
    writable.current = loaded.writable;
    setProblem(loaded.problem);
    dispatch({ type: 'load', store: loaded.store });
    const card = new URLSearchParams(location.search).get('card');
    dispatch({ type: 'show', ids, now: Date.now(), pick: Math.random(), card, notice: loaded.blocked ? W.noStorage : null });
    setLoaded(true);
  }, []);
  // Saved in the same task as the grade is drawn (a layout effect), so a reload right after cannot lose it.
  useLayoutEffect(() => {
    if (loaded && writable.current) setSaveNotice(saveStore(s.store, W));
  }, [s.store]);
  useEffect(() => {
    if (s.answer) next.current?.focus();
  }, [s.answer]);

  const now = Date.now();
  const p = progressOf(s.store, ids, now);
  const card = s.current ? cards.get(s.current) : undefined;
  const piece = card && env.pieces.get(card.piece);
  const game = card && env.games.get(card.game);
  const show = (ahead = false) => {
    dispatch({ type: 'show', ids, now: Date.now(), pick: Math.random(), ahead });
    top.current?.scrollIntoView({ block: 'nearest' });
  };
  const due = nextDue(s.store, ids);
  const notice = !s.notice ? saveNotice
    : s.notice.kind === 'no-card' ? fill(W.noCard, { card: s.notice.card })
    : s.notice.kind === 'type-first' ? W.typeFirst : s.notice.text;
  const sep = lang === 'en' ? ', ' : '、';
  const kindLabel = { reach: W.cardReach, name: W.cardName, promotion: W.cardPromotion };

  return (
    <div class="drill" ref={top} data-loaded={String(loaded)}>
      <div class="drill-progress" aria-label={W.progressLabel}>
        <span>
          {W.progress(ids.length)} <strong data-count="learned">{p.learned}</strong> {W.learned}{sep}
          <strong data-count="due">{p.due}</strong> {W.due}{sep}<strong data-count="new">{p.new}</strong> {W.new}
        </span>
        {confirm ? (
          <span class="drill-confirm" role="group" aria-label={W.resetConfirm(ids.length)}>
            {W.resetConfirm(ids.length)}{' '}
            <button type="button" onClick={() => { dispatch({ type: 'reset', ids, now: Date.now(), pick: Math.random() }); setConfirm(false); }}>{W.yes}</button>{' '}
            <button type="button" onClick={() => setConfirm(false)}>{W.no}</button>
          </span>
        ) : (
          <button type="button" class="drill-reset" onClick={() => setConfirm(true)} disabled={p.new === ids.length}>{W.reset}</button>
        )}
      </div>
      {problem && <StoreNotice problem={problem} W={W} onDiscard={() => { writable.current = true; setProblem(null); setSaveNotice(saveStore(s.store, W)); }} />}
      {notice && <p class="error-box" role="alert">{notice}</p>}
      {card && piece && game ? (
        <section class="drill-card card" data-card={card.id} data-kind={card.kind} aria-label={kindLabel[card.kind]}>
          <p class="drill-where muted">
            {card.source ? W.source(sourceLabels[card.source] ?? card.source, W.game(game.names)) : W.mainText(W.game(game.names))}
          </p>
          {card.kind === 'reach' && <ReachQuestion card={card} env={env} s={s} dispatch={dispatch} W={W} />}
          {card.kind === 'name' && <NameQuestion card={card} env={env} s={s} dispatch={dispatch} W={W} />}
          {card.kind === 'promotion' && <PromotionQuestion card={card} env={env} s={s} dispatch={dispatch} W={W} />}
          {s.answer && (
            <p class="drill-after">
              <button type="button" ref={next} class="drill-next" onClick={() => show()}>{W.next}</button>{' '}
              <a href={root + pieceSourceHref(card.piece, card.source, card.source ? card.game : undefined).slice(1)}>{W.piecePage(W.piece(piece.names))}</a>
            </p>
          )}
        </section>
      ) : loaded && (
        <div class="drill-done card">
          <p>{ids.length ? W.done : W.empty} {due !== null && W.doneWhen(due, now)}</p>
          {ids.length > 0 && <button type="button" onClick={() => show(true)}>{W.ahead}</button>}
        </div>
      )}
      <p class="visually-hidden" aria-live="polite">{s.answer ? (s.answer.right ? W.right : W.wrongAnswer) : ''}</p>
    </div>
  );
}
