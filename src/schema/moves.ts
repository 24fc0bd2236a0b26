// Movement atoms: the YAML vocabulary a piece's `moves` list is written in (DESIGN §3).
import { z } from 'astro/zod';
import { DIRECTIONS, DIRECTION_GROUPS, type Direction } from './vocab';

const directionNames = [...DIRECTIONS, ...Object.keys(DIRECTION_GROUPS)] as [string, ...string[]];

/** One direction or group name, e.g. `fl` or `diag`. */
const directionName = z.enum(directionNames, {
  errorMap: (_issue, ctx) => ({
    message: `unknown direction ${JSON.stringify(ctx.data)}; use one of ${directionNames.join(', ')}`,
  }),
});

/** A direction list: a single name (`all`) or a list (`[f, fl, fr]`), expanded to plain directions. */
export const directionsSchema = z
  .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(directionName).nonempty())
  .transform((names): Direction[] => expandDirections(names));

export function expandDirections(names: readonly string[]): Direction[] {
  const out = new Set<Direction>();
  for (const name of names) {
    const group = DIRECTION_GROUPS[name as keyof typeof DIRECTION_GROUPS];
    for (const d of group ?? [name as Direction]) out.add(d);
  }
  return DIRECTIONS.filter((d) => out.has(d));
}

/** `{ step: [f, fl], range: 2 }`: up to `range` squares in each direction, blocked by any piece,
 *  capturing the first enemy; `range: any` is a slide. */
export const stepAtom = z
  .object({
    step: directionsSchema,
    range: z
      .union([z.number().int().min(1).max(24), z.literal('any')], {
        // zod's own message for a value matching neither option is a bare "Invalid input".
        errorMap: (issue, ctx) => ({
          message: issue.code === 'invalid_union' ? `range is a number of squares from 1 to 24, or any for a slide; got ${JSON.stringify(ctx.data)}` : ctx.defaultError,
        }),
      })
      .default(1),
  })
  .strict();

/** `{ jump: [[-1, 2], [1, 2]] }`: leaps to exact offsets [dx, dy] (dy > 0 forward, dx > 0 right), over anything. */
export const jumpAtom = z
  .object({
    jump: z
      .array(
        z
          .tuple([z.number().int().min(-24).max(24), z.number().int().min(-24).max(24)])
          .refine(([dx, dy]) => dx !== 0 || dy !== 0, 'a jump offset cannot be [0, 0]'),
      )
      .nonempty(),
  })
  .strict();

/** `{ lion: all }`: the Lion's area power (two king steps, free turns, double capture, igui, pass).
 *  `{ lion: [f] }`: the same power confined to the listed lines, two squares deep (角鷹, 飛鷲). */
export const lionAtom = z.object({ lion: directionsSchema }).strict();

/** `{ lionDog: all }`: up to three steps along one line, out and partly back (狛犬); a list limits the lines (大象). */
export const lionDogAtom = z.object({ lionDog: directionsSchema }).strict();

/** `{ hook: orth }`: a slide along one of the listed directions that may turn 90° once, at an empty square,
 *  onto another listed direction; the move ends at a capture (鉤行, 摩羯, 孔雀, 天狗). */
export const hookAtom = z
  .object({ hook: directionsSchema })
  .strict()
  .refine((a) => a.hook.length >= 2, 'a hook needs at least two directions to turn between');

/** `{ emperor: true }`: flies to any square, subject to the game's Emperor rules (自在天王). */
export const emperorAtom = z.object({ emperor: z.literal(true) }).strict();

const atomSchemas = { step: stepAtom, jump: jumpAtom, lion: lionAtom, lionDog: lionDogAtom, hook: hookAtom, emperor: emperorAtom };
const atomKeys = Object.keys(atomSchemas) as (keyof typeof atomSchemas)[];

/** One movement atom, recognised by its key so that errors point inside the atom the author meant. */
export const moveAtomSchema = z.unknown().transform((value, ctx): MoveAtom => {
  const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  const kind = atomKeys.find((k) => keys.includes(k));
  if (!kind) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `a move atom is a mapping with one of the keys ${atomKeys.join(', ')}; got ${keys.length ? keys.join(', ') : JSON.stringify(value)}`,
    });
    return z.NEVER;
  }
  const result = atomSchemas[kind].safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, message: issue.message } as z.IssueData);
    return z.NEVER;
  }
  return result.data;
});

export const movesSchema = z.array(moveAtomSchema).nonempty('a piece needs at least one move atom');

export type StepAtom = z.output<typeof stepAtom>;
export type JumpAtom = z.output<typeof jumpAtom>;
export type LionAtom = z.output<typeof lionAtom>;
export type LionDogAtom = z.output<typeof lionDogAtom>;
export type HookAtom = z.output<typeof hookAtom>;
export type EmperorAtom = z.output<typeof emperorAtom>;
export type MoveAtom = StepAtom | JumpAtom | LionAtom | LionDogAtom | HookAtom | EmperorAtom;
