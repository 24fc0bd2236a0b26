// Schema of a piece entry (content/pieces/<id>.mdx frontmatter).
import { z } from 'astro/zod';
import { movesSchema } from './moves';
import { GAME_IDS, SOURCE_IDS } from './vocab';

export const idSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case: lowercase letters, digits and single hyphens');

/** The names of a piece or a game in every script, as readers search for them (every one is shown and indexed). */
export const namesSchema = z
  .object({
    /** Traditional-character name, e.g. 獅子. */
    kanji: z.string().min(1),
    /** Simplified-character name, e.g. 狮子 (same as kanji when nothing changes). */
    simplified: z.string().min(1),
    /** Japanese shinjitai form, when it differs from the traditional one (e.g. 酔象 for 醉象). */
    ja: z.string().min(1).optional(),
    /** The form Chinese (Taiwan) running text writes, when the seeds' traditional name uses a variant character (嗔豬 for 嗔猪). */
    zh: z.string().min(1).optional(),
    /** Other spellings: misprints and variant characters found in the seeds, and other names in common use. */
    alt: z.array(z.string().min(1)).default([]),
    /** Hepburn romaji reading, lowercase with macrons, e.g. `shishi`, `sōgyō`. */
    reading: z.string().regex(/^[a-zāēīōū' -]+$/, 'readings are lowercase romaji (macrons allowed)'),
    /** The English name used by English-language references. */
    en: z.string().min(1),
  })
  .strict();

/**
 * One source's reading of a piece's movement: the whole move list under that source, or, without `moves`, a footnote
 * sentence that agrees with the main text (it cites where the main text's reading comes from).
 */
export const variantSchema = z
  .object({
    source: z.enum(SOURCE_IDS),
    /** The game whose article gives this variant; absent = every game the piece is in. */
    game: z.enum(GAME_IDS).optional(),
    /** Footnote number in the seed article of that game. */
    footnote: z.number().int().min(1).optional(),
    /** Our one-line summary of what the source says. */
    note: z.string().min(10),
    /** The move list under this source; absent = this source agrees with the main text, which the engine then uses. */
    moves: movesSchema.optional(),
  })
  .strict();

/** A piece's names: those of any entry, and the short English abbreviation its board labels can show. */
export const pieceNamesSchema = namesSchema.extend({
  /** 1 to 3 Latin letters, capital first, as English-language Chu and Dai Shogi diagrams write them (FK, Ln, DE);
   *  unique within each game the piece is in (checked with the references). */
  abbr: z.string().regex(/^[A-Z][A-Za-z]{0,2}$/, 'an abbreviation is 1 to 3 Latin letters, the first a capital (e.g. FK, Ln)'),
});

export const pieceSchema = z
  .object({
    id: idSchema,
    names: pieceNamesSchema,
    /** One or two characters drawn on board squares, e.g. 獅 or 天王. */
    label: z.string().min(1).max(2),
    /** The main-text movement: the union of these atoms. */
    moves: movesSchema,
    /** A different main-text movement in one game's article (rare; say why in `notes`). */
    gameMoves: z.record(z.enum(GAME_IDS), movesSchema).default({}),
    variants: z.array(variantSchema).default([]),
    /** Our notes on anything the seeds leave unclear or get wrong, and what we decided. */
    notes: z.array(z.string().min(10)).default([]),
  })
  .strict();

export type PieceNames = z.output<typeof namesSchema>;
export type PieceVariant = z.output<typeof variantSchema>;
export type PieceData = z.output<typeof pieceSchema>;
