// Saved drill progress the site cannot read is never written over: loadStore sets the stored text aside under a backup
// key first (once), and says so; when the browser has no room for that copy, saving stays off.
import { describe, expect, it } from 'vitest';
import { STORE_KEY } from '../../../src/components/widgets/drill/schedule/drill-schedule';
import { BACKUP_PREFIX, loadStore } from '../../../src/components/widgets/drill/schedule/drill-storage';
import { wordsOf } from '../../../src/components/widgets/drill/drill-words';
import { pick } from '../../../src/i18n';
import { FakeStorage, useStorage as use } from './fake-storage';

const W = wordsOf(pick('en', 'drill.'), 'en');
const NOW = Date.UTC(2026, 0, 1);


const backups = (s: FakeStorage) => [...s.items].filter(([k]) => k.startsWith(BACKUP_PREFIX)).map(([, v]) => v);
const good = { box: 1, due: NOW + 86_400_000, seen: 1, right: 1 };

describe('loading saved drill progress', () => {
  it.each([
    ['truncated JSON', '{"version": 1, "cards": {"dai/main/reach/lion": {"box"', /not valid JSON/],
    ['a later version', '{"version": 2, "cards": {}}', /version 2; this site reads version 1/],
  ])('keeps %s aside, untouched, and gives an empty schedule with the reason', (_, text, why) => {
    const s = use(new FakeStorage());
    s.setItem(STORE_KEY, text);
    const loaded = loadStore(W, NOW);
    expect(loaded.store.cards).toEqual({});
    expect(loaded.problem).toMatchObject({ text, backedUp: true, skipped: [] });
    expect(loaded.problem!.error).toMatch(why);
    expect(loaded.writable).toBe(true);
    expect(backups(s)).toEqual([text]);
    expect(s.getItem(STORE_KEY)).toBe(text);
    // Opening the page again backs up nothing new.
    loadStore(W, NOW + 1000);
    expect(backups(s)).toEqual([text]);
  });

  it('keeps the readable cards of a store with a bad one (box 6, no `right`, a __proto__ id), and the whole text aside', () => {
    const s = use(new FakeStorage());
    const text = `{"version": 1, "cards": {"dai/main/reach/lion": {"box": 6, "due": ${NOW}, "seen": 6, "right": 6}, "dai/main/name/lion": {"box": 1, "due": ${NOW}, "seen": 1}, "__proto__": ${JSON.stringify(good)}, "tai/main/reach/pawn": ${JSON.stringify(good)}}}`;
    s.setItem(STORE_KEY, text);
    const loaded = loadStore(W, NOW);
    expect(loaded.store.cards).toEqual({ 'tai/main/reach/pawn': good });
    expect(loaded.problem!.error).toBeNull();
    expect(loaded.problem!.skipped.map((k) => k.id)).toEqual(['dai/main/reach/lion', 'dai/main/name/lion', '__proto__']);
    expect(backups(s)).toEqual([text]);
  });

  it('reads a good store without setting anything aside', () => {
    const s = use(new FakeStorage());
    s.setItem(STORE_KEY, JSON.stringify({ version: 1, cards: { 'dai/main/reach/lion': good } }));
    expect(loadStore(W, NOW)).toEqual({ store: { version: 1, cards: { 'dai/main/reach/lion': good } }, blocked: false, problem: null, writable: true });
    expect(backups(s)).toEqual([]);
  });

  it('turns saving off when storage is too full to keep the copy', () => {
    const s = use(new FakeStorage(1));
    s.setItem(STORE_KEY, '{"version": 2}');
    const loaded = loadStore(W, NOW);
    expect(loaded.writable).toBe(false);
    expect(loaded.problem).toMatchObject({ backedUp: false, text: '{"version": 2}' });
  });
});
