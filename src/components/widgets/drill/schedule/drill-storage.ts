// Where the drills' schedule lives in the browser: localStorage under the versioned key, read and written whole. What
// cannot be read is set aside under a backup key before anything is written over it, and can be downloaded.
import { STORE_KEY, emptyStore, isCardId, parseStore, type Skipped, type Store } from './drill-schedule';
import type { Words } from '../drill-words';

/** Saved progress the site could not read is kept under this prefix (then the time it was set aside). */
export const BACKUP_PREFIX = `${STORE_KEY}:unreadable:`;

/**
 * Saved progress that could not be read, whole or in part. `backedUp`: a copy of `text` is in localStorage under a
 * backup key; when the browser refused that copy, nothing may be saved over the original (`Loaded.writable` is false).
 */
export interface StoreProblem {
  text: string;
  /** Why the whole store was refused, or null when only the `skipped` cards were left out. */
  error: string | null;
  skipped: Skipped[];
  backedUp: boolean;
}

export interface Loaded {
  store: Store;
  /** The browser does not let the site store anything (private mode, disabled storage). */
  blocked: boolean;
  problem: StoreProblem | null;
  /** Whether saving may write the store's key: false while unreadable progress there has no copy elsewhere. */
  writable: boolean;
}

/** Keeps `text` under a backup key unless a backup already holds it; false when the browser refuses. */
function backUp(text: string, now: number): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(BACKUP_PREFIX) && localStorage.getItem(key) === text) return true;
    }
    localStorage.setItem(`${BACKUP_PREFIX}${new Date(now).toISOString()}`, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The saved schedule. Cards that cannot be read are left out (and an unreadable store gives an empty one), but the
 * stored text is first set aside under a backup key, so the next save cannot lose it.
 */
export function loadStore(W: Words, now: number): Loaded {
  let text: string | null;
  try {
    text = localStorage.getItem(STORE_KEY);
  } catch {
    return { store: emptyStore(), blocked: true, problem: null, writable: false };
  }
  if (text === null) return { store: emptyStore(), blocked: false, problem: null, writable: true };
  const parsed = parseStore(text, W, { now, known: isCardId });
  if (parsed.ok && parsed.skipped.length === 0) return { store: parsed.store, blocked: false, problem: null, writable: true };
  const backedUp = backUp(text, now);
  const problem = { text, error: parsed.ok ? null : parsed.error, skipped: parsed.ok ? parsed.skipped : [], backedUp };
  return { store: parsed.ok ? parsed.store : emptyStore(), blocked: false, problem, writable: backedUp };
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
