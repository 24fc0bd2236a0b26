// The puzzle list: marks the puzzles solved in this browser and says how many.
import { readSolved } from '../components/widgets/puzzle/solved';
import { fill } from '../i18n';

export function showSolved(): void {
  const solved = readSolved();
  let count = 0;
  for (const li of document.querySelectorAll<HTMLElement>('[data-puzzle-id]')) {
    const done = solved.has(li.dataset.puzzleId ?? '');
    li.querySelector<HTMLElement>('.pz-solved-mark')?.toggleAttribute('hidden', !done);
    if (done) count++;
  }
  const progress = document.querySelector<HTMLElement>('[data-puzzle-progress]');
  if (progress) progress.textContent = fill(progress.dataset.template ?? '', { n: progress.dataset.total ?? '', solved: count });
}
