// The drills' Leitner schedule, on an injected clock: boxes and due times, what is due next, progress counts, reset,
// and reading stored or imported progress (a bad file gets a message, never a crash).
import { describe, expect, it } from 'vitest';
import {
  DAY, RETRY_MS, STORE_KEY, emptyStore, exportStore, mergeStores, nextCard, parseStore, progressOf, resetCards, review,
} from '../../src/components/widgets/drill/drill-schedule';
import { pick } from '../../src/i18n';

const T0 = Date.UTC(2026, 0, 1);
const EN = pick('en', 'drill.');
const IDS = ['dai/main/reach/lion', 'dai/main/name/lion', 'dai/main/promotion/pawn'];

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
    const parsed = parseStore(exportStore(file, T0 + DAY), EN);
    expect(parsed).toEqual({ ok: true, store: file });
    const merged = mergeStores(here, file);
    expect(merged.cards[IDS[0]!]!.box).toBe(0);
    expect(merged.cards[IDS[1]!]!.box).toBe(1);
  });

  it.each([
    ['not JSON', '{"version": 1, cards', /not valid JSON/],
    ['another JSON file', '[1, 2, 3]', /holds no progress record/],
    ['a future version', '{"version": 2, "cards": {}}', /version 2; this site reads version 1/],
    ['no cards', '{"version": 1}', /no list of cards/],
    ['a box out of range', '{"version": 1, "cards": {"dai/main/reach/lion": {"box": 9, "due": 0, "seen": 1, "right": 1}}}', /“dai\/main\/reach\/lion” has box 9/],
    ['more right than seen', '{"version": 1, "cards": {"x": {"box": 1, "due": 0, "seen": 1, "right": 2}}}', /impossible answer counts/],
  ])('refuses %s with a message', (_, text, message) => {
    const parsed = parseStore(text, EN);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

describe('a bad progress file in the page language', () => {
  it('is explained in Japanese and Chinese', () => {
    const text = '{"version": 1, "cards": {"x": {"box": 1, "due": 0, "seen": 1, "right": 2}}}';
    expect(parseStore(text, pick('ja', 'drill.'))).toEqual({ ok: false, error: 'この進み具合のファイルは壊れています：カード「x」の解答数がありえない値になっている（出題 1、正解 2）。何も読み込んでいません。' });
    expect(parseStore('[]', pick('zh', 'drill.'))).toEqual({ ok: false, error: '這不是練習進度檔：其中沒有進度紀錄。' });
  });
});
