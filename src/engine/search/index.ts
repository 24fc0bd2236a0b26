// The computer opponent's public API: search a position for its best move; evaluation and piece values from data.
export { type SearchInfo, type SearchOptions, type SearchResult, DEFAULT_MS, MAX_DEPTH, WIN, gameTable, repeatable, search } from './search';
export type { TranspositionTable } from './tt';
export { type Evaluator, evaluator } from './eval';
export { mobilityValue, pieceValues } from './values';
