// Schemas of translated prose (content/translations/<lang>/<pieces|games|sources|puzzles>/<id>.mdx frontmatter, format
// fixed in TRANSLATIONS.md): only the English entry's text fields, translated; the data stays in the English entry.
import { z } from 'astro/zod';

const text = z.string().min(2);

export const pieceTranslationSchema = z
  .object({
    /** The English entry's `notes`, translated: same count, same order. */
    notes: z.array(text).default([]),
    /** Each of the English entry's `variants`' `note`, translated: same count, same order. */
    variantNotes: z.array(text).default([]),
  })
  .strict();

export const gameTranslationSchema = z
  .object({
    /** The English entry's `notes`, translated: same count, same order. */
    notes: z.array(text).default([]),
    /** Each of the English entry's `ruleVariants`' `note`, translated: same count, same order. */
    ruleVariantNotes: z.array(text).default([]),
  })
  .strict();

export const sourceTranslationSchema = z
  .object({
    /** The English `summary`, translated: one sentence. */
    summary: text,
  })
  .strict();

/** A choice puzzle's option, translated. */
const optionTranslationSchema = z
  .object({
    /** The English option's `text`. */
    text: z.string().min(1),
    /** The English option's `why`: present exactly when the English one has it. */
    why: text.optional(),
  })
  .strict();

export const puzzleTranslationSchema = z
  .object({
    /** The English `rule` (the list's group heading); the same English rule reads the same in every file. */
    rule: text,
    title: text,
    task: text,
    /** The English `answer.wrong`: present exactly for move and squares puzzles. */
    wrong: text.optional(),
    /** The English `answer.options`, translated: same count, same order (choice puzzles only). */
    options: z.array(optionTranslationSchema).optional(),
    explanation: text,
    /** The link text of the rule page. */
    ruleLabel: text,
  })
  .strict();

/** What Astro's one `translations` collection accepts; the Node loader applies the schema of each file's kind. */
export const translationSchema = z
  .object({
    notes: z.array(text).optional(),
    variantNotes: z.array(text).optional(),
    ruleVariantNotes: z.array(text).optional(),
    summary: text.optional(),
    ...puzzleTranslationSchema.partial().shape,
  })
  .strict();

export type PieceTranslation = z.output<typeof pieceTranslationSchema>;
export type GameTranslation = z.output<typeof gameTranslationSchema>;
export type SourceTranslation = z.output<typeof sourceTranslationSchema>;
export type PuzzleTranslation = z.output<typeof puzzleTranslationSchema>;
