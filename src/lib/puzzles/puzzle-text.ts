// A rule puzzle in another language: the English entry (position, answer, links) with its translated texts put in.
import type { PuzzleData, PuzzleTranslation } from '../../schema';

/** `puzzle` with every reader-facing text from `t`; the build check has matched `t` to the puzzle's answer kind and options. */
export function translatePuzzle(puzzle: PuzzleData, t: PuzzleTranslation): PuzzleData {
  const { answer } = puzzle;
  const translated =
    answer.kind === 'choice'
      ? { ...answer, options: answer.options.map((o, i) => ({ ...o, text: t.options![i]!.text, ...(o.why === undefined ? {} : { why: t.options![i]!.why }) })) }
      : { ...answer, wrong: t.wrong! };
  return { ...puzzle, rule: t.rule, title: t.title, task: t.task, answer: translated, explanation: t.explanation, ruleLabel: t.ruleLabel };
}
