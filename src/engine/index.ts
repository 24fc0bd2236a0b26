// The rules engine's public API: pure TypeScript, data in, positions and moves out.
export { type Square, squareName, parseSquare } from './square';
export { type Rules, type CompiledPiece, type Catalog, makeRules, atomsFor } from './rules';
export { type Side, type Piece, type Position, SIDES, opponent, emptyPosition, startPosition, putPiece, winner } from './position';
export { type Move, applyMove } from './move';
export { legalMoves } from './movegen';
export { attacks, isProtected } from './attacks';
export { passSquares } from './lion';
export { type EmperorBar, EMPEROR_BARS, emperorBar } from './emperor';
export { isDead } from './promotion';
export { type Reach, type ReachOptions, reach } from './reach';
export { type Result, type Reason, type ReasonCode, REASON_CODES, REASON_PARAMS, type MoveFact, type MoveFactCode, MOVE_FACT_CODES, MOVE_FACT_PARAMS, QUOTE_LIMIT, clip } from './reason';
export { moveFacts } from './move-facts';
export { type PositionCatalog, parsePosition, makePosition, parseMove, makeMove } from './notation';
export { betza } from './betza';
export { perft, perftDivide } from './perft';
export { type GameRecord, type ParsedRecord, type RecordDamage, MAIN_TEXT, parseRecord, makeRecord } from './record';
