// The puzzle list's tactics: the filters by game and difficulty, and the marks of tactics due for review in the drills'
// schedule.
import { tacticStatuses } from '../components/widgets/drill/schedule/tactic-review';
import { fill } from '../i18n';

const items = () => [...document.querySelectorAll<HTMLElement>('li[data-tactic-card]')];

export function showDue(): void {
  const list = items();
  const statuses = tacticStatuses(list.map((li) => li.dataset.tacticCard ?? ''), Date.now());
  list.forEach((li, i) => li.querySelector<HTMLElement>('.pz-due-mark')?.toggleAttribute('hidden', statuses[i] !== 'due'));
}

/** Shows the tactics of the chosen game and difficulty (either may be "all"), and says how many are shown. */
export function filterTactics(): void {
  const box = document.querySelector<HTMLElement>('[data-tactic-filter]');
  const shown = document.querySelector<HTMLElement>('[data-tactics-shown]');
  if (!box || !shown) return;
  const game = box.querySelector<HTMLSelectElement>('select[name="game"]')!;
  const difficulty = box.querySelector<HTMLSelectElement>('select[name="difficulty"]')!;
  const apply = () => {
    const list = items();
    let n = 0;
    for (const li of list) {
      const show = (!game.value || li.dataset.game === game.value) && (!difficulty.value || li.dataset.difficulty === difficulty.value);
      li.hidden = !show;
      if (show) n++;
    }
    shown.textContent = fill(shown.dataset.template ?? '', { n, total: list.length });
  };
  game.addEventListener('change', apply);
  difficulty.addEventListener('change', apply);
  apply();
}
