// Which puzzles the reader has solved, kept in localStorage; a blocked or damaged store counts as none solved.

/** The key under which solved puzzle ids are kept (versioned, so a change of format starts afresh). */
export const SOLVED_KEY = 'large-shogi:puzzles-solved:v1';

export function readSolved(): Set<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SOLVED_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers `id` as solved; false when the browser refuses (storage full or disabled), for the page to say so. */
export function markSolved(id: string): boolean {
  const solved = readSolved();
  solved.add(id);
  try {
    localStorage.setItem(SOLVED_KEY, JSON.stringify([...solved].sort()));
    return true;
  } catch {
    return false;
  }
}
