// Fixture pieces and games for the engine's scenario tests: plain PieceData/GameData, shaped like the content entries.
import { expect } from 'vitest';
import { movesSchema, type GameData, type PieceData, type PieceVariant } from '../../../src/schema';
import { makeRules, parsePosition, type Position, type Rules } from '../../../src/engine';

/** A fixture piece; `moves` is written as in the YAML and parsed by the real schema (groups expanded, defaults filled). */
export function piece(id: string, moves: unknown[], variants: (Omit<PieceVariant, 'moves'> & { moves: unknown[] })[] = []): PieceData {
  return {
    id,
    names: { kanji: id, simplified: id, alt: [], reading: id.replace(/[^a-z]/g, ''), en: id, abbr: id.slice(0, 1).toUpperCase() },
    label: id.slice(0, 1),
    moves: movesSchema.parse(moves),
    gameMoves: {},
    variants: variants.map((v) => ({ ...v, moves: movesSchema.parse(v.moves) })),
    notes: [],
  };
}

const KING_STEP = [{ step: 'all' }];
const FREE_KING = [{ step: 'all', range: 'any' }];

export const PIECES: PieceData[] = [
  piece('king', KING_STEP),
  piece('prince', KING_STEP),
  piece('emperor', [{ emperor: true }]),
  piece('gold-general', [{ step: ['f', 'fl', 'fr', 'l', 'r', 'b'] }]),
  piece('pawn', [{ step: ['f'] }]),
  piece('lance', [{ step: ['f'], range: 'any' }]),
  piece('knight', [{ jump: [[-1, 2], [1, 2]] }]),
  piece('rook', [{ step: 'orth', range: 'any' }]),
  piece('dragon-king', [{ step: 'orth', range: 'any' }, { step: 'diag' }]),
  piece('lion', [{ lion: 'all' }]),
  piece('furious-fiend', [{ lion: 'all' }, { lionDog: 'all' }]),
  piece('lion-dog', [{ lionDog: 'all' }]),
  piece('forward-lion', [{ lion: ['f'] }]),
  piece('forward-lion-dog', [{ lionDog: ['f'] }]),
  piece('hook-mover', [{ hook: 'orth' }]),
  piece('capricorn', [{ hook: 'diag' }]),
  piece('drunk-elephant', [{ step: ['f', 'fl', 'fr', 'l', 'r', 'bl', 'br'] }]),
  piece('dark-spirit', [{ step: ['fl', 'fr', 'r', 'bl'] }]),
  piece('buddhist-spirit', [...FREE_KING, { lion: 'all' }]),
  piece('deva', [{ step: ['fl', 'fr', 'l', 'br'] }]),
  piece('teaching-king', [...FREE_KING, { lionDog: 'all' }]),
  piece('stone-general', [{ step: ['fl', 'fr', 'l', 'r'] }]),
  piece('wrestler', [{ step: 'diag', range: 3 }, { step: 'side' }], [
    { source: 'rokushu', game: 'maka-dai-dai', footnote: 1, note: 'Rokushu: diagonal 1–3, orthogonal 1.', moves: [{ step: 'diag', range: 3 }, { step: 'orth' }] },
  ]),
];

const counts = { statedKinds: 0, statedForms: 0, statedPerSide: 0, kinds: 0, forms: 0, perSide: 0 };

/** Dai-like: zone promotion 5 deep with dead pieces (the listed stone general can still step sideways, to show the rule). */
export const DAI: GameData = {
  id: 'dai',
  names: { kanji: '大將棋', simplified: '大将棋', alt: [], reading: 'dai shōgi', en: 'Dai Shogi' },
  size: 15,
  setup: ['. . . . . . . king . . . . . . .'],
  promotions: { pawn: 'gold-general', 'stone-general': 'gold-general', knight: 'gold-general', rook: 'dragon-king', 'gold-general': 'rook' },
  promotion: { kind: 'zone', depth: 5, dead: { pawn: 1, lance: 1, knight: 2, 'stone-general': 1 } },
  royals: ['king', 'prince'],
  conversions: [],
  conversionExempt: [],
  ruleVariants: [],
  counts,
  notes: [],
};

/** Maka-like: promotion by capture, capture conversion with its royal exemption, the Maka Emperor, one rule variant. */
export const MAKA: GameData = {
  id: 'maka-dai-dai',
  names: { kanji: '摩訶大大將棋', simplified: '摩诃大大将棋', alt: [], reading: 'maka daidai shōgi', en: 'Maka Dai Dai Shogi' },
  size: 19,
  setup: ['. . . . . . . . . king . . . . . . . . .'],
  promotions: {
    'gold-general': 'rook',
    rook: 'dragon-king',
    king: 'emperor',
    'drunk-elephant': 'prince',
    lion: 'furious-fiend',
    'dark-spirit': 'buddhist-spirit',
    deva: 'teaching-king',
    pawn: 'gold-general',
  },
  promotion: { kind: 'capture', forced: 'promoted-capture' },
  royals: ['king', 'prince', 'emperor'],
  conversions: [
    { captured: ['dark-spirit', 'buddhist-spirit'], becomes: 'buddhist-spirit' },
    { captured: ['deva', 'teaching-king'], becomes: 'teaching-king' },
  ],
  conversionExempt: ['king', 'emperor', 'drunk-elephant', 'prince'],
  emperor: { safeSquaresOnly: true, mayCaptureProtected: [], protectedSquaresWhenBoth: true },
  ruleVariants: [
    {
      id: 'always-forced',
      source: 'other',
      rules: { promotion: { kind: 'capture', forced: 'always' } },
      note: 'Some sources force promotion on every capture.',
    },
  ],
  counts,
  notes: [],
};

/** Tai-like: promotion forced on every capture, no conversion, the Tai Emperor. */
export const TAI: GameData = {
  id: 'tai',
  names: { kanji: '泰將棋', simplified: '泰将棋', alt: [], reading: 'tai shōgi', en: 'Tai Shogi' },
  size: 25,
  setup: ['. . . . . . . . . . . . emperor . . . . . . . . . . . .'],
  promotions: { 'gold-general': 'rook', rook: 'dragon-king', pawn: 'gold-general', lion: 'furious-fiend' },
  promotion: { kind: 'capture', forced: 'always' },
  royals: ['emperor', 'prince'],
  conversions: [],
  conversionExempt: [],
  emperor: { safeSquaresOnly: false, mayCaptureProtected: [], protectedSquaresWhenBoth: false },
  ruleVariants: [],
  counts,
  notes: [],
};

export const CATALOG = { pieces: PIECES, games: [DAI, MAKA, TAI] };

export function rules(game: GameData, source: Parameters<typeof makeRules>[1] = {}): Rules {
  return makeRules({ pieces: PIECES, game }, source);
}

/** A position from its text form; fails the test with the parser's message when the text is wrong. */
export function position(text: string): Position {
  const result = parsePosition(text, CATALOG);
  if (!result.ok) expect.fail(result.error);
  return result.value;
}

/** A board of `size` built through the position text: `pieces` maps square names to tokens (`LION`, `+rook`). */
export function board(game: GameData, size: number, pieces: Record<string, string>, turn: 'b' | 'w' = 'b', source?: string): Position {
  const cells: string[][] = Array.from({ length: size }, () => Array<string>(size).fill(''));
  for (const [name, token] of Object.entries(pieces)) {
    const m = /^([0-9]+)([a-y])$/.exec(name);
    if (!m) throw new Error(`bad square ${name}`);
    cells[m[2]!.charCodeAt(0) - 97]![size - Number(m[1])] = token;
  }
  const ranks = cells.map((row) => {
    const out: string[] = [];
    let empty = 0;
    for (const cell of row) {
      if (!cell) {
        empty++;
        continue;
      }
      if (empty) out.push(String(empty));
      empty = 0;
      out.push(cell);
    }
    if (empty) out.push(String(empty));
    return out.join(',');
  });
  return position(`${ranks.join('/')} ${turn} ${game.id}${source ? `/${source}` : ''}`);
}

/** Each move as `<destination>[ x<captured squares, sorted>][+|=][~<converted id>]`, sorted: the outcome, whatever the path. */
export function outcomes(moves: { to: number; captures: number[]; promote: boolean | null; convert?: string }[], size: number): string[] {
  const name = (sq: number) => `${size - (sq % size)}${String.fromCharCode(97 + Math.floor(sq / size))}`;
  return moves
    .map((m) => {
      const caps = m.captures.length ? ` x${m.captures.map(name).sort().join(',')}` : '';
      const promote = m.promote === true ? '+' : m.promote === false ? '=' : '';
      return `${name(m.to)}${caps}${promote}${m.convert ? `~${m.convert}` : ''}`;
    })
    .sort();
}
