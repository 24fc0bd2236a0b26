// Talking to HaChu (Debian package `hachu`) over the xboard protocol: its square names and move text, and a driver.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { legalMoves, type Move, type Position } from '../../src/engine';
import { rankCells } from '../../src/engine/text/notation';

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
 * second step, or an igui) is two legs joined by a comma, `e4f5,f5g6`. A pass (out and back, the board unchanged) is
 * `@@@@`: HaChu 0.21 refuses it as two legs (`h8h9,h9h8` is "Illegal move"), and accepts `@@@@` (or `h8h8`) with the
 * same `# makemove` code (checked with /usr/games/hachu from a setboard position, Lion alone on h8).
 */
export function toHachuMove(m: Move, size: number): string {
  const sq = (s: number) => toHachuSquare(s, size);
  const promote = m.promote === true ? '+' : '';
  if (m.from === m.to && m.captures.length === 0) return '@@@@';
  const stop = m.from === m.to || (m.via.length > 0 && m.captures.includes(m.via[0]!)) ? m.via[0] : undefined;
  if (stop === undefined) return `${sq(m.from)}${sq(m.to)}${promote}`;
  return `${sq(m.from)}${sq(stop)},${sq(stop)}${sq(m.to)}${promote}`;
}

/**
 * The legal move of ours that HaChu's text names, or null when there is none (our rules forbid it). Every square its
 * legs end on that holds an enemy is captured; a missing `+` is a move that does not promote; `@@@@` is a pass.
 */
export function fromHachuMove(text: string, pos: Position): Move | null {
  if (text.trim() === '@@@@') return legalMoves(pos).find((m) => m.from === m.to && m.captures.length === 0) ?? null;
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

/**
 * HaChu's FEN letters for the Dai pieces (its piece table for `variant dai`, read from the binary's strings and
 * checked by `setboard` then `go`): a letter, `'` for the second set, `!` for the third; capitals are the first
 * player's (our Black). Unpromoted forms only: the harness sets up the starting position.
 */
const FEN_LETTERS: Record<string, string> = {
  lance: 'L', knight: 'N', 'stone-general': 'U', 'iron-general': 'I', 'copper-general': 'C', 'silver-general': 'S',
  'gold-general': 'G', king: 'K', 'reverse-chariot': 'A', 'cat-sword': "C'", 'ferocious-leopard': 'F',
  'blind-tiger': 'T', 'drunk-elephant': 'E', 'violent-ox': "X'", 'angry-boar': "A'", 'evil-wolf': 'W', kylin: 'O',
  lion: 'L!', phoenix: 'X', rook: 'R', 'flying-dragon': "F'", 'side-mover': 'M', 'vertical-mover': 'V', bishop: 'B',
  'dragon-horse': 'H', 'dragon-king': 'D', 'free-king': 'Q', pawn: 'P', 'go-between': "P'",
};

/**
 * A Dai position as HaChu's `setboard` reads it: ranks from the top, our left-to-right order. HaChu 0.21 refuses the
 * side-to-move and counter fields ("Unknown piece 'VS' in setup": it reads on into them), so the first player moves.
 */
export function toHachuFen(pos: Position): string {
  if (pos.turn !== 'black') throw new Error('HaChu setboard: only positions with Black (the first player) to move');
  const ranks = rankCells(pos, (p) => {
    const letter = FEN_LETTERS[p.id];
    if (!letter || p.promoted) throw new Error(`HaChu setboard: no letter for ${p.promoted ? 'promoted ' : ''}${p.id}`);
    return p.side === 'black' ? letter : letter.toLowerCase();
  });
  return ranks.map((cells) => cells.join('')).join('/');
}

/**
 * What HaChu's `# makemove <hex>` line says it executed: from and to on its board (rank stride 30, a1 = 0; a `to` at
 * or above 1024 is one of its codes for a Lion's two-leg move), and the promotion bit (0x800000).
 */
export function decodeMakemove(hex: string): { from: number; to: number; promote: boolean } {
  const m = parseInt(hex, 16);
  return { from: Math.floor(m / 2048) % 2048, to: m % 2048, promote: (m & 0x800000) !== 0 };
}

/** Our move as HaChu's makemove code would show it: the same fields, or null for `to` when it is a two-leg code. */
export function expectedMakemove(m: Move, size: number): { from: number; to: number | null; promote: boolean } {
  const sq = (s: number) => (size - 1 - Math.floor(s / size)) * 30 + (s % size);
  const twoLegs = m.from !== m.to && m.via.length > 0 && m.captures.includes(m.via[0]!);
  return { from: sq(m.from), to: twoLegs || (m.from === m.to && m.captures.length > 0) ? null : sq(m.to), promote: m.promote === true };
}

/** HaChu's own account of its last search, from its `post` line: depth, time in ms, nodes. */
export interface HachuStats {
  depth: number;
  ms: number;
  nodes: number;
}

/**
 * One HaChu process playing Dai Shogi in force mode: we tell it every move and ask it for its own. Pondering off
 * (`easy`); each `go` is preceded by `time`/`otim` in centiseconds: in HaChu 0.21 `st` only selects per-move mode and
 * the budget comes from `time` (its search limits print as about 0.98 of it), so both programs get `ms` a move.
 */
export class Hachu {
  private readonly proc: ChildProcessWithoutNullStreams;
  private buffer = '';
  /** Lines not yet read by `next`; one HaChu output chunk may hold several (both legs of a Lion move). */
  private queue: string[] = [];
  private wake: (() => void) | null = null;
  /** Every line HaChu said, for error messages. */
  readonly log: string[] = [];

  constructor(
    private readonly ms: number,
    start: Position,
  ) {
    this.proc = spawn('/usr/games/hachu', [], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc.stdout.setEncoding('utf8');
    this.proc.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let i;
      while ((i = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, i).trim();
        this.buffer = this.buffer.slice(i + 1);
        // Comments are debug output, except how it executed a move.
        if (!line || (line.startsWith('#') && !line.startsWith('# makemove'))) continue;
        if (process.env.HACHU_DEBUG) process.stderr.write(`< ${line}\n`);
        this.log.push(line);
        this.queue.push(line);
      }
      this.wake?.();
    });
    // Without `memory` HaChu allocates no hash table and crashes on its first search.
    this.send('xboard', 'protover 2', 'memory 64', 'new', 'variant dai', 'post', 'easy', 'force', `st ${Math.max(1, Math.ceil(ms / 1000))}`, `setboard ${toHachuFen(start)}`);
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

  /** Checks that setboard was taken (HaChu answers a refused setup with `tellusererror`). */
  async ready(): Promise<void> {
    this.send('ping 0');
    const reply = await this.next((l) => l.startsWith('tellusererror') || l === 'pong 0', 30_000);
    if (reply !== 'pong 0') throw new Error(`HaChu refused the setup: ${reply}`);
  }

  /** Tells HaChu the move played: its complaint when it refuses it, else the hex code of how it executed it. */
  async tell(move: string): Promise<{ refused: string } | { executed: string }> {
    this.send(`usermove ${move}`, 'ping 1');
    const lines: string[] = [];
    for (;;) {
      const line = await this.next((l) => l.startsWith('Illegal move') || l.startsWith('Error') || l.startsWith('# makemove') || l === 'pong 1', 30_000);
      if (line === 'pong 1') break;
      lines.push(line);
    }
    const refused = lines.find((l) => !l.startsWith('# makemove'));
    if (refused) return { refused };
    const made = lines.find((l) => l.startsWith('# makemove'));
    return { executed: made ? made.split(/\s+/)[2]! : '' };
  }

  /**
   * Asks HaChu to move with `ms` on both clocks: its move text (legs joined by commas), how it executed it, and its own
   * statistics; or its result claim (`1-0 {…}`, `resign`, …).
   */
  async play(): Promise<{ move: string; executed: string; stats: HachuStats | null } | { claim: string }> {
    const cs = Math.max(1, Math.round(this.ms / 10));
    this.send(`time ${cs}`, `otim ${cs}`, 'go');
    const legs: string[] = [];
    let stats: HachuStats | null = null;
    let executed = '';
    const post = /^(\d+)\s+-?\d+\s+(\d+)\s+(\d+)\b/;
    for (;;) {
      const line = await this.next((l) => post.test(l) || l.startsWith('# makemove') || l.startsWith('move ') || /^(1-0|0-1|1\/2-1\/2|resign)/.test(l), this.ms * 10 + 30_000);
      const p = post.exec(line);
      if (p) {
        stats = { depth: Number(p[1]), ms: Number(p[2]) * 10, nodes: Number(p[3]) };
        continue;
      }
      if (line.startsWith('# makemove')) {
        executed = line.split(/\s+/)[2]!;
        continue;
      }
      if (!line.startsWith('move ')) return { claim: line };
      const leg = line.slice(5).trim();
      legs.push(leg.replace(/,$/, ''));
      if (!leg.endsWith(',')) break;
    }
    this.send('force');
    return { move: legs.join(','), executed, stats };
  }

  quit(): void {
    this.send('quit');
    setTimeout(() => this.proc.kill(), 500).unref();
  }
}
