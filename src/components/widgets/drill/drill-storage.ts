// Where the drills' schedule lives in the browser: localStorage under the versioned key, read and written whole.
import { STORE_KEY, emptyStore, parseStore, type Store } from './drill-schedule';
import type { Words } from './drill-words';

/** The saved schedule, or an empty one with a notice when it cannot be read (it is then overwritten by the next answer). */
export function loadStore(W: Words): { store: Store; notice: string | null } {
  let text: string | null;
  try {
    text = localStorage.getItem(STORE_KEY);
  } catch {
    return { store: emptyStore(), notice: W.noStorage };
  }
  if (text === null) return { store: emptyStore(), notice: null };
  const parsed = parseStore(text, W);
  return parsed.ok ? { store: parsed.store, notice: null } : { store: emptyStore(), notice: W.unreadable(parsed.error) };
}

/** Saves the schedule; returns a notice when the browser refuses (private mode, storage full). */
export function saveStore(store: Store, W: Words): string | null {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(store));
    return null;
  } catch {
    return W.noStorage;
  }
}
