// Schema of a puzzle (content/puzzles/<id>.mdx frontmatter): a position, a one-line task and its checked answer; a rule
// puzzle teaches a rule, a tactic (found by the engine, test/bench/tactics.ts) one winning move.
import { z } from 'astro/zod';
import { idSchema } from './piece';
import { GAME_IDS, SOURCE_IDS } from './vocab';

/** A square name as on the boards: file number, then rank letter (`8h`, `13a`). */
const squareSchema = z.string().regex(/^[0-9]{1,2}[a-y]$/, 'a square is a file number then a rank letter, e.g. 8h');

/** A page of the site that states the rule: a game, piece or compare page, optionally with a section anchor. */
const rulePageSchema = z
  .string()
  .regex(/^\/(games|pieces|compare)\/[a-z0-9-]+\/(#[a-z0-9-]+)?$/, 'a rule page is /games/<id>/, /pieces/<id>/ or /compare/<game>/, optionally with #section');

/** What the reader answers, and what counts as right. */
export const puzzleAnswerSchema = z.discriminatedUnion('kind', [
  z
    .object({
      /** Play one move on the board. */
      kind: z.literal('move'),
      /** The moves that solve it, in the move text (`8hx8gx8f`); each must be legal in the position. */
      moves: z.array(z.string().min(4)).nonempty(),
      /** Why any other move fails, in our words: shown with the rule's page when the reader plays one. */
      wrong: z.string().min(10),
    })
    .strict(),
  z
    .object({
      /** Mark squares on the board. */
      kind: z.literal('squares'),
      /** The piece the question is about. */
      piece: squareSchema,
      /** Exactly the squares that answer the task (marked in any order). */
      squares: z.array(squareSchema).nonempty(),
      /** Why the squares that are not in the answer are not, in our words. */
      wrong: z.string().min(10),
    })
    .strict(),
  z
    .object({
      /** Pick one of a few stated options. */
      kind: z.literal('choice'),
      /** The options in the order shown; exactly one is right. */
      options: z
        .array(
          z
            .object({
              /** The option as shown. */
              text: z.string().min(1),
              /** Whether it is the answer. */
              correct: z.boolean().default(false),
              /** For a wrong option: why it is wrong, in our words. */
              why: z.string().min(10).optional(),
            })
            .strict(),
        )
        .min(2),
    })
    .strict(),
]);

export const puzzleSchema = z
  .object({
    /** kebab-case; the file name and the URL /puzzles/<id>/. */
    id: idSchema,
    /** A rule puzzle (written by hand) or a tactic (found and verified by the engine). */
    kind: z.enum(['rule', 'tactic']).default('rule'),
    /** The game whose rules apply. */
    game: z.enum(GAME_IDS),
    /** The source whose readings apply, when the puzzle is about one; the position's rules text must say the same. */
    source: z.enum(SOURCE_IDS).optional(),
    /** The rule taught, as a short heading the list groups puzzles under (e.g. "Lion", "Promotion"). */
    rule: z.string().min(2),
    /** The position in the README's text form; the game (and source) in it must match `game` and `source`. */
    position: z.string().min(10),
    /** A short title for the list and the page heading. */
    title: z.string().min(3),
    /** The one-line task the reader sees. */
    task: z.string().min(10),
    answer: puzzleAnswerSchema,
    /** Why the answer is right, in our own words: shown once the puzzle is solved or a wrong answer is given. */
    explanation: z.string().min(20),
    /** The page that states the rule, linked beside every explanation. */
    rulePage: rulePageSchema,
    /** The link text of `rulePage`. */
    ruleLabel: z.string().min(3),
    /** A tactic's winning line as the engine plays it, the answer first (move text, each legal in turn). */
    line: z.array(z.string().min(4)).nonempty().optional(),
    /** A tactic's difficulty: the shallowest search depth at which the engine finds the answer. */
    difficulty: z.number().int().min(1).max(8).optional(),
    /** A tactic's pattern (motif, mover, what it takes): the generator drops a new tactic with a pattern already kept. */
    motifKey: z.string().min(3).optional(),
    /** Order within its rule group (smaller first). */
    order: z.number().int().default(0),
  })
  .strict();

export type PuzzleData = z.output<typeof puzzleSchema>;
export type PuzzleAnswer = z.output<typeof puzzleAnswerSchema>;
