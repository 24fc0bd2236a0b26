// Bad input stays cheap and short: a huge count is refused before anything is allocated, a promoted form the game does
// not have is refused, and every refusal quotes at most QUOTE_LIMIT characters of what it was given.
import { describe, expect, it } from 'vitest';
import { clip, parseMove, parsePosition, parseRecord, QUOTE_LIMIT, type Reason } from '../../../src/engine';
import { siteContent } from '../../../src/lib/content';

const site = siteContent();
const position = (text: string) => parsePosition(text, site);
const record = (text: string) => parseRecord(text, site);
const chars = (s: string) => Array.from(s).length;

/** Every string a reason carries, nested causes included. */
const strings = (reason: Reason): string[] =>
  Object.values(reason).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' ? strings(v as Reason) : []));

describe('huge empty-square counts', () => {
  // Each of these crashed the process (V8 "invalid size error") or took seconds and gigabytes before its refusal.
  for (const count of ['99999999999', '4294967296', '9007199254740993', '100000000', '9'.repeat(100_000)]) {
    it(`5/5/5/5/${count.slice(0, 20)}${count.length > 20 ? '…' : ''} is refused at once, quoting at most ${QUOTE_LIMIT} characters`, () => {
      const t = performance.now();
      const r = position(`5/5/5/5/${count} b dai`);
      expect(performance.now() - t).toBeLessThan(500);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.reason).toEqual({ code: 'emptyRunTooLong', rank: 5, letter: 'e', cell: clip(count), size: 5 });
      expect(r.error).toBe(`rank 5 (e): an empty run of ${clip(count)} squares does not fit a rank of 5`);
    });
  }

  it('a count that fits no board is refused even when earlier cells filled the rank', () => {
    const r = position('5/5/5/5/1,26 b dai');
    expect(!r.ok && r.reason.code).toBe('emptyRunTooLong');
  });

  it('a rank made wide by many short runs is counted, not allocated: its width is still reported', () => {
    const r = position(`5/5/5/5/${Array(200_000).fill('5').join(',')} b dai`);
    expect(!r.ok && r.reason).toEqual({ code: 'rankWidth', rank: 5, letter: 'e', width: 1_000_000, size: 5 });
  });

  it('a record whose Position: line has such a count is refused with the reason, not thrown', () => {
    const r = record('Game: dai\nPosition: 5/5/5/5/99999999999 b dai\n\n1. 3c-3b\n');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toEqual({ code: 'positionLine', cause: { code: 'emptyRunTooLong', rank: 5, letter: 'e', cell: '99999999999', size: 5 } });
    expect(r.error).toBe('the "Position:" line: rank 5 (e): an empty run of 99999999999 squares does not fit a rank of 5');
  });
});

describe('promoted forms', () => {
  // Seed 002, 升級規則: "除了玉將、獅子、奔王外，所有棋子都有升級" (all but the King, Lion and Free King promote), and
  // no piece's promotion (the second name of each heading, e.g. "麒麟 獅子") is the King: a promoted King cannot exist.
  it('+KING in Dai is refused with a reason code', () => {
    const r = position('5/5/2,+KING,2/5/5 b dai');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toEqual({ code: 'cell', rank: 3, letter: 'c', square: '3c', cause: { code: 'notPromotedForm', token: '+KING', piece: 'king' } });
    expect(r.error).toBe('rank 3 (c), square 3c: "+KING" is marked promoted, but no piece of this game promotes to king');
  });

  it('a promoted Pawn form the game never makes (+PAWN) is refused, in either colour', () => {
    for (const token of ['+PAWN', '+pawn']) expect(position(`5/5/2,${token},2/5/5 b dai`).ok).toBe(false);
  });

  // Seed 002, the heading "麒麟 獅子": the Kylin promotes to the Lion, so a promoted Lion is a promoted Kylin; the same
  // for "鳳凰 奔王" (Phoenix → Free King) and the Pawn's Gold General.
  it.each(['+LION', '+FREE-KING', '+gold-general'])('%s in Dai is a piece that got there by promotion', (token) => {
    const r = position(`5/5/2,${token},2/5/5 b dai`);
    expect(r.ok && r.value.board[12]).toMatchObject({ promoted: true });
  });

  // Seed 000: capturing 無明 (dark spirit) turns the capturer into 法性 (buddhist spirit), which has no promotion.
  it('Maka Dai Dai: a converted form counts as promoted', () => {
    expect(position('7/7/7/3,+BUDDHIST-SPIRIT,3/7/7/7 b maka-dai-dai').ok).toBe(true);
  });
});

describe('quoting bad input', () => {
  it('clip keeps short text, cuts long text to the limit with …, and never splits a character', () => {
    expect(clip('lion')).toBe('lion');
    expect(clip('x'.repeat(QUOTE_LIMIT))).toBe('x'.repeat(QUOTE_LIMIT));
    expect(clip('x'.repeat(QUOTE_LIMIT + 1))).toBe(`${'x'.repeat(QUOTE_LIMIT - 1)}…`);
    const astral = '𠮷'.repeat(100);
    expect(clip(astral)).toBe(`${'𠮷'.repeat(QUOTE_LIMIT - 1)}…`);
    expect(clip('𠮷'.repeat(QUOTE_LIMIT))).toBe('𠮷'.repeat(QUOTE_LIMIT));
    expect(clip(clip(astral))).toBe(clip(astral));
  });

  const long = 'q'.repeat(1_000_000);
  const kingAlone = position('15/15/15/15/15/15/15/15/15/15/15/15/15/15/7,KING,7 b dai');
  if (!kingAlone.ok) throw new Error(kingAlone.error);
  const refusals: [string, ReturnType<typeof position> | ReturnType<typeof record> | ReturnType<typeof parseMove>][] = [
    ['unknown game', position(`5/5/5/5/5 b ${long}`)],
    ['bad rules', position(`5/5/5/5/5 b dai/modern/${long}`)],
    ['unknown source', position(`5/5/5/5/5 b dai/${long}`)],
    ['bad turn', position(`5/5/5/5/5 ${long} dai`)],
    ['bad token', position(`5/5/2,${long}!,2/5/5 b dai`)],
    ['no letters', position(`5/5/2,+${'9'.repeat(1000)}-,2/5/5 b dai`)],
    ['mixed case', position(`5/5/2,L${long},2/5/5 b dai`)],
    ['unknown piece', position(`5/5/2,${long},2/5/5 b dai`)],
    ['empty run 0', position(`5/5/${'0'.repeat(1000)},5/5/5 b dai`)],
    ['not a move', parseMove(long, kingAlone.value)],
    ['illegal move', parseMove(`8o${'-8n'.repeat(1000)}-8a`, kingAlone.value)],
    ['unknown header', record(`${'X'.repeat(100_000)}: 1\n`)],
    ['record game', record(`Game: ${long}\n`)],
    ['record source', record(`Game: dai\nSource: ${long}\n`)],
    ['record rules', record(`Game: dai\nPosition: 5/5/5/5/5 b ${long}\n`)],
  ];

  it.each(refusals)('%s: the message and every reason value quote at most the limit', (_, r) => {
    expect(r.ok).toBe(false);
    if (r.ok) return;
    for (const s of strings(r.reason)) expect(chars(s)).toBeLessThanOrEqual(QUOTE_LIMIT);
    expect(chars(r.error)).toBeLessThan(QUOTE_LIMIT + 160);
  });

  it('a damaged move in a record keeps a short quote of it', () => {
    const r = record(`Game: dai\n\n1. 8l${'-8k'.repeat(10_000)}\n`);
    expect(r.ok && r.value.damage).toBeTruthy();
    if (!r.ok || !r.value.damage) return;
    expect(chars(r.value.damage.text)).toBeLessThanOrEqual(QUOTE_LIMIT);
    expect(chars(r.value.damage.reason)).toBeLessThan(QUOTE_LIMIT + 160);
    for (const s of strings(r.value.damage.why)) expect(chars(s)).toBeLessThanOrEqual(QUOTE_LIMIT);
  });
});
