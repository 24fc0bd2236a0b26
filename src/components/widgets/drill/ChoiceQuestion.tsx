// Name and promotion cards: the reader picks one answer (a movement diagram drawn by the engine, or a promoted form),
// or, on a name card, types the piece's name; the answer is graded at once and the right one shown.
import { useMemo } from 'preact/hooks';
import { betza, reach } from '../../../engine';
import { nameIn } from '../../../i18n';
import { diagramRadius } from '../../../lib/diagram/marks';
import { marksOf } from '../../../lib/diagram/reach-marks';
import DiagramGrid from '../diagram/DiagramGrid';
import type { BoardEnv } from '../board/board-data';
import type { NameCard, PromotionCard } from './cards/drill-deck';
import type { Action, Session } from './drill-session';
import type { Words } from './drill-words';

interface Props<C> {
  card: C;
  env: BoardEnv;
  s: Session;
  dispatch: (a: Action) => void;
  W: Words;
}

const stateOf = (s: Session, value: string | null, answer: string | null) =>
  !s.answer ? undefined : value === answer ? 'right' : s.answer.chosen === value ? 'chosen' : undefined;

export function NameQuestion({ card, env, s, dispatch, W }: Props<NameCard>) {
  const piece = env.pieces.get(card.piece)!;
  const rules = env.rules(card.game, card.source);
  const diagrams = useMemo(() => card.choices.map((id) => {
    const atoms = rules.pieces.get(id)!.atoms;
    const size = 2 * diagramRadius([atoms]) + 1;
    return { id, size, marks: marksOf(atoms, reach(rules, id, { size })), betza: betza(atoms) };
  }), [card, rules]);
  const answer = s.answer;
  return (
    <div class="drill-name">
      <p class="drill-task">{W.nameTask} <span class="drill-kanji kanji" lang="ja">{env.data.lang === 'zh' ? nameIn('zh', piece.names) : piece.names.kanji}</span></p>
      <ul class="drill-choices drill-diagrams">
        {diagrams.map((d, i) => (
          <li>
            <button type="button" data-choice={d.id} data-state={stateOf(s, d.id, card.piece)} disabled={!!answer}
              aria-label={W.diagramLabel(i + 1, d.betza, d.marks.length)}
              onClick={() => dispatch({ type: 'choose', chosen: d.id, answer: card.piece, now: Date.now() })}>
              <DiagramGrid size={d.size} label="" marks={d.marks} />
            </button>
          </li>
        ))}
      </ul>
      {!answer && (
        <form class="drill-type" onSubmit={(e) => { e.preventDefault(); dispatch({ type: 'check-name', piece, now: Date.now() }); }}>
          <label>
            {W.typeLabel}{' '}
            <input type="text" value={s.typed} autocomplete="off" lang="" onInput={(e) => dispatch({ type: 'type', text: (e.target as HTMLInputElement).value })} />
          </label>{' '}
          <button type="submit">{W.checkName}</button>
        </form>
      )}
      {answer && (
        <div class="drill-result" data-right={String(answer.right)}>
          <p>
            <strong>{answer.right ? W.right : W.wrongAnswer}</strong>{' '}
            {answer.typed !== undefined
              ? (answer.right ? W.typedRight : W.typedWrong)(answer.typed, W.pieceWithReading(piece.names))
              : !answer.right && W.choseWrong(W.pieceWithReading(piece.names))}
          </p>
        </div>
      )}
    </div>
  );
}

export function PromotionQuestion({ card, env, s, dispatch, W }: Props<PromotionCard>) {
  const piece = env.pieces.get(card.piece)!;
  const game = env.games.get(card.game)!;
  const label = (id: string) => {
    const p = env.pieces.get(id);
    return p ? W.piece(p.names) : id;
  };
  const options: (string | null)[] = [...card.choices, null];
  const target = card.answer ? env.pieces.get(card.answer) : undefined;
  const to = card.answer ? (target ? W.piece(target.names) : card.answer) : null;
  return (
    <div class="drill-promotion">
      <p class="drill-task">{W.promotionTask(W.piece(piece.names), W.game(game.names))}</p>
      <ul class="drill-choices">
        {options.map((id) => (
          <li>
            <button type="button" data-choice={id ?? 'none'} data-state={stateOf(s, id, card.answer)} disabled={!!s.answer}
              onClick={() => dispatch({ type: 'choose', chosen: id, answer: card.answer, now: Date.now() })}>
              {id ? label(id) : W.noPromotion}
            </button>
          </li>
        ))}
      </ul>
      {s.answer && (
        <div class="drill-result" data-right={String(s.answer.right)}>
          <p><strong>{s.answer.right ? W.right : W.wrongAnswer}</strong> {W.promotionAnswer(W.piece(piece.names), to)}</p>
        </div>
      )}
    </div>
  );
}
