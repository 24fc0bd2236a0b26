// The drills' decks and cards as plain data: built at build time (drill-props.ts), read by the drill island.
import type { GameId, SourceId } from '../../../../schema';
import type { Offset } from '../../../../lib/diagram/marks';
import type { BoardData } from '../../board/board-data';

/** A deck per game (its main text), and one of the readings the sources dispute. */
export const DECK_IDS = ['dai', 'maka-dai-dai', 'tai', 'disputed'] as const;
export type DeckId = (typeof DECK_IDS)[number];

/** reach: mark every square the piece reaches; name: which piece is this kanji; promotion: what it promotes to. */
export const CARD_KINDS = ['reach', 'name', 'promotion'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
/** What the schedule keeps besides the decks' cards: the engine-found tactics, reviewed on their pages (tactic-review.ts). */
export const SCHEDULED_KINDS = [...CARD_KINDS, 'tactic'] as const;

interface CardBase {
  /** `<game>/<source or main>/<kind>/<piece>`: the schedule's key, so progress is kept per game and per source. */
  id: string;
  piece: string;
  game: GameId;
  /** The source whose reading applies, or null for the game's main text. */
  source: SourceId | null;
}

export interface ReachCard extends CardBase {
  kind: 'reach';
  /** Board side (odd): the piece stands on the centre square, Black, facing up. */
  size: number;
  /** Where an enemy Pawn stands, relative to the piece, when the card has one. */
  pawn: Offset | null;
  /** Under a source: our summary of its reading, and the seed footnote that gives it, shown once answered. */
  note?: string;
  footnote?: number;
}

export interface NameCard extends CardBase {
  kind: 'name';
  /** Four piece ids whose diagrams are offered, the answer among them; each moves differently from the others. */
  choices: string[];
}

export interface PromotionCard extends CardBase {
  kind: 'promotion';
  /** The promoted form's id, or null when the piece does not promote in this game. */
  answer: string | null;
  /** Promoted forms offered (the answer among them when it has one); "does not promote" is always offered too. */
  choices: string[];
}

export type Card = ReachCard | NameCard | PromotionCard;

export const cardId = (kind: CardKind, game: GameId, source: SourceId | null, piece: string): string =>
  `${game}/${source ?? 'main'}/${kind}/${piece}`;

/** Island props: the cards, and the pieces and games they need (trimmed as for the boards). */
export interface DeckData extends BoardData {
  deck: DeckId;
  cards: Card[];
}

/** A deck's card ids, for the progress view of the drills' index page. */
export interface DeckSummary {
  deck: DeckId;
  title: string;
  href: string;
  ids: string[];
}
