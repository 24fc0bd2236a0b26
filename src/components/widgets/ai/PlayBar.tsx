// The bar under a board on a narrow screen: whose turn or what the computer is doing, and the buttons a game needs
// (play against the computer, stop its search, undo, redo, resign). It sticks to the bottom of the screen while the
// board is in view, so a reader panning a big board never scrolls past it to play; wide screens have the side panel.
import { opponent } from '../../../engine';
import { GameButtons, TurnLine } from '../board/BoardPanel';
import { outcome } from '../board/state/board-state';
import { aiStatus, PlayToggle, StopButton, type BoardAiProps } from './BoardAi';

export function PlayBar(props: BoardAiProps) {
  const { state, ai, words: w } = props;
  const status = outcome(state) === null && (ai.task || ai.computer) ? aiStatus(ai, state, w) : '';
  return (
    <div class="bw-bar" role="group" aria-label={w.bar} data-ai={ai.task ?? 'idle'}>
      <div role="status">
        {status ? <p class="bw-bar-status">{ai.task && <span class="bw-spinner" aria-hidden="true" />}{status}</p> : <TurnLine state={state} cls="bw-bar-status" />}
      </div>
      <div class="bw-row">
        <PlayToggle {...props} />
        <StopButton ai={ai} control={props.control} words={w} />
        <GameButtons state={state} dispatch={props.dispatch} player={ai.computer && opponent(ai.computer)} />
      </div>
    </div>
  );
}
