// The puzzle widget's and pages' UI strings, in one place (to move into the site's dictionaries with issue 14).
export const PUZZLE_WORDS = {
  right: 'Right.',
  wrong: 'Not quite.',
  check: 'Check',
  retry: 'Try again',
  marked: 'marked',
  missed: 'missed: the engine allows this square',
  wrongSquare: 'wrong: not allowed',
  rightSquare: 'right',
  solved: 'Solved',
  ruleLink: 'The rule',
  markHint: 'Select squares (click, or arrow keys and Enter) to mark or unmark them, then press Check.',
  moveHint: 'Play the move on the board: select a piece, then its destination (Lion-type moves one step at a time).',
  choiceHint: 'Pick one answer, then press Check. The board shows each piece’s moves when you point at it or focus it.',
  choiceLegend: 'Your answer',
  missedList: 'Squares you missed',
  wrongList: 'Squares marked that the piece cannot reach',
  nothingMarked: 'No square marked yet.',
  markedCount: (n: number) => `${n} ${n === 1 ? 'square' : 'squares'} marked.`,
  pickFirst: 'Pick an answer first.',
} as const;

/** The key under which solved puzzle ids are kept in localStorage (versioned, so a change of format starts afresh). */
export const SOLVED_KEY = 'large-shogi:puzzles-solved:v1';
