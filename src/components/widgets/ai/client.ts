// The page's side of the computer opponent: one module worker, started on first use; a search can be stopped at once.
import type { GameData, PieceData } from '../../../schema';
import type { FromWorker, Thought } from './protocol';

export interface ThinkRequest {
  position: string;
  /** The game's earlier positions that `position` could repeat, oldest first. */
  history: string[];
  ms: number;
  /** Root moves (move text) the search leaves out: the analysis asks for its second and third lines so. */
  exclude?: string[];
  /** A repetition's score against the side to move (default: the search's contempt); the analysis asks for 0. */
  contempt?: number;
  /** How many plies the game has had before `position` (default: the length of `history`). */
  played?: number;
  /** Called after each depth the search finishes. */
  onInfo: (t: Thought) => void;
}

/**
 * Runs searches one at a time. A search runs to its time limit inside the worker, which cannot read messages
 * meanwhile, so stopping one ends the worker; the answer is then the last depth it reported (null before the first).
 */
export class Opponent {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; last: Thought | null; resolve: (t: Thought | null) => void; reject: (e: Error) => void; onInfo: (t: Thought) => void } | null = null;

  constructor(private readonly data: { pieces: PieceData[]; games: GameData[] }) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
    w.onerror = (e) => {
      e.preventDefault();
      this.fail(new Error(e.message || 'the computer opponent stopped working'));
    };
    w.postMessage({ type: 'init', pieces: this.data.pieces, games: this.data.games });
    return (this.worker = w);
  }

  private receive(msg: FromWorker): void {
    const p = this.pending;
    if (!p || msg.id !== p.id) return;
    if (msg.type === 'error') return this.fail(new Error(msg.message));
    const { type: _type, ...thought } = msg;
    p.last = thought;
    if (msg.type === 'info') return p.onInfo(thought);
    this.pending = null;
    p.resolve(thought);
  }

  private fail(e: Error): void {
    const p = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    p?.reject(e);
  }

  /** Searches the position; resolves to the final answer, or to the last one reported when stopped. */
  think(req: ThinkRequest): Promise<Thought | null> {
    this.stop();
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, last: null, resolve, reject, onInfo: req.onInfo };
      worker.postMessage({ type: 'search', id, position: req.position, history: req.history, ms: req.ms, exclude: req.exclude, contempt: req.contempt, played: req.played });
    });
  }

  /** Ends the running search, if any, answering with what it had found. */
  stop(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    p.resolve(p.last);
  }
}
