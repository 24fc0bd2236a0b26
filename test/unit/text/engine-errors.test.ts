// Engine refusals in every language: each reason code has a sentence in each dictionary using only the code's
// parameters, and the English sentence a page builds from the code is the engine's own message, word for word.
import { describe, expect, it } from 'vitest';
import { parseMove, parsePosition, parseRecord, REASON_CODES, REASON_PARAMS, type Reason } from '../../../src/engine';
import { LANGS, dict, pick } from '../../../src/i18n';
import { explainEngineError } from '../../../src/i18n/engine-error';
import { CATALOG } from '../engine/engine-fixtures';

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** Dai, 15×15, Black Pawn on 8f: 8f-8e enters the zone, where promotion is the mover's choice. */
const PAWN_8F = `15/15/15/15/15/7,PAWN,7/${Array(9).fill('15').join('/')} b dai`;
const SMALL = '5/5/2,LION,2/5/2,king,2 b dai';
const WHITE_TO_MOVE = '5/5/2,LION,2/5/2,king,2 w dai';

const pos = (text: string) => {
  const r = parsePosition(text, CATALOG);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const position = (text: string) => parsePosition(text, CATALOG);
const move = (text: string, on = SMALL) => parseMove(text, pos(on));
const record = (text: string) => parseRecord(text, CATALOG);
/** A record whose header reads but whose `n`th move line fails: the refusal is the damage, not the result. */
const damage = (moves: string) => {
  const r = record(`Game: dai\n\n${moves}`);
  if (!r.ok || !r.value.damage) throw new Error('expected a damaged record');
  return { ok: false as const, error: r.value.damage.reason, reason: r.value.damage.why };
};

/** One bad input per code (nested causes included), each the kind of text a reader pastes or a link carries. */
const refusals = [
  position('5/5/5/5/5 b'),
  position('5/5/5/5/5 b chess'),
  position('5/5/5/5/5 b dai/a/b'),
  position('5/5/5/5/5 b dai/nowhere'),
  position('5/5/5/5/5 x dai'),
  position('5/5 b dai'),
  position('5/0,5/5/5/5 b dai'),
  position('5/5/5/5/99999999999 b dai'),
  position('5/5/2,+KING,2/5/5 b dai'),
  position('5/5/2,lion*,2/5/5 b dai'),
  position('5/5/5/5,dragon/5 b dai'),
  position('5/5/2,9-9,2/5/5 b dai'),
  position('5/5/2,Lion,2/5/5 b dai'),
  position('5/5/2,dragon,2/5/5 b dai'),
  position('5/5/3,LION/5/5 b dai'),
  move('3c'),
  move('3c-9z'),
  move('1a-1b'),
  move('3e-3d'),
  move('3c-3d', WHITE_TO_MOVE),
  move('3cx3b'),
  move('8f-8e', PAWN_8F),
  record('Game: dai\nPlayer: me\n'),
  record('Game: dai\nGame: tai\n'),
  record('Date: 2026-01-01\n'),
  record('Game: chess\n'),
  record('Game: dai\nSource: nowhere\n'),
  record('Game: dai\nPosition: 5/5/5/5/5 b tai\n'),
  record('Game: dai\nPosition: 5/5/5/5 b dai\n'),
  damage('1 8l-8k'),
  damage('2. 8l-8k'),
];

const reasons = refusals.map((r) => {
  if (r.ok) throw new Error('expected a refusal');
  return r;
});

function codesIn(reason: Reason): string[] {
  return [reason.code, ...('cause' in reason ? codesIn(reason.cause) : [])];
}

describe('engine refusals', () => {
  it('the samples reach every reason code', () => {
    expect([...new Set(reasons.flatMap((r) => codesIn(r.reason)))].sort()).toEqual([...REASON_CODES].sort());
  });

  it('each reason carries exactly the parameters its code declares', () => {
    const wrong = reasons.flatMap(({ reason }) => {
      const given = Object.keys(reason).filter((k) => k !== 'code').sort();
      return given.join() === [...REASON_PARAMS[reason.code]].sort().join() ? [] : [`${reason.code}: ${given.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });

  for (const lang of LANGS) {
    it(`${lang}: every code has a sentence using only its parameters, and no sentence lacks a code`, () => {
      const d = dict(lang) as Record<string, string>;
      const keys = Object.keys(d).filter((k) => k.startsWith('engineError.')).sort();
      expect(keys).toEqual(REASON_CODES.map((c) => `engineError.${c}`).sort());
      const extra = REASON_CODES.filter((c) => placeholders(d[`engineError.${c}`]!).some((p) => !(REASON_PARAMS[c] as readonly string[]).includes(p)));
      expect(extra).toEqual([]);
    });
  }

  it('English: every parameter is used, and the sentence is the engine message word for word', () => {
    const en = pick('en', 'engineError.');
    expect(REASON_CODES.filter((c) => placeholders(en[c]).join() !== [...REASON_PARAMS[c]].sort().join())).toEqual([]);
    for (const r of reasons) expect(explainEngineError(r.reason, en)).toBe(r.error);
  });

  it('Japanese and Chinese: worded in the language, the values from the input kept', () => {
    const ja = pick('ja', 'engineError.');
    const zh = pick('zh', 'engineError.');
    const piece = position('5/5/2,dragon,2/5/5 b dai');
    if (piece.ok) throw new Error('expected a refusal');
    expect(explainEngineError(piece.reason, ja)).toBe('3段目（c）、3cのマス：「dragon」という駒はありません');
    expect(explainEngineError(piece.reason, zh)).toBe('第3段（c），3c格：沒有「dragon」這種棋子');
    for (const r of reasons) {
      for (const text of [explainEngineError(r.reason, ja), explainEngineError(r.reason, zh)]) expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});
