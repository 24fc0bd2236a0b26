// The drills' Leitner schedule, on an injected clock: boxes and due times, what is due next, progress counts, reset,
// and reading stored or imported progress (a bad file gets a message, never a crash).
import { describe, expect, it } from 'vitest';
import {
  DAY, RETRY_MS, STORE_KEY, emptyStore, exportStore, isCardId, mergeStores, nextCard, parseStore, progressOf, resetCards, review,
} from '../../../src/components/widgets/drill/schedule/drill-schedule';
import { pick } from '../../../src/i18n';

const T0 = Date.UTC(2026, 0, 1);
const EN = pick('en', 'drill.');
const IDS = ['dai/main/reach/lion', 'dai/main/name/lion', 'dai/main/promotion/pawn'];
/** What an import checks cards against: the deck's ids, at T0. */
const DECK = { now: T0, known: (id: string) => IDS.includes(id) };

describe('Leitner schedule', () => {
  it('moves a card up a box per right answer (due after 1, 3, 7, 16, 35 days, then stays in box 5) and back to box 0 on a miss', () => {
    let s = emptyStore();
    let now = T0;
    const days: number[] = [];
    for (let i = 0; i < 6; i++) {
      s = review(s, IDS[0]!, true, now);
      days.push((s.cards[IDS[0]!]!.due - now) / DAY);
      now = s.cards[IDS[0]!]!.due;
    }
    expect(days).toEqual([1, 3, 7, 16, 35, 35]);
    s = review(s, IDS[0]!, false, now);
    expect(s.cards[IDS[0]!]).toEqual({ box: 0, due: now + RETRY_MS, seen: 7, right: 6 });
  });

  it('counts new, due and learned cards as the clock moves', () => {
    let s = review(emptyStore(), IDS[0]!, true, T0);
    s = review(s, IDS[1]!, false, T0);
    expect(progressOf(s, IDS, T0)).toEqual({ new: 1, due: 1, learned: 1 });
    // A day later the right answer's card is due again too.
    expect(progressOf(s, IDS, T0 + DAY)).toEqual({ new: 1, due: 2, learned: 0 });
  });

  it('shows the most overdue card first, then a new one chosen by the pick, then a missed one waiting its minute', () => {
    let s = review(emptyStore(), IDS[0]!, true, T0);
    s = review(s, IDS[1]!, true, T0 + 1000);
    const later = T0 + 2 * DAY;
    expect(nextCard(s, IDS, later, 0)).toBe(IDS[0]);
    expect(nextCard(s, IDS, T0 + 2000, 0.99)).toBe(IDS[2]);
    s = review(s, IDS[2]!, false, T0 + 3000);
    expect(nextCard(s, IDS, T0 + 4000, 0, { skip: IDS[2] })).toBeNull();
    expect(nextCard(s, IDS, T0 + 4000, 0)).toBe(IDS[2]);
    // Nothing due: reviewing ahead gives the card due soonest.
    s = review(s, IDS[2]!, true, T0 + 5000);
    expect(nextCard(s, IDS, T0 + 6000, 0)).toBeNull();
    expect(nextCard(s, IDS, T0 + 6000, 0, { ahead: true })).toBe(IDS[0]);
  });

  it('resets one deck’s cards and keeps the others', () => {
    let s = review(emptyStore(), IDS[0]!, true, T0);
    s = review(s, 'tai/main/reach/lion', true, T0);
    expect(Object.keys(resetCards(s, IDS).cards)).toEqual(['tai/main/reach/lion']);
  });
});

describe('stored and imported progress', () => {
  it('uses a versioned key', () => {
    expect(STORE_KEY).toMatch(/:v1$/);
  });

  it('reads back what it exports, and an import replaces only the cards it holds', () => {
    const here = review(review(emptyStore(), IDS[0]!, true, T0), IDS[1]!, true, T0);
    const file = review(emptyStore(), IDS[0]!, false, T0 + DAY);
    const parsed = parseStore(exportStore(file, T0 + DAY), EN, DECK);
    expect(parsed).toEqual({ ok: true, store: file, skipped: [] });
    const merged = mergeStores(here, file);
    expect(merged.cards[IDS[0]!]!.box).toBe(0);
    expect(merged.cards[IDS[1]!]!.box).toBe(1);
  });

  it.each([
    ['not JSON', '{"version": 1, cards', /not valid JSON/],
    ['another JSON file', '[1, 2, 3]', /holds no progress record/],
    ['a future version', '{"version": 2, "cards": {}}', /version 2; this site reads version 1/],
    ['no cards', '{"version": 1}', /no list of cards/],
    ['another kind of file', '{"kind": "large-shogi-board", "version": 1, "cards": {}}', /its kind is “large-shogi-board”/],
  ])('refuses %s with a message', (_, text, message) => {
    const parsed = parseStore(text, EN, DECK);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

describe('each card of a store checked on its own', () => {
  const LION = IDS[0]!;
  const good = { box: 2, due: T0 + DAY, seen: 3, right: 2 };
  const storeOf = (cards: Record<string, unknown>) => JSON.stringify({ version: 1, cards });
  const read = (cards: Record<string, unknown>, t = EN) => {
    const parsed = parseStore(storeOf(cards), t, DECK);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed;
  };

  it.each([
    ['a box out of range', { box: 9, due: T0, seen: 9, right: 9 }, 'card “dai/main/reach/lion” has box 9; boxes are 0 to 5'],
    ['box 6', { box: 6, due: T0, seen: 6, right: 6 }, 'card “dai/main/reach/lion” has box 6; boxes are 0 to 5'],
    ['no box', { due: T0, seen: 1, right: 1 }, 'card “dai/main/reach/lion” has box none; boxes are 0 to 5'],
    ['no seen', { box: 1, due: T0, right: 1 }, 'card “dai/main/reach/lion” has impossible answer counts (seen none, right 1)'],
    ['no right', { box: 1, due: T0, seen: 1 }, 'card “dai/main/reach/lion” has impossible answer counts (seen 1, right none)'],
    ['more right than seen', { box: 1, due: T0, seen: 1, right: 2 }, 'card “dai/main/reach/lion” has impossible answer counts (seen 1, right 2)'],
    // Box 5 means five right answers in a row.
    ['a box above its right answers', { box: 5, due: T0, seen: 2, right: 2 }, 'card “dai/main/reach/lion” has impossible answer counts (seen 2, right 2)'],
    ['a million answers', { box: 5, due: T0, seen: 1_000_000, right: 1_000_000 }, 'card “dai/main/reach/lion” has impossible answer counts (seen 1000000, right 1000000)'],
    ['a due time before the drills existed', { box: 1, due: -1e20, seen: 1, right: 1 }, 'card “dai/main/reach/lion” has an impossible due time (-100000000000000000000)'],
    // The longest interval is 35 days (box 5), plus a day for another device's clock.
    ['a due time past any interval', { box: 1, due: 1e300, seen: 1, right: 1 }, 'card “dai/main/reach/lion” has an impossible due time (1e+300)'],
    ['a due time 37 days ahead', { box: 5, due: T0 + 37 * DAY, seen: 5, right: 5 }, `card “dai/main/reach/lion” has an impossible due time (${T0 + 37 * DAY})`],
    ['a due time that is text', { box: 1, due: '2026-01-01', seen: 1, right: 1 }, 'card “dai/main/reach/lion” has an impossible due time (2026-01-01)'],
    ['an entry that is no object', [1, 2], 'the entry for card “dai/main/reach/lion” is not an object'],
  ])('leaves out a card with %s, says why, and keeps the good ones', (_, record, why) => {
    const parsed = read({ [LION]: record, [IDS[1]!]: good });
    expect(parsed.skipped).toEqual([{ id: LION, why }]);
    expect(parsed.store.cards).toEqual({ [IDS[1]!]: good });
  });

  it('keeps a card due 36 days ahead (box 5 answered on a clock a day fast)', () => {
    const record = { box: 5, due: T0 + 36 * DAY, seen: 5, right: 5 };
    expect(read({ [LION]: record }).store.cards).toEqual({ [LION]: record });
  });

  it('leaves out ids that are not the deck’s cards, injected markup and object built-ins among them', () => {
    const text = `{"version": 1, "cards": {"__proto__": ${JSON.stringify(good)}, "constructor": ${JSON.stringify(good)}, "<img src=x onerror=alert(1)>": ${JSON.stringify(good)}, "dai/main/reach/unicorn": ${JSON.stringify(good)}, "${LION}": ${JSON.stringify(good)}}}`;
    const parsed = parseStore(text, EN, DECK);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.skipped.map((k) => k.why)).toEqual([
      'there is no card “__proto__” on this site', 'there is no card “constructor” on this site',
      'there is no card “<img src=x onerror=alert(1)>” on this site', 'there is no card “dai/main/reach/unicorn” on this site',
    ]);
    expect(Object.keys(parsed.store.cards)).toEqual([LION]);
    expect(Object.getPrototypeOf(parsed.store.cards)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).box).toBeUndefined();
  });

  it('copies only a card’s four fields', () => {
    expect(read({ [LION]: { ...good, note: 'x'.repeat(1000) } }).store.cards[LION]).toEqual(good);
  });

  it('quotes at most 80 characters of a bad id', () => {
    const id = `dai/${'x'.repeat(5000)}`;
    const [skip] = read({ [id]: good }).skipped;
    expect(skip!.why.length).toBeLessThan(130);
    expect(skip!.id).toBe(`${id.slice(0, 79)}…`);
  });

  it('tells a deck page which ids are shaped like cards of any deck (the store holds every deck’s cards)', () => {
    expect(['dai/main/reach/lion', 'tai/rokushu/promotion/free-king', 'maka-dai-dai/main/name/lion-dog'].map(isCardId)).toEqual([true, true, true]);
    expect(['__proto__', 'constructor', 'dai/main/reach/', 'chess/main/reach/pawn', 'dai/main/dance/lion', 'dai/seed/reach/lion', 'dai/main/reach/<img>'].map(isCardId))
      .toEqual([false, false, false, false, false, false, false]);
  });
});

describe('a bad progress file in the page language', () => {
  it('is explained in Japanese and Chinese', () => {
    const text = '{"version": 1, "cards": {"dai/main/reach/lion": {"box": 1, "due": 1767225600000, "seen": 1, "right": 2}}}';
    expect(parseStore(text, pick('ja', 'drill.'), DECK)).toEqual({ ok: true, store: emptyStore(), skipped: [{ id: 'dai/main/reach/lion', why: 'カード「dai/main/reach/lion」の解答数がありえない値になっている（出題 1、正解 2）' }] });
    expect(parseStore('[]', pick('zh', 'drill.'), DECK)).toEqual({ ok: false, error: '這不是練習進度檔：其中沒有進度紀錄。' });
  });
});
