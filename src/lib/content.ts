// Node loader: reads content/**/*.mdx frontmatter, validates it with the site's schemas, checks cross-references.
// Tests, the CLI and the build check all see exactly the data the site renders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'astro/zod';
import { gameSchema, pieceSchema, puzzleSchema, sourceSchema, type GameData, type PieceData, type PuzzleData, type SourceData } from '../schema';
import { checkPuzzle } from './puzzles/puzzle-check';

/** The content folder; SITE_CONTENT_DIR points the build at another one (the build-failure tests use it). */
export const CONTENT_DIR = resolve(process.env.SITE_CONTENT_DIR ?? fileURLToPath(new URL('../../content', import.meta.url)));

export interface Content {
  pieces: Map<string, PieceData>;
  games: Map<string, GameData>;
  sources: Map<string, SourceData>;
  /** Rule puzzles; a content folder without a puzzles/ folder has none. */
  puzzles: Map<string, PuzzleData>;
}

/** A problem in one content file, named so an author can find it. */
export interface ContentError {
  file: string;
  field: string;
  message: string;
}

export class ContentValidationError extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`invalid content:\n${errors.map(formatContentError).join('\n')}`);
  }
}

export function formatContentError(e: ContentError): string {
  return `  ${e.file}: ${e.field || '(frontmatter)'}: ${e.message}`;
}

/** A file's path as an author would look for it: relative to the working folder when inside it. */
export function fileLabel(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? path : rel;
}

/** Splits an MDX file into its YAML frontmatter (parsed) and body. */
export function readFrontmatter(text: string): { data: unknown; body: string } | { error: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { error: 'the file must start with a YAML frontmatter block between --- lines' };
  try {
    return { data: parseYaml(match[1]!), body: match[2]! };
  } catch (e) {
    return { error: `YAML: ${(e as Error).message.split('\n')[0]}` };
  }
}

/** Validates one parsed frontmatter; errors name the file and the dotted field path. */
export function validateEntry<S extends z.ZodTypeAny>(
  schema: S,
  data: unknown,
  file: string,
): { ok: true; value: z.output<S> } | { ok: false; errors: ContentError[] } {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((i) => ({ file, field: i.path.join('.'), message: i.message })),
  };
}

const collections = { pieces: pieceSchema, games: gameSchema, sources: sourceSchema, puzzles: puzzleSchema } as const;

/** Reads and validates every entry under `dir`; throws ContentValidationError listing every problem. */
export function loadContent(dir: string = CONTENT_DIR): Content {
  const errors: ContentError[] = [];
  const out: Content = { pieces: new Map(), games: new Map(), sources: new Map(), puzzles: new Map() };
  for (const [name, schema] of Object.entries(collections) as [keyof Content, z.ZodTypeAny][]) {
    const folder = join(dir, name);
    if (name === 'puzzles' && !existsSync(folder)) continue;
    for (const fileName of readdirSync(folder).filter((f) => f.endsWith('.mdx')).sort()) {
      const path = join(folder, fileName);
      const file = fileLabel(join(dir, name, fileName));
      const parsed = readFrontmatter(readFileSync(path, 'utf8'));
      if ('error' in parsed) {
        errors.push({ file, field: '', message: parsed.error });
        continue;
      }
      const result = validateEntry(schema, parsed.data, file);
      if (!result.ok) {
        errors.push(...result.errors);
        continue;
      }
      const id = (result.value as { id: string }).id;
      if (id !== basename(fileName, '.mdx')) {
        errors.push({ file, field: 'id', message: `id "${id}" must equal the file name "${basename(fileName, '.mdx')}"` });
        continue;
      }
      (out[name] as Map<string, unknown>).set(id, result.value);
    }
  }
  errors.push(...checkReferences(out, (c, id) => fileLabel(join(dir, c, `${id}.mdx`))));
  if (errors.length) throw new ContentValidationError(errors);
  return out;
}

/** Every id that one entry names must exist: promotion targets, setup pieces, royals, conversions, variant sources. */
export function checkReferences(
  content: Content,
  fileOf: (collection: keyof Content, id: string) => string = (c, id) => `content/${c}/${id}.mdx`,
): ContentError[] {
  const errors: ContentError[] = [];
  const piece = (file: string, field: string, id: string) => {
    if (!content.pieces.has(id)) errors.push({ file, field, message: `unknown piece id "${id}"` });
  };
  for (const game of content.games.values()) {
    const file = fileOf('games', game.id);
    game.setup.forEach((rank, r) => {
      const cells = rank.trim().split(/\s+/);
      if (cells.length !== game.size) {
        errors.push({ file, field: `setup.${r}`, message: `has ${cells.length} squares, the board is ${game.size} wide` });
      }
      cells.forEach((cell, c) => cell !== '.' && piece(file, `setup.${r}.${c}`, cell));
    });
    for (const [from, to] of Object.entries(game.promotions)) {
      piece(file, `promotions.${from}`, from);
      piece(file, `promotions.${from}`, to);
    }
    game.royals.forEach((id, i) => piece(file, `royals.${i}`, id));
    game.conversions.forEach((c, i) => {
      c.captured.forEach((id, j) => piece(file, `conversions.${i}.captured.${j}`, id));
      piece(file, `conversions.${i}.becomes`, c.becomes);
    });
    game.conversionExempt.forEach((id, i) => piece(file, `conversionExempt.${i}`, id));
    game.emperor?.mayCaptureProtected.forEach((id, i) => piece(file, `emperor.mayCaptureProtected.${i}`, id));
    game.ruleVariants.forEach((v, i) => {
      if (!content.sources.has(v.source)) errors.push({ file, field: `ruleVariants.${i}.source`, message: `unknown source "${v.source}"` });
    });
  }
  // A board can label its pieces by abbreviation: within one game no two pieces may share one (FB and Fb alike).
  for (const game of content.games.values()) {
    const ids = new Set<string>();
    for (const rank of game.setup) for (const cell of rank.trim().split(/\s+/)) if (cell !== '.') ids.add(cell);
    for (const [from, to] of Object.entries(game.promotions)) ids.add(from).add(to);
    for (const c of game.conversions) ids.add(c.becomes);
    const seen = new Map<string, string>();
    for (const id of ids) {
      const abbr = content.pieces.get(id)?.names.abbr;
      if (!abbr) continue;
      const other = seen.get(abbr.toLowerCase());
      if (other) errors.push({ file: fileOf('pieces', id), field: 'names.abbr', message: `"${abbr}" is already ${other}'s abbreviation in ${game.id}: each piece of a game needs its own` });
      else seen.set(abbr.toLowerCase(), id);
    }
  }
  for (const puzzle of content.puzzles.values()) errors.push(...checkPuzzle(puzzle, content, fileOf('puzzles', puzzle.id)));
  for (const p of content.pieces.values()) {
    p.variants.forEach((v, i) => {
      const file = fileOf('pieces', p.id);
      if (!content.sources.has(v.source)) errors.push({ file, field: `variants.${i}.source`, message: `unknown source "${v.source}"` });
      if (v.game && !content.games.has(v.game)) errors.push({ file, field: `variants.${i}.game`, message: `unknown game "${v.game}"` });
    });
  }
  return errors;
}

/** The frontmatter of an entry exactly as written (comments and layout kept), for showing the definition. */
export function rawFrontmatter(collection: keyof Content, id: string, dir: string = CONTENT_DIR): string {
  const text = readFileSync(join(dir, collection, `${id}.mdx`), 'utf8');
  return /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
}

let cached: Content | undefined;
/** The site's content, loaded once per process. */
export function siteContent(): Content {
  return (cached ??= loadContent());
}
