// How a game record reaches the analysis board: in the address's fragment (`#record=` and the record text,
// URI-encoded), so it stays in the reader's browser, survives a reload and can be shared as a link.
export const RECORD_HASH = '#record=';

/** The analysis board's address (`page`, e.g. /ja/analysis/) carrying `record`. */
export const analysisLink = (page: string, record: string): string => `${page}${RECORD_HASH}${encodeURIComponent(record)}`;

/** The record in an address fragment: its text, `damaged` when it cannot be decoded, or null when there is none. */
export function recordFromHash(hash: string): { text: string } | 'damaged' | null {
  if (!hash.startsWith(RECORD_HASH)) return null;
  try {
    return { text: decodeURIComponent(hash.slice(RECORD_HASH.length)) };
  } catch {
    return 'damaged';
  }
}
