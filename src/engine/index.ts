// The rules engine's public API: pure TypeScript, data in, positions and moves out.
export { type Square, squareName, parseSquare } from './model/square';
export { type Rules, type CompiledPiece, type Catalog, makeRules, atomsFor } from './model/rules';
export { type Side, type Piece, type Position, SIDES, opponent, emptyPosition, startPosition, putPiece, winner } from './model/position';
export { type Move, applyMove } from './model/move';
export { legalMoves } from './moves/movegen';
export { attacks, isProtected } from './moves/attacks';
export { passSquares } from './moves/lion';
export { type EmperorBar, EMPEROR_BARS, emperorBar } from './moves/emperor';
export { isDead } from './moves/promotion';
export { type Reach, type ReachOptions, reach } from './moves/reach';
export { type Result, type Reason, type ReasonCode, REASON_CODES, REASON_PARAMS, type MoveFact, type MoveFactCode, MOVE_FACT_CODES, MOVE_FACT_PARAMS, QUOTE_LIMIT, clip } from './text/reason';
export { moveFacts } from './moves/move-facts';
export { type PositionCatalog, parsePosition, makePosition, parseMove, makeMove } from './text/notation';
export { betza } from './text/betza';
export { perft, perftDivide } from './moves/perft';
export { type GameRecord, type ParsedRecord, type RecordDamage, MAIN_TEXT, parseRecord, makeRecord } from './text/record';
