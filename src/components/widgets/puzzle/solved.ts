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

export function markSolved(id: string): void {
  const solved = readSolved();
  solved.add(id);
  try {
    localStorage.setItem(SOLVED_KEY, JSON.stringify([...solved].sort()));
  } catch {
    // Storage can be full or disabled (private windows): the puzzle still shows as solved until the page is left.
  }
}
