// The drills' spaced-repetition schedule (a Leitner system): pure functions over a plain record of every card's box and
// due time, kept in localStorage under a versioned key and exported or imported as JSON. Time is passed in, never read.
import { fill } from '../../../../i18n';
import { GAME_IDS, SOURCE_IDS } from '../../../../schema/vocab';
import { SCHEDULED_KINDS } from '../cards/drill-deck';
import type { DrillStrings } from '../drill-words';

/** The localStorage key; the number changes if the stored shape ever does (an old store is then read by a migration). */
export const STORE_KEY = 'large-shogi:drills:v1';
export const STORE_VERSION = 1;
/** Written into exported files, so an import can tell a progress file from any other JSON. */
export const FILE_KIND = 'large-shogi-drill-progress';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
/**
 * Days until a card is due again after a right answer that puts it in box 1…5 (index = box). A wrong answer puts it
 * back in box 0, due again in a minute, so it returns later in the same session.
 */
export const BOX_DAYS = [0, 1, 3, 7, 16, 35] as const;
export const TOP_BOX = BOX_DAYS.length - 1;
export const RETRY_MS = MINUTE;

export interface CardRecord {
  /** 0 = missed last time, 1…5 = answered right that many times in a row (capped at 5). */
  box: number;
  /** When it is due again, in ms since 1970. */
  due: number;
  /** Answers given, and how many of them were right. */
  seen: number;
  right: number;
}

/** Every card the reader has answered, by card id (`<game>/<source or main>/<kind>/<piece>`). */
export interface Store {
  version: typeof STORE_VERSION;
  cards: Record<string, CardRecord>;
}

export const emptyStore = (): Store => ({ version: STORE_VERSION, cards: {} });

/** The store after one answer to card `id` at time `now`. */
export function review(store: Store, id: string, right: boolean, now: number): Store {
  const old = store.cards[id];
  const box = right ? Math.min(TOP_BOX, (old?.box ?? 0) + 1) : 0;
  const due = right ? now + BOX_DAYS[box]! * DAY : now + RETRY_MS;
  const record = { box, due, seen: (old?.seen ?? 0) + 1, right: (old?.right ?? 0) + (right ? 1 : 0) };
  return { ...store, cards: { ...store.cards, [id]: record } };
}

export type CardStatus = 'new' | 'due' | 'learned';

/** new = never answered; due = its time has come, or it was missed last time; learned = answered right and not yet due. */
export function statusOf(store: Store, id: string, now: number): CardStatus {
  const r = store.cards[id];
  if (!r) return 'new';
  return r.box === 0 || r.due <= now ? 'due' : 'learned';
}

export type Progress = Record<CardStatus, number>;

export function progressOf(store: Store, ids: readonly string[], now: number): Progress {
  const p: Progress = { new: 0, due: 0, learned: 0 };
  for (const id of ids) p[statusOf(store, id, now)]++;
  return p;
}

/**
 * The card to show next: the most overdue card, else a new one (`pick` in [0, 1) chooses which, so the order is
 * random but the function stays pure), else a missed card waiting for its minute, else null (nothing due: the
 * reader may review ahead with `ahead`, which then gives the card due soonest). `skip` is the card just shown.
 */
export function nextCard(store: Store, ids: readonly string[], now: number, pick: number, opts: { skip?: string; ahead?: boolean } = {}): string | null {
  const pool = ids.filter((id) => id !== opts.skip);
  const soonest = (list: string[]) => list.sort((a, b) => store.cards[a]!.due - store.cards[b]!.due)[0] ?? null;
  const overdue = pool.filter((id) => store.cards[id] && store.cards[id]!.due <= now);
  if (overdue.length) return soonest(overdue);
  const fresh = pool.filter((id) => !store.cards[id]);
  if (fresh.length) return fresh[Math.min(fresh.length - 1, Math.floor(pick * fresh.length))]!;
  const missed = pool.filter((id) => store.cards[id]!.box === 0);
  if (missed.length) return soonest(missed);
  if (opts.ahead) return soonest(pool) ?? (opts.skip && ids.includes(opts.skip) ? opts.skip : null);
  return null;
}

/** The store without the records of `ids` (a deck's reset). */
export function resetCards(store: Store, ids: readonly string[]): Store {
  const cards = { ...store.cards };
  for (const id of ids) delete cards[id];
  return { ...store, cards };
}

/** The earliest due time among `ids` answered, or null. */
export function nextDue(store: Store, ids: readonly string[]): number | null {
  const times = ids.map((id) => store.cards[id]?.due).filter((t): t is number => t !== undefined);
  return times.length ? Math.min(...times) : null;
}

/** A progress file larger than this is refused unread: every card of every deck fits in a small fraction of it. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Answers to one card beyond this are not a reader's: a card seen ten thousand times is a forged or broken record. */
export const MAX_ANSWERS = 10_000;
/** No card was due before the drills existed; a card answered right is due at most TOP_BOX's days ahead (a day's
 *  margin for a clock that differs between the reader's devices). */
export const FIRST_DUE = Date.UTC(2025, 0, 1);
export const LAST_DUE_AHEAD = (BOX_DAYS[TOP_BOX]! + 1) * DAY;

/** A card left out of a store, and why (in the page's language). */
export interface Skipped { id: string; why: string }

export type Parsed = { ok: true; store: Store; skipped: Skipped[] } | { ok: false; error: string };

/** The strings a store's problems are told with (the drills' strings, or the island's words built on them). */
type StoreStrings = Pick<DrillStrings, 'storeNotJson' | 'storeNoRecord' | 'storeVersion' | 'storeKind' | 'storeNoCards' | 'cardUnknown' | 'cardNotObject' | 'cardBox' | 'cardDue' | 'cardCounts' | 'noValue'>;

/** What parseStore checks a card against: the time now, and which card ids exist (a deck's, or the id's shape). */
export interface StoreCheck { now: number; known: (id: string) => boolean }

/** A quoted bad value, short whatever was stored: ids and values are the reader's data, not ours. */
export const quote = (v: unknown, t: Pick<DrillStrings, 'noValue'>): string => {
  if (v === undefined) return t.noValue;
  const text = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

const CARD_ID = new RegExp(`^(${GAME_IDS.join('|')})/(main|${SOURCE_IDS.join('|')})/(${SCHEDULED_KINDS.join('|')})/[a-z0-9]+(-[a-z0-9]+)*$`);
/** Whether `id` is shaped like a card id (`<game>/<source or main>/<kind>/<piece>`): what a deck page can check of
 *  the cards of other decks, which share the store. */
export const isCardId = (id: string): boolean => id.length <= 100 && CARD_ID.test(id);

function checkRecord(t: StoreStrings, id: string, r: unknown, check: StoreCheck): string | CardRecord {
  const q = (v: unknown) => quote(v, t);
  if (!check.known(id)) return fill(t.cardUnknown, { id: q(id) });
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return fill(t.cardNotObject, { id });
  const { box, due, seen, right } = r as Record<string, unknown>;
  if (!Number.isInteger(box) || (box as number) < 0 || (box as number) > TOP_BOX) return fill(t.cardBox, { id, box: q(box), max: TOP_BOX });
  // Box n means the last n answers were right, so at least n answers were given.
  if (!Number.isInteger(seen) || !Number.isInteger(right) || (right as number) < (box as number) || (right as number) > (seen as number) || (seen as number) > MAX_ANSWERS) {
    return fill(t.cardCounts, { id, seen: q(seen), right: q(right) });
  }
  if (typeof due !== 'number' || !(due >= FIRST_DUE && due <= check.now + LAST_DUE_AHEAD)) return fill(t.cardDue, { id, due: q(due) });
  return { box: box as number, due, seen: seen as number, right: right as number };
}

/**
 * Reads a store from text: localStorage's value or an exported file. Text that is not a store at all gives a message
 * a reader understands, in the page's language (`t`: the drills' strings); a store with bad cards keeps its good ones
 * and lists the others in `skipped`. Only the four fields of a known card id are copied: nothing else in the text can
 * reach the store.
 */
export function parseStore(text: string, t: StoreStrings, check: StoreCheck): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: t.storeNotJson };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: t.storeNoRecord };
  const { version, cards, kind } = data as Record<string, unknown>;
  if (kind !== undefined && kind !== FILE_KIND) return { ok: false, error: fill(t.storeKind, { kind: quote(kind, t) }) };
  if (version !== STORE_VERSION) {
    return { ok: false, error: fill(t.storeVersion, { found: quote(version ?? null, t), reads: STORE_VERSION }) };
  }
  if (typeof cards !== 'object' || cards === null || Array.isArray(cards)) return { ok: false, error: t.storeNoCards };
  const store = emptyStore();
  const skipped: Skipped[] = [];
  for (const [id, r] of Object.entries(cards)) {
    const record = checkRecord(t, id, r, check);
    if (typeof record === 'string') skipped.push({ id: quote(id, t), why: record });
    else store.cards[id] = record;
  }
  return { ok: true, store, skipped };
}

/** The text of an exported progress file. */
export function exportStore(store: Store, now: number): string {
  return JSON.stringify({ kind: FILE_KIND, exported: new Date(now).toISOString(), ...store }, null, 1);
}

/** An imported file's cards replace the same cards here; cards only here are kept. */
export function mergeStores(here: Store, imported: Store): Store {
  return { version: STORE_VERSION, cards: { ...here.cards, ...imported.cards } };
}
