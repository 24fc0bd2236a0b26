// Promotion and capture conversion: which choices a move offers under the game's rule.
import type { Move } from './move';
import type { Piece } from './position';
import type { Rules } from './rules';
import type { Square } from './square';

export type Choice = Pick<Move, 'promote' | 'convert'>;

const NONE: readonly Choice[] = [{ promote: null }];
const OPTIONAL: readonly Choice[] = [{ promote: true }, { promote: false }];
const FORCED: readonly Choice[] = [{ promote: true }];

/** Is `rank` within `depth` ranks of the far side for `piece`'s owner? */
function farRanks(piece: Piece, sq: Square, size: number, depth: number): boolean {
  const rank = Math.floor(sq / size);
  return piece.side === 'black' ? rank < depth : rank >= size - depth;
}

/** A dead piece (Dai): an unpromoted piece listed in `promotion.dead` standing on its last ranks; it never moves again. */
export function isDead(rules: Rules, piece: Piece, sq: Square, size: number): boolean {
  if (rules.promotion.kind !== 'zone' || piece.promoted) return false;
  const depth = rules.promotion.dead[piece.id];
  return depth !== undefined && farRanks(piece, sq, size, depth);
}

/** The promotion choices of a move, without conversion. */
function promotionChoices(rules: Rules, board: readonly (Piece | null)[], size: number, piece: Piece, move: Move): readonly Choice[] {
  if (piece.promoted || !rules.promotions.has(piece.id)) return NONE;
  const rule = rules.promotion;
  if (rule.kind === 'zone') {
    const fromIn = farRanks(piece, move.from, size, rule.depth);
    const toIn = farRanks(piece, move.to, size, rule.depth);
    // Optional on entering; after declining, only a capture made inside the zone (or a later entry) offers it again.
    return toIn && (!fromIn || move.captures.length > 0) ? OPTIONAL : NONE;
  }
  if (move.captures.length === 0) return NONE;
  if (rule.forced === 'always') return FORCED;
  return move.captures.some((sq) => board[sq]?.promoted) ? FORCED : OPTIONAL;
}

/**
 * Every choice a base move offers. Capture conversion (Maka) replaces promotion: when the captures include a piece
 * named in a conversion, the capturer turns into `becomes` (if several do, the last one captured along the path
 * decides). A capturer that already is `becomes` makes a plain capture: a conversion that changes nothing is none.
 * A `conversionExempt` capturer may instead keep its identity or promote in its usual way (seed 000: 可以不轉變而保留原來
 * 的身份或以其原本的方式升級). Keeping its identity stays open even where the capture would force promotion (法性 and 教王
 * are promoted pieces; the `other` variant forces promotion on every capture): the exemption names exactly these
 * captures, so it outranks the general rule.
 */
export function choices(rules: Rules, board: readonly (Piece | null)[], size: number, piece: Piece, move: Move): readonly Choice[] {
  let becomes: string | undefined;
  if (rules.conversions.length > 0) {
    for (const sq of move.captures) {
      const id = board[sq]?.id;
      const conversion = rules.conversions.find((c) => id !== undefined && c.captured.includes(id));
      if (conversion) becomes = conversion.becomes;
    }
  }
  if (becomes === undefined || becomes === piece.id) return promotionChoices(rules, board, size, piece, move);
  const convert: Choice = { promote: null, convert: becomes };
  if (!rules.conversionExempt.has(piece.id)) return [convert];
  const promotes = promotionChoices(rules, board, size, piece, move)[0]!.promote === true;
  return promotes ? [convert, ...OPTIONAL] : [convert, ...NONE];
}
