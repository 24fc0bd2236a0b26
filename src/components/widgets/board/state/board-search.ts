// The palette's search: a piece found by any of its names, in any script (kanji, simplified, Japanese, romaji, English).
import type { PieceData } from '../../../../schema';

/**
 * Latin text folded for matching: lowercase, no macrons or accents, no spaces, hyphens or apostrophes, and long vowels
 * written out (ou, oo, uu) shortened, so "kōgyō", "kougyou" and "Kogyo" all read "kogyo".
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, '')
    .replace(/ou|oo/g, 'o')
    .replace(/uu/g, 'u');
}

/** Every name of a piece a reader may type: the CJK forms as written, the Latin ones folded. */
function names(p: PieceData): { cjk: string[]; latin: string[] } {
  const n = p.names;
  return {
    cjk: [n.kanji, n.simplified, n.ja ?? '', ...n.alt, p.label].filter(Boolean),
    latin: [n.reading, n.en, p.id].map(fold),
  };
}

/** How well `query` names piece `p`: 3 = one of its names exactly, 2 = a name starts with it, 1 = contains it, 0 = no. */
export function matchScore(p: PieceData, query: string): number {
  const q = query.trim();
  if (!q) return 0;
  const latin = fold(q);
  const { cjk, latin: words } = names(p);
  let score = 0;
  for (const name of cjk) score = Math.max(score, name === q ? 3 : name.startsWith(q) ? 2 : name.includes(q) ? 1 : 0);
  if (latin) for (const word of words) score = Math.max(score, word === latin ? 3 : word.startsWith(latin) ? 2 : word.includes(latin) ? 1 : 0);
  return score;
}

/** The pieces matching `query`, best first: an exact name, then a name starting with it, then one containing it. */
export function searchPieces(pieces: PieceData[], query: string): PieceData[] {
  if (!query.trim()) return pieces.slice().sort((a, b) => a.names.en.localeCompare(b.names.en));
  const scored: [number, PieceData][] = [];
  for (const p of pieces) {
    const score = matchScore(p, query);
    if (score) scored.push([score, p]);
  }
  return scored.sort((a, b) => b[0] - a[0] || a[1].names.en.localeCompare(b[1].names.en)).map(([, p]) => p);
}
