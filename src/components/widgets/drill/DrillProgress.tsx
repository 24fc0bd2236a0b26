// The drills' index island: every deck's progress (learned, due, new) from the saved schedule, a reset per deck, and the
// whole schedule exported to or imported from a JSON file.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DeckSummary } from './drill-deck';
import { emptyStore, exportStore, mergeStores, parseStore, progressOf, resetCards, type Store } from './drill-schedule';
import { loadStore, saveStore } from './drill-storage';
import { wordsOf, type DrillStrings } from './drill-words';
import type { Lang } from '../../../i18n';
import './drill.css';

export default function DrillProgress({ decks, lang, words }: { decks: DeckSummary[]; lang: Lang; words: DrillStrings }) {
  const W = useMemo(() => wordsOf(words, lang), [words, lang]);
  const [store, setStore] = useState<Store>(emptyStore);
  const [message, setMessage] = useState<{ text: string; bad: boolean } | null>(null);
  const [confirm, setConfirm] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const { store: saved, notice } = loadStore(W);
    setStore(saved);
    if (notice) setMessage({ text: notice, bad: true });
  }, []);

  const update = (next: Store, text: string | null) => {
    setStore(next);
    const refused = saveStore(next, W);
    setMessage(refused ? { text: refused, bad: true } : text ? { text, bad: false } : null);
  };

  const download = () => {
    const blob = new Blob([exportStore(store, Date.now())], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `large-shogi-drills-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const load = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    const parsed = parseStore(await chosen.text(), W);
    if (!parsed.ok) return setMessage({ text: W.fileProblem(chosen.name, parsed.error), bad: true });
    update(mergeStores(store, parsed.store), W.imported(Object.keys(parsed.store.cards).length));
  };

  const now = Date.now();
  return (
    <div class="drill-decks">
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
        <button type="button" onClick={download}>{W.exportFile}</button>{' '}
        <button type="button" onClick={() => file.current?.click()}>{W.importFile}</button>
        <input ref={file} type="file" accept="application/json,.json" hidden onChange={load} />
      </p>
      {message && <p class={message.bad ? 'error-box' : 'note'} role={message.bad ? 'alert' : 'status'}>{message.text}</p>}
    </div>
  );
}
