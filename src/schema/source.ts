// Schema of a source-text entry (content/sources/<id>.mdx frontmatter).
import { z } from 'astro/zod';
import { SOURCE_IDS } from './vocab';

export const sourceSchema = z
  .object({
    id: z.enum(SOURCE_IDS),
    /** Title as written, e.g. 《象棋六種之図式》; for the collective ids, our own label. */
    title: z.string().min(1),
    /** Romaji reading of the title, when it is a book. */
    reading: z.string().optional(),
    /** English rendering of the title. */
    en: z.string().min(1),
    /** Date or period, as far as it is known. */
    date: z.string().optional(),
    /** One sentence for lists and link titles. */
    summary: z.string().min(10),
  })
  .strict();

export type SourceData = z.output<typeof sourceSchema>;
