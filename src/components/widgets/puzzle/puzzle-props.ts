// Build-time props of a puzzle island: only the pieces its position holds and what they can turn into. Node only.
import { boardData } from '../board/board-props';
import type { BoardData } from '../board/board-data';
import type { PuzzleData } from '../../../schema';
import { nameIn, type Lang } from '../../../i18n';
import { catalog } from '../../../lib/catalog';

export function puzzleBoardData(puzzle: PuzzleData, lang: Lang = 'en'): BoardData {
  const all = boardData([puzzle.game], lang);
  const game = all.games[0]!;
  const onBoard = new Set([...puzzle.position.split(' ')[0]!.matchAll(/[A-Za-z][A-Za-z0-9-]*/g)].map((m) => m[0].toLowerCase()));
  const wanted = new Set(onBoard);
  for (const id of onBoard) if (game.promotions[id]) wanted.add(game.promotions[id]!);
  for (const c of game.conversions) wanted.add(c.becomes);
  // A promoted piece on the board is described by what it was: those pieces are named, not shipped whole.
  const origins = Object.entries(game.promotions).filter(([from, to]) => onBoard.has(to) && !wanted.has(from)).map(([from]) => catalog().piece(from));
  return { ...all, pieces: all.pieces.filter((p) => wanted.has(p.id)), names: Object.fromEntries(origins.map((p) => [p.id, nameIn(lang, p.names)])) };
}
