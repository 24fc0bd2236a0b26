// The computer opponent's Web Worker: parses the position to search and the game's earlier ones it could repeat,
// searches, posts what it found after each depth.
import { makeMove, parsePosition, type Position, type PositionCatalog, type Side } from '../../../engine';
import { gameTable, search, type TranspositionTable } from '../../../engine/search';
import type { FromWorker, ToWorker } from './protocol';

let catalog: PositionCatalog | null = null;
const post = (message: FromWorker) => postMessage(message);

/**
 * The transposition tables of the game and board searched last, one for each side to move (the computer's moves, the
 * reader's hints), kept from search to search as a program keeps its table between moves; another game or board size
 * starts afresh.
 */
let tableGame = '';
const tables = new Map<Side, TranspositionTable>();
function tableFor(pos: Position): TranspositionTable {
  const game = `${pos.rules.game.id} ${pos.size}`;
  if (game !== tableGame) {
    tables.clear();
    tableGame = game;
  }
  let table = tables.get(pos.turn);
  if (!table) tables.set(pos.turn, (table = gameTable()));
  return table;
}

onmessage = (e: MessageEvent<ToWorker>) => {
  const msg = e.data;
  if (msg.type === 'init') {
    catalog = { pieces: msg.pieces, games: msg.games };
    return;
  }
  if (!catalog) return post({ type: 'error', id: msg.id, message: 'the computer opponent was not given the rules' });
  const positions: Position[] = [];
  for (const text of [msg.position, ...msg.history]) {
    const r = parsePosition(text, catalog);
    if (!r.ok) return post({ type: 'error', id: msg.id, message: r.error });
    positions.push(r.value);
  }
  const [pos, ...history] = positions as [Position, ...Position[]];
  const text = (m: Parameters<typeof makeMove>[0]) => makeMove(m, pos.size);
  const excluded = new Set(msg.exclude ?? []);
  const r = search(pos, {
    ms: msg.ms,
    history,
    contempt: msg.contempt,
    played: msg.played,
    table: tableFor(pos),
    exclude: excluded.size ? (m) => excluded.has(text(m)) : undefined,
    onInfo: (i) => post({ type: 'info', id: msg.id, move: i.pv[0] ? text(i.pv[0]) : null, score: i.score, depth: i.depth, pv: i.pv.map(text), nodes: i.nodes }),
  });
  post({ type: 'done', id: msg.id, move: r.move && text(r.move), score: r.score, depth: r.depth, pv: r.pv.map(text), nodes: r.nodes });
};
