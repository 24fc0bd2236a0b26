// Astro content collections over the top-level content/ folder; the schemas are the same ones the Node loader uses.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { gameSchema, pieceSchema, puzzleSchema, sourceSchema, translationSchema } from './schema';

const root = process.env.SITE_CONTENT_DIR ?? './content';
const from = (folder: string) => glob({ pattern: '*.mdx', base: `${root}/${folder}` });

export const collections = {
  pieces: defineCollection({ loader: from('pieces'), schema: pieceSchema }),
  games: defineCollection({ loader: from('games'), schema: gameSchema }),
  sources: defineCollection({ loader: from('sources'), schema: sourceSchema }),
  // Japanese and Chinese prose, id `<lang>/<kind>/<id>` (e.g. `ja/pieces/lion`); src/lib/translations.ts checks them.
  translations: defineCollection({
    loader: glob({ pattern: '*/*/*.mdx', base: `${root}/translations`, generateId: ({ entry }) => entry.replace(/\.mdx$/, '') }),
    schema: translationSchema,
  }),
  puzzles: defineCollection({ loader: from('puzzles'), schema: puzzleSchema }),
};
