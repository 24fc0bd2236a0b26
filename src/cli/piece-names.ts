// Finding a piece by any of its names: id, kanji in any script, reading with or without macrons, English.
import type { PieceData } from '../schema';

/** Case, spaces and hyphens ignored: "Free King" = "free-king" = "freeking". */
const loose = (text: string): string => text.normalize('NFC').toLowerCase().replace(/[\s_-]+/g, '');

/** Also without macrons and other marks: "shishi" = "shíshi", "dosho" = "dōshō". */
export const normalizeName = (text: string): string => loose(text.normalize('NFKD').replace(/\p{M}/gu, ''));

/** Every name a reader might type for the piece. */
export function pieceNames(p: PieceData): string[] {
  const { kanji, simplified, ja, alt, reading, en } = p.names;
  return [p.id, kanji, simplified, ...(ja ? [ja] : []), ...alt, reading, en];
}

/**
 * The pieces called `name`: an exact id wins outright, then a name as written (case aside; 'dōshō' is the Copper and
 * 'doshō' the Earth General), then a name without macrons. When several pieces share it, those in `preferred` (the
 * pieces of the game asked about) are kept.
 */
export function findPieces(pieces: Iterable<PieceData>, name: string, preferred?: ReadonlySet<string>): PieceData[] {
  const list = [...pieces];
  const byId = list.find((p) => p.id === name);
  if (byId) return [byId];
  for (const norm of [loose, normalizeName]) {
    const wanted = norm(name);
    const found = list.filter((p) => pieceNames(p).some((n) => norm(n) === wanted));
    const inGame = preferred ? found.filter((p) => preferred.has(p.id)) : [];
    if (found.length) return inGame.length ? inGame : found;
  }
  return [];
}
