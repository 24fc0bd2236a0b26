// Game records as text: a short header, then the numbered moves in the move text; parseRecord/makeRecord round-trip.
import type { GameData } from '../../schema';
import { SOURCE_IDS, type GameId, type SourceId } from '../../schema/vocab';
import { applyMove, type Move } from '../model/move';
import { makeMove, makePosition, parseMove, parsePosition, type PositionCatalog } from './notation';
import { startPosition, type Position } from '../model/position';
import { clip, fail, type Reason, type Result } from './reason';
import { makeRules } from '../model/rules';

/** What `Source:` says when the main text of the game's article is followed. */
export const MAIN_TEXT = 'main text';

/** A game as played: the rules, where it started, every move in order and the positions they lead to. */
export interface GameRecord {
  game: GameId;
  source: SourceId | null;
  /** As written in the header (the export writes YYYY-MM-DD); empty when the header has none. */
  date: string;
  /** positions[0] is the start; positions[i + 1] follows moves[i]. */
  positions: Position[];
  moves: Move[];
}

/** The first move of a record that could not be played, and why; the moves before it are kept. */
export interface RecordDamage {
  /** The move's number in the record (1 = the first move). */
  number: number;
  /** The line of the record text it was on (1 = the first line). */
  line: number;
  text: string;
  /** Why, in English. */
  reason: string;
  /** Why, as a code for the pages to word in their language. */
  why: Reason;
}

export interface ParsedRecord extends GameRecord {
  damage: RecordDamage | null;
}

/**
 * The record's text: `Game:`, `Source:` and `Date:` lines, a `Position:` line when play did not start from the game's
 * own setup, a blank line, then one numbered move per line (`1. 8l-8k`).
 */
export function makeRecord(record: GameRecord): string {
  const start = record.positions[0]!;
  const header = [`Game: ${record.game}`, `Source: ${record.source ?? MAIN_TEXT}`, `Date: ${record.date}`];
  const setup = makePosition(startPosition(start.rules));
  if (makePosition(start) !== setup) header.push(`Position: ${makePosition(start)}`);
  const lines = record.moves.map((m, i) => `${i + 1}. ${makeMove(m, record.positions[i]!.size)}`);
  return `${header.join('\n')}\n\n${lines.map((l) => `${l}\n`).join('')}`;
}

const HEADERS = ['game', 'source', 'date', 'position'] as const;
type HeaderName = (typeof HEADERS)[number];

const values = <T>(c: Iterable<T> | ReadonlyMap<string, T>): T[] => [...(c instanceof Map ? c.values() : (c as Iterable<T>))];

/**
 * Reads a record. A header the site cannot use (no `Game:`, an unknown game or source, a bad position) fails the whole
 * record; a move that cannot be played ends the replay there: the result keeps the moves before it and names it in
 * `damage`. Never throws on user input.
 */
export function parseRecord(text: string, catalog: PositionCatalog): Result<ParsedRecord> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = new Map<HeaderName, string>();
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const m = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!m) break;
    const name = m[1]!.toLowerCase() as HeaderName;
    const at = { line: i + 1, header: clip(m[1]!) };
    if (!HEADERS.includes(name)) return fail(`line ${i + 1}: unknown header "${at.header}:"; a record's headers are Game:, Source:, Date: and Position:`, { code: 'unknownHeader', ...at });
    if (header.has(name)) return fail(`line ${i + 1}: the header "${at.header}:" is given twice`, { code: 'repeatedHeader', ...at });
    header.set(name, m[2]!.trim());
  }
  const gameId = header.get('game');
  if (!gameId) return fail('the record has no "Game:" line: write "Game: dai", "Game: maka-dai-dai" or "Game: tai" first', { code: 'noGameLine' });
  const game = values<GameData>(catalog.games).find((g) => g.id === gameId);
  if (!game) {
    const known = values<GameData>(catalog.games).map((g) => g.id).join(', ');
    return fail(`unknown game "${clip(gameId)}" in the "Game:" line; known games: ${known}`, { code: 'recordUnknownGame', game: clip(gameId), known });
  }
  const sourceText = header.get('source') ?? MAIN_TEXT;
  const source = sourceText === MAIN_TEXT || sourceText === '' ? null : sourceText;
  if (source !== null && !(SOURCE_IDS as readonly string[]).includes(source)) {
    const known = SOURCE_IDS.join(', ');
    return fail(`unknown source "${clip(source)}" in the "Source:" line; write "${MAIN_TEXT}" or one of ${known}`, { code: 'recordUnknownSource', source: clip(source), mainText: MAIN_TEXT, known });
  }
  const rulesText = source ? `${game.id}/${source}` : game.id;
  const positionText = header.get('position');
  let start: Position;
  if (positionText) {
    const fields = positionText.split(/\s+/);
    if (fields.length === 3 && fields[2] !== rulesText) {
      return fail(`the "Position:" line names the rules "${clip(fields[2]!)}", but the header says ${rulesText}`, { code: 'positionRules', rules: clip(fields[2]!), header: rulesText });
    }
    const parsed = parsePosition(positionText, catalog);
    if (!parsed.ok) return fail(`the "Position:" line: ${parsed.error}`, { code: 'positionLine', cause: parsed.reason });
    start = parsed.value;
  } else {
    start = startPosition(makeRules({ pieces: catalog.pieces, game }, { source: source as SourceId | null }));
  }

  const record: ParsedRecord = { game: game.id, source: source as SourceId | null, date: header.get('date') ?? '', positions: [start], moves: [], damage: null };
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const number = record.moves.length + 1;
    const m = /^([0-9]+)\.\s*(\S+)\s*$/.exec(line);
    const damage = (reason: string, why: Reason) => ({ ...record, damage: { number, line: i + 1, text: clip(m?.[2] ?? line), reason, why } });
    if (!m) return { ok: true, value: damage(`a move line is "<number>. <move>", e.g. "${number}. 8l-8k"`, { code: 'moveLine', number }) };
    if (Number(m[1]) !== number) return { ok: true, value: damage(`move ${number} is numbered ${clip(m[1]!)}`, { code: 'moveNumber', number, found: clip(m[1]!) }) };
    const pos = record.positions[record.positions.length - 1]!;
    // No move text is near 80 characters (the longest paths are a few squares), so a longer one is read cut short:
    // it still fails, and its message quotes only the cut.
    const move = parseMove(clip(m[2]!), pos);
    if (!move.ok) return { ok: true, value: damage(move.error, move.reason) };
    record.moves.push(move.value);
    record.positions.push(applyMove(pos, move.value));
  }
  return { ok: true, value: record };
}
