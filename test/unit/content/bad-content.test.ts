// Malformed frontmatter, field by field, and dangling ids: each is refused with a message naming the field and saying
// what is wanted, so an author can fix the entry from the message alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { ContentValidationError, formatContentError, loadContent, readFrontmatter, validateEntry } from '../../../src/lib/content';
import { gameSchema, pieceSchema, sourceSchema } from '../../../src/schema';
import { tempDir } from '../../helpers/temp';

/** A copy of `entry` with the dotted `path` set to `value` (undefined deletes it). */
function withField(entry: object, path: string, value: unknown): unknown {
  const copy = structuredClone(entry) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

type Case = [path: string, value: unknown, field: string, message: RegExp];

/** One test per bad value: the entry is refused, the first problem names `field`, and its message matches. */
function rejects(schema: z.ZodTypeAny, good: object, cases: Case[]) {
  it('accepts the good entry the cases start from', () => {
    expect(validateEntry(schema, good, 'x')).toMatchObject({ ok: true });
  });
  for (const [path, value, field, message] of cases) {
    it(`${path} = ${JSON.stringify(value) ?? '(missing)'} → ${field || '(frontmatter)'}`, () => {
      const r = validateEntry(schema, withField(good, path, value), 'content/x.mdx');
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.errors[0]!.field).toBe(field);
      expect(r.errors[0]!.message).toMatch(message);
    });
  }
}

const REQUIRED = /^Required$/;
const NONEMPTY = /at least 1 character/;
const KEBAB = /kebab-case/;

describe('piece frontmatter, each field', () => {
  const good = {
    id: 'gold-general',
    names: { kanji: '金將', simplified: '金将', ja: '金将', alt: ['金'], reading: 'kinshō', en: 'Gold General', abbr: 'G' },
    label: '金',
    moves: [{ step: ['f', 'fl', 'fr', 'l', 'r', 'b'] }],
    gameMoves: { dai: [{ step: 'orth' }] },
    variants: [{ source: 'rokushu', game: 'dai', footnote: 2, note: 'Moves one square less in that text.', moves: [{ step: 'f' }] }],
    notes: ['A note long enough to pass.'],
  };
  rejects(pieceSchema, good, [
    ['id', undefined, 'id', REQUIRED],
    ['id', 'Gold_General', 'id', KEBAB],
    ['names', undefined, 'names', REQUIRED],
    ['names.kanji', '', 'names.kanji', NONEMPTY],
    ['names.simplified', undefined, 'names.simplified', REQUIRED],
    ['names.abbr', undefined, 'names.abbr', REQUIRED],
    ['names.abbr', 'gold', 'names.abbr', /1 to 3 Latin letters, the first a capital/],
    ['names.ja', '', 'names.ja', NONEMPTY],
    ['names.alt', '金', 'names.alt', /Expected array, received string/],
    ['names.reading', 'キンショウ', 'names.reading', /lowercase romaji/],
    ['names.en', undefined, 'names.en', REQUIRED],
    ['names.nickname', 'Goldie', 'names', /Unrecognized key.*nickname/],
    ['label', '', 'label', NONEMPTY],
    ['label', '金將棋', 'label', /at most 2 character/],
    ['moves', [], 'moves', /at least one move atom/],
    ['moves', 'step', 'moves', /Expected array, received string/],
    ['moves', [{ slide: 'orth' }], 'moves.0', /one of the keys step, jump, lion, lionDog, hook, emperor; got slide/],
    ['moves', [null], 'moves.0', /one of the keys .*; got null/],
    ['moves', [{ step: ['f', 'up'] }], 'moves.0.step.1', /unknown direction "up"; use one of f, fr, r, br, b, bl, l, fl, all, orth/],
    ['moves', [{ step: [] }], 'moves.0.step', /at least 1 element/],
    ['moves', [{ step: 'f', range: 'far' }], 'moves.0.range', /range is a number of squares from 1 to 24, or any for a slide; got "far"/],
    ['moves', [{ step: 'f', range: 0 }], 'moves.0.range', /greater than or equal to 1/],
    ['moves', [{ step: 'f', range: 1.5 }], 'moves.0.range', /Expected integer/],
    ['moves', [{ step: 'f', speed: 2 }], 'moves.0', /Unrecognized key.*speed/],
    ['moves', [{ step: 'f', jump: [[1, 2]] }], 'moves.0', /Unrecognized key.*jump/],
    ['moves', [{ jump: [[0, 0]] }], 'moves.0.jump.0', /a jump offset cannot be \[0, 0\]/],
    ['moves', [{ jump: [[1]] }], 'moves.0.jump.0', /at least 2 element/],
    ['moves', [{ jump: [[1, 30]] }], 'moves.0.jump.0.1', /less than or equal to 24/],
    ['moves', [{ jump: [] }], 'moves.0.jump', /at least 1 element/],
    ['moves', [{ lion: 'up' }], 'moves.0.lion.0', /unknown direction "up"/],
    ['moves', [{ lionDog: [] }], 'moves.0.lionDog', /at least 1 element/],
    ['moves', [{ hook: ['f'] }], 'moves.0', /a hook needs at least two directions/],
    ['moves', [{ emperor: false }], 'moves.0.emperor', /expected true/],
    ['gameMoves', { chu: [{ step: 'f' }] }, 'gameMoves.chu', /Expected 'dai' \| 'maka-dai-dai' \| 'tai', received 'chu'/],
    ['gameMoves', { dai: [] }, 'gameMoves.dai', /at least one move atom/],
    ['variants', {}, 'variants', /Expected array, received object/],
    ['variants.0.source', 'wikipedia', 'variants.0.source', /Expected 'rokushu' \| .*received 'wikipedia'/],
    ['variants.0.game', 'chu', 'variants.0.game', /received 'chu'/],
    ['variants.0.footnote', 0, 'variants.0.footnote', /greater than or equal to 1/],
    ['variants.0.note', 'short', 'variants.0.note', /at least 10 character/],
    ['variants.0.note', undefined, 'variants.0.note', REQUIRED],
    ['variants.0.moves', [], 'variants.0.moves', /at least one move atom/],
    ['variants.0.patch', { step: 'f' }, 'variants.0', /Unrecognized key.*patch/],
    ['notes', ['short'], 'notes.0', /at least 10 character/],
    ['speed', 3, '', /Unrecognized key.*speed/],
  ]);
});

describe('game frontmatter, each field', () => {
  const good = {
    id: 'maka-dai-dai',
    names: { kanji: '摩訶大大將棋', simplified: '摩诃大大将棋', reading: 'maka daidai shōgi', en: 'Maka Dai Dai Shogi' },
    size: 19,
    setup: ['. . . . . . . . . king . . . . . . . . .'],
    promotions: { king: 'emperor' },
    promotion: { kind: 'capture', forced: 'promoted-capture' },
    royals: ['king', 'emperor'],
    conversions: [{ captured: ['deva'], becomes: 'teaching-king' }],
    conversionExempt: ['king'],
    emperor: { safeSquaresOnly: true, mayCaptureProtected: [], protectedSquaresWhenBoth: true },
    ruleVariants: [{ id: 'always-forced', source: 'other', rules: { promotion: { kind: 'capture', forced: 'always' } }, note: 'Every capture forces promotion.' }],
    counts: { statedKinds: 1, statedForms: 2, statedPerSide: 1, kinds: 1, forms: 2, perSide: 1 },
    notes: ['A note long enough to pass.'],
  };
  rejects(gameSchema, good, [
    ['id', 'chu', 'id', /Expected 'dai' \| 'maka-dai-dai' \| 'tai', received 'chu'/],
    ['names.en', undefined, 'names.en', REQUIRED],
    ['names.alt', '泰', 'names.alt', /Expected array, received string/],
    ['names.reading', 'Tai Shogi', 'names.reading', /lowercase romaji/],
    ['names.nickname', 'Tai', 'names', /Unrecognized key.*nickname/],
    ['size', 30, 'size', /less than or equal to 25/],
    ['size', 4, 'size', /greater than or equal to 5/],
    ['size', '19', 'size', /Expected number, received string/],
    ['setup', [], 'setup', /at least 1 element/],
    ['setup', '. . .', 'setup', /Expected array, received string/],
    ['setup', [''], 'setup.0', NONEMPTY],
    ['promotions', { King: 'emperor' }, 'promotions.King', KEBAB],
    ['promotions', { king: 'Great Emperor' }, 'promotions.king', KEBAB],
    ['promotion', 'capture', 'promotion', /Expected object/],
    ['promotion', { kind: 'drop' }, 'promotion.kind', /Invalid discriminator value. Expected 'zone' \| 'capture'/],
    ['promotion', { kind: 'zone' }, 'promotion.depth', REQUIRED],
    ['promotion', { kind: 'zone', depth: 0 }, 'promotion.depth', /greater than or equal to 1/],
    ['promotion', { kind: 'zone', depth: 5, dead: { pawn: 0 } }, 'promotion.dead.pawn', /greater than or equal to 1/],
    ['promotion', { kind: 'capture', forced: 'never' }, 'promotion.forced', /Expected 'always' \| 'promoted-capture', received 'never'/],
    ['promotion', { kind: 'capture', forced: 'always', depth: 5 }, 'promotion', /Unrecognized key.*depth/],
    ['royals', [], 'royals', /at least 1 element/],
    ['royals', ['King'], 'royals.0', KEBAB],
    ['conversions', [{ captured: [], becomes: 'teaching-king' }], 'conversions.0.captured', /at least 1 element/],
    ['conversions', [{ captured: ['deva'] }], 'conversions.0.becomes', REQUIRED],
    ['conversionExempt', ['King'], 'conversionExempt.0', KEBAB],
    ['emperor.safeSquaresOnly', 'yes', 'emperor.safeSquaresOnly', /Expected boolean, received string/],
    ['emperor.protectedSquaresWhenBoth', undefined, 'emperor.protectedSquaresWhenBoth', REQUIRED],
    ['emperor.mayCaptureProtected', ['Prince'], 'emperor.mayCaptureProtected.0', KEBAB],
    ['ruleVariants.0.id', 'Always Forced', 'ruleVariants.0.id', KEBAB],
    ['ruleVariants.0.source', 'wiki', 'ruleVariants.0.source', /received 'wiki'/],
    ['ruleVariants.0.rules', { size: 9 }, 'ruleVariants.0.rules', /Unrecognized key.*size/],
    ['ruleVariants.0.note', 'short', 'ruleVariants.0.note', /at least 10 character/],
    ['counts', undefined, 'counts', REQUIRED],
    ['counts.kinds', 1.5, 'counts.kinds', /Expected integer/],
    ['notes', ['short'], 'notes.0', /at least 10 character/],
    ['board', 19, '', /Unrecognized key.*board/],
  ]);
});

describe('source frontmatter, each field', () => {
  const good = { id: 'rokushu', title: '《象棋六種之図式》', names: { ja: '『象棋六種之図式』', zh: '《象棋六種之図式》' }, reading: 'shōgi rokushu no zushiki', en: 'Diagrams of Six Kinds of Shogi', date: '1694', summary: 'A source text used in the tests.' };
  rejects(sourceSchema, good, [
    ['id', 'wikipedia', 'id', /Expected 'rokushu' \| .*received 'wikipedia'/],
    ['title', '', 'title', NONEMPTY],
    ['names', { ja: 'その他の資料' }, 'names.zh', REQUIRED],
    ['reading', 5, 'reading', /Expected string, received number/],
    ['en', undefined, 'en', REQUIRED],
    ['date', 1694, 'date', /Expected string, received number/],
    ['summary', 'short', 'summary', /at least 10 character/],
    ['author', 'anon', '', /Unrecognized key.*author/],
    ['article', { game: 'dai', script: 'traditional', url: 'https://zh.wikipedia.org/wiki/大將棋', footnotes: 0 }, 'article', /only an article has it/],
  ]);
});

describe('content files: syntax and dangling ids', () => {
  const piece = (id: string, abbr = id.slice(0, 2).toUpperCase()) => `---\nid: ${id}\nnames: { kanji: 金, simplified: 金, reading: kin, en: ${id}, abbr: ${abbr} }\nlabel: 金\nmoves: [{ step: f }]\n---\n`;
  const source = `---\nid: rokushu\ntitle: T\nnames: { ja: T, zh: T }\nen: E\nsummary: A source text used in the tests.\n---\n`;
  const maka = `---
id: maka-dai-dai
names: { kanji: 摩訶大大將棋, simplified: 摩诃大大将棋, reading: maka daidai shōgi, en: Maka Dai Dai Shogi }
size: 5
setup: [". . king . ."]
promotions: {}
promotion: { kind: capture, forced: always }
royals: [king]
conversions: [{ captured: [devil], becomes: saint }]
conversionExempt: [queen]
emperor: { safeSquaresOnly: true, mayCaptureProtected: [jester], protectedSquaresWhenBoth: true }
ruleVariants: [{ id: other-rule, source: modern, rules: {}, note: A rule variant from a source with no entry. }]
counts: { statedKinds: 1, statedForms: 1, statedPerSide: 1, kinds: 1, forms: 1, perSide: 1 }
---
`;
  function problems(files: Record<string, string>): string[] {
    const dir = tempDir('bad-content-');
    for (const c of ['pieces', 'games', 'sources']) mkdirSync(join(dir, c));
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
    try {
      loadContent(dir);
    } catch (e) {
      if (e instanceof ContentValidationError) return e.errors.map((x) => formatContentError({ ...x, file: x.file.split('/').slice(-2).join('/') }).trim());
      throw e;
    }
    return [];
  }

  it('every id a game names must have an entry: conversions, exemptions, the Emperor rule, rule-variant sources', () => {
    expect(problems({ 'pieces/king.mdx': piece('king'), 'games/maka-dai-dai.mdx': maka, 'sources/rokushu.mdx': source })).toEqual([
      'games/maka-dai-dai.mdx: conversions.0.captured.0: unknown piece id "devil"',
      'games/maka-dai-dai.mdx: conversions.0.becomes: unknown piece id "saint"',
      'games/maka-dai-dai.mdx: conversionExempt.0: unknown piece id "queen"',
      'games/maka-dai-dai.mdx: emperor.mayCaptureProtected.0: unknown piece id "jester"',
      'games/maka-dai-dai.mdx: ruleVariants.0.source: unknown source "modern"',
    ]);
  });

  it('a piece variant for a game without an entry', () => {
    const withVariant = piece('king').replace('moves: [{ step: f }]', 'moves: [{ step: f }]\nvariants: [{ source: rokushu, game: tai, note: Only in the Tai text., moves: [{ step: b }] }]');
    expect(problems({ 'pieces/king.mdx': withVariant, 'sources/rokushu.mdx': source })).toEqual([
      'pieces/king.mdx: variants.0.game: unknown game "tai"',
    ]);
  });

  it('two pieces of one game with the same abbreviation (letter case aside): the second is named', () => {
    const dai = maka.replace('id: maka-dai-dai', 'id: dai').replace('". . king . ."', '"king . gold . ."').replace(/\nconversions:.*\nconversionExempt:.*\nemperor:.*\nruleVariants:.*/, '');
    expect(problems({ 'pieces/king.mdx': piece('king', 'GK'), 'pieces/gold.mdx': piece('gold', 'Gk'), 'games/dai.mdx': dai, 'sources/rokushu.mdx': source })).toEqual([
      `pieces/gold.mdx: names.abbr: "Gk" is already king's abbreviation in dai: each piece of a game needs its own`,
    ]);
  });

  it('broken YAML says where; a file without frontmatter says what is missing', () => {
    const bad = readFrontmatter('---\nid: king\nmoves: [{ step: f }\n---\n');
    expect('error' in bad && bad.error).toMatch(/^YAML: .*line \d+, column \d+/);
    expect(problems({ 'pieces/king.mdx': 'just prose', 'sources/rokushu.mdx': source })).toEqual([
      'pieces/king.mdx: (frontmatter): the file must start with a YAML frontmatter block between --- lines',
    ]);
  });
});
