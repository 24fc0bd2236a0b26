// Talking to HaChu (Debian package `hachu`) over the xboard protocol: its square names and move text, and a driver.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { legalMoves, type Move, type Position } from '../../src/engine';

/**
 * HaChu names squares chess-style: file letters a… from the left as the first player (our Black) sees the board,
 * ranks 1… from that player's side. Ours: file numbers from Black's right, rank letters from the top.
 */
export function toHachuSquare(sq: number, size: number): string {
  const col = sq % size;
  const row = Math.floor(sq / size);
  return `${String.fromCharCode(97 + col)}${size - row}`;
}

export function fromHachuSquare(text: string, size: number): number | null {
  const m = /^([a-y])([0-9]{1,2})$/.exec(text);
  if (!m) return null;
  const col = m[1]!.charCodeAt(0) - 97;
  const row = size - Number(m[2]);
  return col < size && row >= 0 && row < size ? row * size + col : null;
}

/**
 * Our move in HaChu's text: `from to`, with `+` when it promotes; a Lion move that stops on the way (a capture then a
 * second step, an igui or a pass) is two legs joined by a comma, `e4f5,f5g6`.
 */
export function toHachuMove(m: Move, size: number): string {
  const sq = (s: number) => toHachuSquare(s, size);
  const promote = m.promote === true ? '+' : '';
  const stop = m.from === m.to || (m.via.length > 0 && m.captures.includes(m.via[0]!)) ? m.via[0] : undefined;
  if (stop === undefined) return `${sq(m.from)}${sq(m.to)}${promote}`;
  return `${sq(m.from)}${sq(stop)},${sq(stop)}${sq(m.to)}${promote}`;
}

/**
 * The legal move of ours that HaChu's text names, or null when there is none (our rules forbid it). Every square its
 * legs end on that holds an enemy is captured; a missing `+` is a move that does not promote.
 */
export function fromHachuMove(text: string, pos: Position): Move | null {
  const legs = text.trim().split(',');
  const squares: number[] = [];
  for (const [i, leg] of legs.entries()) {
    const m = /^([a-y][0-9]{1,2})([a-y][0-9]{1,2})\+?$/.exec(leg);
    if (!m) return null;
    const a = fromHachuSquare(m[1]!, pos.size);
    const b = fromHachuSquare(m[2]!, pos.size);
    if (a === null || b === null || (i > 0 && a !== squares[squares.length - 1])) return null;
    if (i === 0) squares.push(a);
    squares.push(b);
  }
  const from = squares[0]!;
  const to = squares[squares.length - 1]!;
  const side = pos.board[from]?.side;
  const captures = new Set(squares.slice(1).filter((s) => s !== from && pos.board[s] && pos.board[s]!.side !== side));
  const promote = text.trim().endsWith('+');
  const found = legalMoves(pos, from).filter(
    (m) => m.to === to && m.captures.length === captures.size && m.captures.every((s) => captures.has(s)) && (m.promote === true) === promote,
  );
  // A pass names the square stepped out to; ours keeps one pass per piece, whichever square it names.
  return found[0] ?? null;
}

/** One HaChu process playing Dai Shogi in force mode: we tell it every move and ask it for its own. */
export class Hachu {
  private readonly proc: ChildProcessWithoutNullStreams;
  private buffer = '';
  /** Lines not yet read by `next`; one HaChu output chunk may hold several (both legs of a Lion move). */
  private queue: string[] = [];
  private wake: (() => void) | null = null;
  /** Every line HaChu said, for error messages. */
  readonly log: string[] = [];

  constructor(seconds: number) {
    this.proc = spawn('/usr/games/hachu', [], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc.stdout.setEncoding('utf8');
    this.proc.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let i;
      while ((i = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, i).trim();
        this.buffer = this.buffer.slice(i + 1);
        if (!line || line.startsWith('#')) continue;
        if (process.env.HACHU_DEBUG) process.stderr.write(`< ${line}\n`);
        this.log.push(line);
        this.queue.push(line);
      }
      this.wake?.();
    });
    // Without `memory` HaChu allocates no hash table and crashes on its first search.
    this.send('xboard', 'protover 2', 'memory 64', 'new', 'variant dai', `st ${seconds}`, 'easy', 'force');
  }

  private send(...lines: string[]): void {
    if (process.env.HACHU_DEBUG) process.stderr.write(`> ${lines.join(' / ')}\n`);
    this.proc.stdin.write(`${lines.join('\n')}\n`);
  }

  /** The next line that `accept`s (lines before it are dropped), waiting at most `ms`. */
  private async next(accept: (line: string) => boolean, ms: number): Promise<string> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.queue.findIndex(accept);
      if (i >= 0) return this.queue.splice(0, i + 1)[i]!;
      this.queue = [];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`HaChu said nothing useful for ${ms} ms (last: ${this.log.slice(-3).join(' | ')})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Tells HaChu the move played; resolves to its complaint when it refuses it, else null. */
  async tell(move: string): Promise<string | null> {
    this.send(`usermove ${move}`, 'ping 1');
    const reply = await this.next((l) => l.startsWith('Illegal move') || l.startsWith('Error') || l === 'pong 1', 30_000);
    if (reply !== 'pong 1') {
      await this.next((l) => l === 'pong 1', 30_000);
      return reply;
    }
    return null;
  }

  /** Asks HaChu to move: its move text (legs joined by commas), or its result claim (`1-0 {…}`, `resign`, …). */
  async play(timeoutMs: number): Promise<{ move: string } | { claim: string }> {
    this.send('go');
    const legs: string[] = [];
    for (;;) {
      const line = await this.next((l) => l.startsWith('move ') || /^(1-0|0-1|1\/2-1\/2|resign)/.test(l), timeoutMs);
      if (!line.startsWith('move ')) return { claim: line };
      const leg = line.slice(5).trim();
      legs.push(leg.replace(/,$/, ''));
      if (!leg.endsWith(',')) break;
    }
    this.send('force');
    return { move: legs.join(',') };
  }

  quit(): void {
    this.send('quit');
    setTimeout(() => this.proc.kill(), 500).unref();
  }
}
