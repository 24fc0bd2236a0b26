// Tactics in the drills' schedule: a tactic's answer is a review kept beside the deck cards, a damaged store is not
// written over without its copy, and the puzzle list reads which tactics are due.
import { describe, expect, it } from 'vitest';
import { DAY, STORE_KEY, isCardId } from '../../../src/components/widgets/drill/schedule/drill-schedule';
import { BACKUP_PREFIX } from '../../../src/components/widgets/drill/schedule/drill-storage';
import { reviewTactic, tacticCardId, tacticStatuses } from '../../../src/components/widgets/drill/schedule/tactic-review';
import { wordsOf } from '../../../src/components/widgets/drill/drill-words';
import { pick } from '../../../src/i18n';
import { FakeStorage, useStorage as use } from './fake-storage';

const W = wordsOf(pick('en', 'drill.'), 'en');
const NOW = Date.UTC(2026, 0, 1);
const card = tacticCardId('dai', 'tactic-dai-001');

const saved = (s: FakeStorage) => JSON.parse(s.getItem(STORE_KEY)!).cards;

describe('tactics in the drills schedule', () => {
  it('a tactic card id has the drills form and is one the store accepts', () => {
    expect(card).toBe('dai/main/tactic/tactic-dai-001');
    expect(isCardId(card)).toBe(true);
  });
  it('a right first answer puts it in box 1, due in a day, beside the deck cards already there', () => {
    const s = use(new FakeStorage());
    const lion = { box: 2, due: NOW + 3 * DAY, seen: 2, right: 2 };
    s.setItem(STORE_KEY, JSON.stringify({ version: 1, cards: { 'dai/main/reach/lion': lion } }));
    expect(reviewTactic(card, true, NOW, W)).toBeNull();
    expect(saved(s)).toEqual({ 'dai/main/reach/lion': lion, [card]: { box: 1, due: NOW + DAY, seen: 1, right: 1 } });
    expect(tacticStatuses([card], NOW)).toEqual(['learned']);
    expect(tacticStatuses([card], NOW + DAY)).toEqual(['due']);
  });
  it('a wrong answer makes it due again (box 0)', () => {
    use(new FakeStorage());
    reviewTactic(card, false, NOW, W);
    expect(tacticStatuses([card, tacticCardId('tai', 'tactic-tai-001')], NOW)).toEqual(['due', 'new']);
  });
  it('unreadable saved progress is set aside before the answer is saved; with no room for the copy, nothing is written', () => {
    const s = use(new FakeStorage());
    s.setItem(STORE_KEY, '{"version": 1, "cards": {"dai/main/reach/lion": {"box"');
    expect(reviewTactic(card, true, NOW, W)).toBeNull();
    expect([...s.items].filter(([k]) => k.startsWith(BACKUP_PREFIX)).map(([, v]) => v)).toEqual(['{"version": 1, "cards": {"dai/main/reach/lion": {"box"']);

    const full = use(new FakeStorage(0));
    full.items.set(STORE_KEY, 'not json');
    expect(reviewTactic(card, true, NOW, W)).toBe(W.noStorage);
    expect(full.getItem(STORE_KEY)).toBe('not json');
    expect(tacticStatuses([card], NOW)).toEqual(['new']);
  });
});
