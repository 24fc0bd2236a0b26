// Engine-found tactics in the drills' spaced-repetition schedule: the first answer on a tactic's page is a review of its
// card, kept in the drills' store beside the piece cards (exported and imported with them).
import { STORE_KEY, isCardId, parseStore, review, statusOf, type CardStatus } from './drill-schedule';
import { loadStore, saveStore } from './drill-storage';
import type { Words } from '../drill-words';

/** A tactic's card id, in the drills' `<game>/<source or main>/<kind>/<id>` form. */
export const tacticCardId = (game: string, puzzle: string): string => `${game}/main/tactic/${puzzle}`;

/**
 * Records one answer to a tactic at time `now`; returns a notice when it could not be kept. Saved progress that cannot
 * be read is set aside by loadStore before anything is written, and left alone when it could not be (the drills' page
 * offers it for download), so this page never costs the reader their progress.
 */
export function reviewTactic(card: string, right: boolean, now: number, W: Words): string | null {
  const loaded = loadStore(W, now);
  if (loaded.blocked || !loaded.writable) return W.noStorage;
  return saveStore(review(loaded.store, card, right, now), W);
}

/** parseStore's message strings, blank: a list only marks what is due, and the drills' page explains a damaged store. */
const SILENT = new Proxy({}, { get: () => '' }) as Parameters<typeof parseStore>[1];

/** Each card's status in the saved schedule; all new when the store is missing or cannot be read. */
export function tacticStatuses(cards: readonly string[], now: number): CardStatus[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORE_KEY);
  } catch {
    // Storage disabled: nothing is scheduled.
  }
  const parsed = text === null ? null : parseStore(text, SILENT, { now, known: isCardId });
  return cards.map((id) => (parsed?.ok ? statusOf(parsed.store, id, now) : 'new'));
}
