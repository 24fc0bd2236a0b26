// Game records: makeRecord/parseRecord round-trip, and a damaged record keeps the moves before its first bad move.
import { describe, expect, it } from 'vitest';
import { makePosition, makeRecord, parsePosition, parseRecord, startPosition, type Position } from '../../../src/engine';
import { siteContent } from '../../../src/lib/content';

const content = siteContent();
const catalog = { pieces: content.pieces, games: content.games };

const DAI_GAME = `Game: dai
Source: main text
Date: 2026-12-01

1. 8k-8j
2. 8e-8f
3. 7k-7j
`;

describe('game records', () => {
  it('replays a Dai opening from the setup and writes it back unchanged', () => {
    const parsed = parseRecord(DAI_GAME, catalog);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const rec = parsed.value;
    expect(rec.damage).toBeNull();
    expect(rec.moves).toHaveLength(3);
    expect(rec.positions).toHaveLength(4);
    // Black's pawn left 8k for 8j, White's from 8e to 8f (the 180° turn of the same file's pawn).
    const last = rec.positions[3]!;
    expect(last.board[7 + 9 * 15]).toEqual({ id: 'pawn', side: 'black', promoted: false });
    expect(last.board[7 + 5 * 15]).toEqual({ id: 'pawn', side: 'white', promoted: false });
    expect(makeRecord(rec)).toBe(DAI_GAME);
  });

  it('writes a Position: line for a game that did not start from the setup, and reads it back', () => {
    const start = parsePosition('5/5/2,pawn,2/2,LION,2/2,KING,2 b dai', catalog);
    if (!start.ok) throw new Error(start.error);
    const text = 'Game: dai\nSource: main text\nDate: 2026-12-01\nPosition: 5/5/2,pawn,2/2,LION,2/2,KING,2 b dai\n\n1. 3dx3c-3d\n';
    const parsed = parseRecord(text, catalog);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(makePosition(parsed.value.positions[0]!)).toBe(makePosition(start.value));
    expect(makePosition(parsed.value.positions[1]!)).toBe('5/5/5/2,LION,2/2,KING,2 w dai');
    expect(makeRecord(parsed.value)).toBe(text);
  });

  it('keeps the source of the rules', () => {
    const text = 'Game: maka-dai-dai\nSource: rokushu\nDate: 1700-01-01\n\n';
    const parsed = parseRecord(text, catalog);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.source).toBe('rokushu');
    expect(parsed.value.positions[0]!.rules.source).toBe('rokushu');
    expect(makeRecord(parsed.value)).toBe(text);
  });

  it('a damaged record names its first bad move, with the reason, and keeps the moves before it', () => {
    const text = DAI_GAME.replace('3. 7k-7j', '3. 8j-8h\n4. 8f-8g');
    const parsed = parseRecord(text, catalog);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.moves).toHaveLength(2);
    expect(parsed.value.damage).toEqual({
      number: 3, line: 7, text: '8j-8h', reason: '8j-8h is not a legal move of the pawn on 8j',
      why: { code: 'illegalMove', text: '8j-8h', piece: 'pawn', square: '8j' },
    });
  });

  it('a move numbered out of order is the damage', () => {
    const parsed = parseRecord(DAI_GAME.replace('2. 8e-8f', '5. 8e-8f'), catalog);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.moves).toHaveLength(1);
    expect(parsed.value.damage?.reason).toBe('move 2 is numbered 5');
  });

  it('a header it cannot use fails the record with a message, never a throw', () => {
    const cases: [string, string][] = [
      ['1. 8k-8j', 'the record has no "Game:" line'],
      ['Game: chu\n', 'unknown game "chu"'],
      ['Game: dai\nSource: koshu\n', 'unknown source "koshu"'],
      ['Game: dai\nPlayer: me\n', 'unknown header "Player:"'],
      ['Game: dai\nPosition: 5/5 b dai\n', 'the "Position:" line: a board has'],
      ['Game: dai\nPosition: 5/5/5/5/KING,4 b tai\n', 'names the rules "tai"'],
    ];
    for (const [text, message] of cases) {
      const parsed = parseRecord(text, catalog);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(message);
    }
  });

  it('quotes at most 80 characters of a huge bad part, in the message and in the reason', () => {
    const huge = 'x'.repeat(5_000_000);
    const cases = [`Game: ${huge}\n`, `Game: dai\nSource: ${huge}\n`, `Game: dai\n${huge.slice(0, 100_000)}: 1\n`,
      `Game: dai\nPosition: 5/5/5/5/KING,4 b ${huge}\n`];
    for (const text of cases) {
      const parsed = parseRecord(text, catalog);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error).not.toMatch(/x{80}/);
        expect(parsed.error.length).toBeLessThan(300);
        expect(JSON.stringify(parsed.reason)).not.toMatch(/x{80}/);
      }
    }
    // A damaged move line: the quoted text is cut to 79 characters and an ellipsis.
    for (const line of [`1. ${huge}`, `${huge}. 8k-8j`, huge]) {
      const parsed = parseRecord(`Game: dai\n\n${line}\n`, catalog);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.value.damage!.text).toMatch(/^[^x]*x{1,79}…$/);
      expect(parsed.value.damage!.text.length).toBe(80);
      expect(parsed.value.damage!.reason).not.toMatch(/x{80}/);
    }
  });

  it('starts from the real setup of each game', () => {
    for (const game of content.games.values()) {
      const parsed = parseRecord(`Game: ${game.id}\n`, catalog);
      if (!parsed.ok) throw new Error(parsed.error);
      const start: Position = parsed.value.positions[0]!;
      expect(makePosition(start)).toBe(makePosition(startPosition(start.rules)));
    }
  });
});
