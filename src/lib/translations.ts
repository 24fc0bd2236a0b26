// Node loader for translated prose (content/translations/<lang>/<kind>/<id>.mdx): validates each file against its
// English entry (same ids, same number of notes and options, one <MoveDiagram /> in a piece body) and lists the missing ones.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'astro/zod';
import {
  gameTranslationSchema, pieceTranslationSchema, puzzleTranslationSchema, sourceTranslationSchema,
  type GameTranslation, type PieceTranslation, type PuzzleTranslation, type SourceTranslation,
} from '../schema';
import { CONTENT_DIR, fileLabel, readFrontmatter, validateEntry, type Content, type ContentError } from './content';

/** The languages with translated prose (English is the entries themselves). */
export const PROSE_LANGS = ['ja', 'zh'] as const;
export type ProseLang = (typeof PROSE_LANGS)[number];
export const PROSE_KINDS = ['pieces', 'games', 'sources', 'puzzles'] as const;
export type ProseKind = (typeof PROSE_KINDS)[number];

export interface TranslatedEntry<T> { data: T; body: string; file: string }
export interface Translations {
  pieces: Map<string, TranslatedEntry<PieceTranslation>>;
  games: Map<string, TranslatedEntry<GameTranslation>>;
  sources: Map<string, TranslatedEntry<SourceTranslation>>;
  puzzles: Map<string, TranslatedEntry<PuzzleTranslation>>;
}

const schemas = { pieces: pieceTranslationSchema, games: gameTranslationSchema, sources: sourceTranslationSchema, puzzles: puzzleTranslationSchema } as const;

/** The path of a translation file, relative to the content folder: `translations/ja/pieces/lion.mdx`. */
export const translationPath = (lang: ProseLang, kind: ProseKind, id: string) => join('translations', lang, kind, `${id}.mdx`);

/** Count checks: each translated list has exactly as many items as the English list it translates. */
function countErrors(kind: ProseKind, data: Record<string, unknown>, id: string, content: Content, file: string): ContentError[] {
  const lists: [string, number][] =
    kind === 'pieces'
      ? [['notes', content.pieces.get(id)!.notes.length], ['variantNotes', content.pieces.get(id)!.variants.length]]
      : kind === 'games'
        ? [['notes', content.games.get(id)!.notes.length], ['ruleVariantNotes', content.games.get(id)!.ruleVariants.length]]
        : [];
  return lists.flatMap(([field, want]) => {
    const got = (data[field] as unknown[]).length;
    return got === want ? [] : [{ file, field, message: `${got} items, but the English entry has ${want} (one translation per item, same order)` }];
  });
}

/** A puzzle's answer texts: `wrong` exactly when the English has it, each option with a `why` exactly where the English one has it. */
function answerErrors(data: PuzzleTranslation, id: string, content: Content, file: string): ContentError[] {
  const { answer } = content.puzzles.get(id)!;
  if (answer.kind !== 'choice') {
    const errors: ContentError[] = data.wrong ? [] : [{ file, field: 'wrong', message: `missing: the English ${answer.kind} puzzle has answer.wrong` }];
    return data.options ? [...errors, { file, field: 'options', message: `the English ${answer.kind} puzzle has no options` }] : errors;
  }
  if (data.wrong) return [{ file, field: 'wrong', message: 'the English choice puzzle has no answer.wrong (each option has its own why)' }];
  const options = data.options ?? [];
  if (options.length !== answer.options.length) {
    return [{ file, field: 'options', message: `${options.length} items, but the English entry has ${answer.options.length} (one translation per option, same order)` }];
  }
  return answer.options.flatMap((o, i) =>
    (o.why === undefined) === (options[i]!.why === undefined)
      ? []
      : [{ file, field: `options.${i}.why`, message: o.why === undefined ? 'the English option has no why' : 'missing: the English option has a why' }],
  );
}

/** The list groups puzzles by their English `rule`; each group needs one heading per language (the most used one). */
function ruleErrors(puzzles: Map<string, TranslatedEntry<PuzzleTranslation>>, content: Content): ContentError[] {
  const byRule = new Map<string, TranslatedEntry<PuzzleTranslation>[]>();
  for (const [id, t] of puzzles) {
    const english = content.puzzles.get(id)!.rule;
    byRule.set(english, [...(byRule.get(english) ?? []), t]);
  }
  return [...byRule].flatMap(([english, entries]) => {
    const count = (heading: string) => entries.filter((e) => e.data.rule === heading).length;
    const usual = entries.map((e) => e.data.rule).reduce((a, b) => (count(b) > count(a) ? b : a));
    return entries
      .filter((e) => e.data.rule !== usual)
      .map((e) => ({ file: e.file, field: 'rule', message: `"${e.data.rule}" translates the rule "${english}", which ${count(usual)} other puzzles translate as "${usual}" (one heading per rule)` }));
  });
}

function bodyErrors(kind: ProseKind, body: string, file: string): ContentError[] {
  // A puzzle's text is all in its fields; its English entry has no prose to translate.
  if (kind === 'puzzles') return body.trim() === '' ? [] : [{ file, field: 'body', message: 'a puzzle translation has no prose: every text is a frontmatter field' }];
  if (body.trim().length === 0) return [{ file, field: 'body', message: 'the prose is empty' }];
  if (kind !== 'pieces') return [];
  const diagrams = body.match(/<MoveDiagram\s*\/>/g)?.length ?? 0;
  if (diagrams !== 1) return [{ file, field: 'body', message: `needs <MoveDiagram /> exactly once, on its own line (found ${diagrams})` }];
  if (!/^<MoveDiagram \/>\s*$/m.test(body)) return [{ file, field: 'body', message: '<MoveDiagram /> must stand on its own line' }];
  return [];
}

/**
 * Reads every translation of one language; `errors` lists malformed files and files without an English entry,
 * `missing` the English entries without a translation (as paths relative to the content folder).
 */
export function loadTranslations(lang: ProseLang, content: Content, dir: string = CONTENT_DIR) {
  const errors: ContentError[] = [];
  const missing: string[] = [];
  const out = { pieces: new Map(), games: new Map(), sources: new Map(), puzzles: new Map() } as Translations;
  for (const kind of PROSE_KINDS) {
    const folder = join(dir, 'translations', lang, kind);
    const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.mdx')).sort() : [];
    for (const fileName of files) {
      const id = basename(fileName, '.mdx');
      const file = fileLabel(join(folder, fileName));
      if (!content[kind].has(id)) {
        errors.push({ file, field: '', message: `no English entry content/${kind}/${id}.mdx to translate` });
        continue;
      }
      const parsed = readFrontmatter(readFileSync(join(folder, fileName), 'utf8'));
      if ('error' in parsed) {
        errors.push({ file, field: '', message: parsed.error });
        continue;
      }
      const result = validateEntry(schemas[kind] as z.ZodTypeAny, parsed.data ?? {}, file);
      if (!result.ok) {
        errors.push(...result.errors);
        continue;
      }
      const answer = kind === 'puzzles' ? answerErrors(result.value as PuzzleTranslation, id, content, file) : [];
      const found = [...countErrors(kind, result.value, id, content, file), ...answer, ...bodyErrors(kind, parsed.body, file)];
      errors.push(...found);
      if (!found.length) (out[kind] as Map<string, unknown>).set(id, { data: result.value, body: parsed.body, file });
    }
    for (const id of content[kind].keys()) {
      if (!files.includes(`${id}.mdx`)) missing.push(translationPath(lang, kind, id));
    }
  }
  errors.push(...ruleErrors(out.puzzles, content));
  return { translations: out, errors, missing };
}

/** Every problem with the translated prose, missing files included, for the build check. */
export function translationErrors(content: Content, dir: string = CONTENT_DIR): ContentError[] {
  return PROSE_LANGS.flatMap((lang) => {
    const { errors, missing } = loadTranslations(lang, content, dir);
    return [...errors, ...missing.map((m) => ({ file: fileLabel(join(dir, m)), field: '', message: 'missing: every English entry has a Japanese and a Chinese translation' }))];
  });
}
