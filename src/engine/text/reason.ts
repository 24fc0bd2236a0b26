// Why a parser refused its input, as a code and the values its sentence needs: the engine keeps its English sentence
// (the CLI prints it), pages word the code in the reader's language (`engineError.<code>` in src/i18n).

/** Each code and the parameters its sentence uses; `cause` is always a nested reason (what went wrong inside). */
export const REASON_PARAMS = {
  // parsePosition
  positionParts: ['found'],
  unknownGame: ['game', 'known'],
  badRules: ['rules'],
  unknownSource: ['source', 'known'],
  badTurn: ['turn'],
  boardSize: ['min', 'max', 'found'],
  emptyRun: ['rank', 'letter', 'cell'],
  emptyRunTooLong: ['rank', 'letter', 'cell', 'size'],
  cell: ['rank', 'letter', 'square', 'cause'],
  cellPastEdge: ['rank', 'letter', 'cause'],
  badToken: ['token'],
  noLetters: ['token'],
  mixedCase: ['token'],
  unknownPiece: ['piece'],
  notPromotedForm: ['token', 'piece'],
  rankWidth: ['rank', 'letter', 'width', 'size'],
  // parseMove
  notAMove: ['text'],
  notASquare: ['name', 'size'],
  noPiece: ['square'],
  blackPieceWhiteToMove: ['piece', 'square'],
  whitePieceBlackToMove: ['piece', 'square'],
  illegalMove: ['text', 'piece', 'square'],
  ambiguousMove: ['text', 'offered'],
  // parseRecord
  unknownHeader: ['line', 'header'],
  repeatedHeader: ['line', 'header'],
  noGameLine: [],
  recordUnknownGame: ['game', 'known'],
  recordUnknownSource: ['source', 'mainText', 'known'],
  positionRules: ['rules', 'header'],
  positionLine: ['cause'],
  moveLine: ['number'],
  moveNumber: ['number', 'found'],
} as const satisfies Record<string, readonly string[]>;

export type ReasonCode = keyof typeof REASON_PARAMS;
export const REASON_CODES = Object.keys(REASON_PARAMS) as ReasonCode[];

type ParamsOf<C extends ReasonCode> = { [P in (typeof REASON_PARAMS)[C][number]]: P extends 'cause' ? Reason : string | number };

/** One refusal: `{ code: 'unknownPiece', piece: 'dragon' }`. */
export type Reason = { [C in ReasonCode]: { code: C } & ParamsOf<C> }[ReasonCode];

/** A parser's answer: the value, or the English sentence and the reason it words. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string; reason: Reason };

export const fail = (error: string, reason: Reason): { ok: false; error: string; reason: Reason } => ({ ok: false, error, reason });

/**
 * What the rules did on a played move beyond moving (move-facts.ts decides), each code with the values its sentence
 * needs; `piece`, `to` and `victim` are piece ids. Boards record these and word them in the reader's language.
 */
export const MOVE_FACT_PARAMS = {
  /** Maka: promotion was compulsory because a promoted piece was captured. */
  promotedVictimForcesPromotion: ['piece', 'to', 'victim'],
  /** Tai, and Maka under the `other` reading: every capture by a piece that can promote promotes it. */
  everyCaptureForcesPromotion: ['piece', 'to'],
  /** Maka: capturing `victim` turned the capturer into `to`, as it must. */
  conversion: ['piece', 'victim', 'to'],
  /** Maka: the same, chosen by a capturer that could have refused it (King, Emperor, Drunk Elephant, Prince). */
  conversionChosen: ['piece', 'victim', 'to'],
  /** Dai: the unpromoted piece now stands where it can never move again. */
  deadPiece: ['piece'],
} as const satisfies Record<string, readonly string[]>;

export type MoveFactCode = keyof typeof MOVE_FACT_PARAMS;
export const MOVE_FACT_CODES = Object.keys(MOVE_FACT_PARAMS) as MoveFactCode[];

/** One fact: `{ code: 'deadPiece', piece: 'pawn' }`. */
export type MoveFact = { [C in MoveFactCode]: { code: C } & { [P in (typeof MOVE_FACT_PARAMS)[C][number]]: string } }[MoveFactCode];

/** A bad input is quoted back at most this long: enough to recognise it, never the whole of a pasted file. */
export const QUOTE_LIMIT = 80;

/** `text` as a message may quote it: at most QUOTE_LIMIT characters (the last one … when cut), no character split. */
export function clip(text: string): string {
  if (text.length <= QUOTE_LIMIT) return text;
  const head = Array.from(text.slice(0, 2 * QUOTE_LIMIT));
  if (head.length <= QUOTE_LIMIT && text.length <= 2 * QUOTE_LIMIT) return text;
  return `${head.slice(0, QUOTE_LIMIT - 1).join('')}…`;
}
