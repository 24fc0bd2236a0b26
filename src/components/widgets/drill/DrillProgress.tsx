// The drills' progress views: the index island (every deck's progress from the saved schedule, a reset per deck, the
// schedule exported to or imported from a JSON file) and the notice both islands show when saved progress is unreadable.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DeckSummary } from './cards/drill-deck';
import { MAX_FILE_BYTES, emptyStore, exportStore, mergeStores, parseStore, progressOf, resetCards, type Store } from './schedule/drill-schedule';
import { loadStore, saveStore, type StoreProblem } from './schedule/drill-storage';
import { wordsOf, type DrillStrings, type Words } from './drill-words';
import type { Lang } from '../../../i18n';
import './drill.css';

/** Offers `text` as a file download named `name`. */
function downloadText(text: string, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Saved progress the site could not read: what was wrong, that a copy is kept aside, and the stored text as a download.
 * When no copy could be kept, nothing is saved over it until the reader chooses to start afresh (`onDiscard`).
 */
export function StoreNotice({ problem, W, onDiscard }: { problem: StoreProblem; W: Words; onDiscard?: () => void }) {
  const what = problem.error !== null ? W.unreadable(problem.error) : W.partlyUnreadable(W.skippedList(problem.skipped));
  return (
    <div class="error-box" role="alert" data-store-problem>
      <p>{what}{W.gap}{problem.backedUp ? W.backedUp : W.notBackedUp}</p>
      <p class="bw-row">
        <button type="button" onClick={() => downloadText(problem.text, `large-shogi-drills-unreadable-${today()}.json`)}>{W.downloadUnreadable}</button>
        {!problem.backedUp && onDiscard && <button type="button" onClick={onDiscard}>{W.startAfresh}</button>}
      </p>
    </div>
  );
}

export default function DrillProgress({ decks, lang, words }: { decks: DeckSummary[]; lang: Lang; words: DrillStrings }) {
  const W = useMemo(() => wordsOf(words, lang), [words, lang]);
  const known = useMemo(() => new Set(decks.flatMap((d) => d.ids)), [decks]);
  const [store, setStore] = useState<Store>(emptyStore);
  const [message, setMessage] = useState<{ text: string; bad: boolean } | null>(null);
  const [problem, setProblem] = useState<StoreProblem | null>(null);
  const [writable, setWritable] = useState(true);
  const [confirm, setConfirm] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const loaded = loadStore(W, Date.now());
    setStore(loaded.store);
    setProblem(loaded.problem);
    setWritable(loaded.writable);
    if (loaded.blocked) setMessage({ text: W.noStorage, bad: true });
  }, []);

  const update = (next: Store, text: string | null, bad = false) => {
    setStore(next);
    // While unreadable progress has no copy elsewhere, the notice above already says that nothing is saved.
    const refused = writable ? saveStore(next, W) : null;
    setMessage(refused ? { text: text ? `${text}${W.gap}${refused}` : refused, bad: true } : text ? { text, bad } : null);
  };

  const load = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) return setMessage({ text: W.fileProblem(chosen.name, W.fileTooBig(chosen.size)), bad: true });
    const parsed = parseStore(await chosen.text(), W, { now: Date.now(), known: (id) => known.has(id) });
    if (!parsed.ok) return setMessage({ text: W.fileProblem(chosen.name, parsed.error), bad: true });
    const n = Object.keys(parsed.store.cards).length;
    const skipped = parsed.skipped.length ? `${W.gap}${W.importSkipped(parsed.skipped.length, W.skippedList(parsed.skipped))}` : '';
    update(mergeStores(store, parsed.store), `${W.imported(n)}${skipped}`, n === 0);
  };

  const now = Date.now();
  return (
    <div class="drill-decks">
      {problem && <StoreNotice problem={problem} W={W} onDiscard={() => { setProblem(null); setWritable(true); }} />}
      <div class="table-wrap"><table>
        <thead><tr><th scope="col">{W.deck}</th><th scope="col">{W.cards}</th><th scope="col">{W.learned}</th><th scope="col">{W.due}</th><th scope="col">{W.new}</th><th scope="col"><span class="visually-hidden">{W.resetShort}</span></th></tr></thead>
        <tbody>
          {decks.map((d) => {
            const p = progressOf(store, d.ids, now);
            return (
              <tr data-deck={d.deck}>
                <th scope="row"><a href={d.href}>{d.title}</a></th>
                <td>{d.ids.length}</td>
                <td data-count="learned">{p.learned}</td>
                <td data-count="due">{p.due}</td>
                <td data-count="new">{p.new}</td>
                <td>
                  {confirm === d.deck ? (
                    <span role="group" aria-label={W.resetConfirm(d.ids.length)}>
                      <button type="button" onClick={() => { update(resetCards(store, d.ids), null); setConfirm(null); }}>{W.yes}</button>{' '}
                      <button type="button" onClick={() => setConfirm(null)}>{W.no}</button>
                    </span>
                  ) : (
                    <button type="button" disabled={p.new === d.ids.length} aria-label={W.resetDeck(d.title)} onClick={() => setConfirm(d.deck)}>{W.resetShort}</button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table></div>
      <p class="drill-files">
        <button type="button" onClick={() => downloadText(exportStore(store, Date.now()), `large-shogi-drills-${today()}.json`)}>{W.exportFile}</button>{' '}
        <button type="button" onClick={() => file.current?.click()}>{W.importFile}</button>
        <input ref={file} type="file" accept="application/json,.json" hidden onChange={load} />
      </p>
      {message && <p class={message.bad ? 'error-box' : 'note'} role={message.bad ? 'alert' : 'status'}>{message.text}</p>}
    </div>
  );
}
