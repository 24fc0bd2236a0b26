// Schema of a game entry (content/games/<id>.mdx frontmatter): board, setup, promotions and rule options.
import { z } from 'astro/zod';
import { idSchema, namesSchema } from './piece';
import { GAME_IDS, SOURCE_IDS } from './vocab';

/** A setup rank: space-separated piece ids, `.` for an empty square, one token per file, left to right as Black sees it. */
const rankSchema = z.string().min(1);

/** How pieces promote in this game. */
export const promotionRuleSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('zone'),
      /** Depth of the promotion zone in ranks (Dai: the far 5). */
      depth: z.number().int().min(1),
      /** Pieces that, unpromoted, can never move again from the last `ranks` ranks become dead pieces. */
      dead: z.record(idSchema, z.number().int().min(1)).default({}),
    })
    .strict(),
  z
    .object({
      kind: z.literal('capture'),
      /** `always`: every capture promotes; `promoted-capture`: optional, but forced when the captured piece was promoted. */
      forced: z.enum(['always', 'promoted-capture']),
    })
    .strict(),
]);

/** Maka's capture conversion: capturing any of `captured` turns the capturer into `becomes`. */
export const conversionSchema = z
  .object({ captured: z.array(idSchema).nonempty(), becomes: idSchema })
  .strict();

/** The Emperor's rules in this game (DESIGN §4). */
export const emperorRuleSchema = z
  .object({
    /** It may not move to a square the enemy attacks (Maka). */
    safeSquaresOnly: z.boolean(),
    /** Which protected enemy pieces it must leave alone: empty = all of them (it never captures a protected piece);
     *  otherwise only the listed ids, and any other protected piece may be taken. */
    mayCaptureProtected: z.array(idSchema).default([]),
    /** When both sides have an Emperor, it may only go to squares its own side protects. */
    protectedSquaresWhenBoth: z.boolean(),
  })
  .strict();

/** A disputed game rule: the option that changes and the source that says so. */
export const ruleVariantSchema = z
  .object({
    id: idSchema,
    source: z.enum(SOURCE_IDS),
    /** The rule option replaced under this source, as a partial rules object. */
    rules: z
      .object({
        promotion: promotionRuleSchema.optional(),
        conversionExempt: z.array(idSchema).optional(),
      })
      .strict(),
    note: z.string().min(10),
  })
  .strict();

export const gameSchema = z
  .object({
    id: z.enum(GAME_IDS),
    /** The game's names in every script, as for a piece (its page shows them all, so search finds each one). */
    names: namesSchema,
    size: z.number().int().min(5).max(25),
    /** Black's ranks, top (toward the centre) to bottom (Black's back rank); White's are the 180° rotation. */
    setup: z.array(rankSchema).nonempty(),
    /** unpromoted id → promoted id. */
    promotions: z.record(idSchema, idSchema),
    promotion: promotionRuleSchema,
    /** A side loses when it has none of these left. */
    royals: z.array(idSchema).nonempty(),
    conversions: z.array(conversionSchema).default([]),
    /** Pieces that may refuse a conversion and keep their identity or promote normally. */
    conversionExempt: z.array(idSchema).default([]),
    emperor: emperorRuleSchema.optional(),
    ruleVariants: z.array(ruleVariantSchema).default([]),
    /** What the seed states, and what its own lists give; the content test pins the latter. */
    counts: z
      .object({
        statedKinds: z.number().int(),
        statedForms: z.number().int(),
        statedPerSide: z.number().int(),
        kinds: z.number().int(),
        forms: z.number().int(),
        perSide: z.number().int(),
      })
      .strict(),
    notes: z.array(z.string().min(10)).default([]),
  })
  .strict();

export type PromotionRule = z.output<typeof promotionRuleSchema>;
export type EmperorRule = z.output<typeof emperorRuleSchema>;
export type RuleVariant = z.output<typeof ruleVariantSchema>;
export type GameData = z.output<typeof gameSchema>;
