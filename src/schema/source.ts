// Schema of a source entry (content/sources/<id>.mdx frontmatter): a text whose readings are variants, or one of the
// Chinese Wikipedia articles the rules follow.
import { z } from 'astro/zod';
import { ARTICLE_IDS, GAME_IDS, SOURCE_IDS, isArticle } from './vocab';

/** What only an article has: the game it covers, the script it is written in, where it is, how many footnotes. */
const articleSchema = z
  .object({
    game: z.enum(GAME_IDS),
    script: z.enum(['traditional', 'simplified']),
    url: z.string().url(),
    /** Footnotes in the article; a variant's `footnote` number refers to these. */
    footnotes: z.number().int().min(0),
  })
  .strict();

export const sourceSchema = z
  .object({
    id: z.enum([...SOURCE_IDS, ...ARTICLE_IDS]),
    /** Title as written, e.g. 《象棋六種之図式》; for the collective ids, the articles' own phrase (亦有資料). */
    title: z.string().min(1),
    /** The name Japanese and Chinese readers see (English readers see `en`): a book's title in 『』 or 《》, a group
     *  of sources by what it is in that language (その他の資料, 其他資料). Every page names the source by these. */
    names: z.object({ ja: z.string().min(1), zh: z.string().min(1) }).strict(),
    /** Romaji reading of the title, when it is a book. */
    reading: z.string().optional(),
    /** English rendering of the title. */
    en: z.string().min(1),
    /** Date or period, as far as it is known. */
    date: z.string().optional(),
    /** One sentence for lists and link titles. */
    summary: z.string().min(10),
    /** Present exactly for an article (an id in ARTICLE_IDS). */
    article: articleSchema.optional(),
  })
  .strict()
  .refine((s) => isArticle(s.id) === !!s.article, { message: 'an article id needs `article` (game, script, url, footnotes), and only an article has it', path: ['article'] });

export type SourceData = z.output<typeof sourceSchema>;
