// Closed vocabularies shared by the schemas, the engine and the site.

/** The three games, by the ids used in URLs and content file names. */
export const GAME_IDS = ['dai', 'maka-dai-dai', 'tai'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Source texts cited by the seeds' footnotes (see shared/seeds/README.md). */
export const SOURCE_IDS = ['rokushu', 'shogi-zushiki', 'sho-shogi-zushiki', 'modern', 'other'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** The Chinese Wikipedia articles the rules follow, one per game (each has a page under /sources/). */
export const ARTICLE_IDS = ['maka-dai-dai-article', 'dai-article', 'tai-article'] as const;
export type ArticleId = (typeof ARTICLE_IDS)[number];

/** Where the site cites a source: a text whose readings are variants, or one of the articles. */
export const isArticle = (id: string): id is ArticleId => (ARTICLE_IDS as readonly string[]).includes(id);

/** Owner-relative directions: f = forward, l/r = left/right as seen in the seed diagrams (piece facing up). */
export const DIRECTIONS = ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Named groups of directions accepted wherever a direction list is. */
export const DIRECTION_GROUPS = {
  all: ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'],
  orth: ['f', 'r', 'b', 'l'],
  diag: ['fr', 'br', 'bl', 'fl'],
  vert: ['f', 'b'],
  side: ['l', 'r'],
} as const satisfies Record<string, readonly Direction[]>;
export type DirectionGroup = keyof typeof DIRECTION_GROUPS;

/** [dx, dy] of each direction for Black: dx > 0 is right, dy > 0 is forward. */
export const DIRECTION_VECTORS: Record<Direction, readonly [number, number]> = {
  f: [0, 1], fr: [1, 1], r: [1, 0], br: [1, -1], b: [0, -1], bl: [-1, -1], l: [-1, 0], fl: [-1, 1],
};

/** Movement kinds, as named on the site (legend, filters, compare page). */
export const MOVE_KINDS = ['step', 'range', 'slide', 'jump', 'lion', 'lionDog', 'hook', 'emperor'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];
