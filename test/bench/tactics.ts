// `npm run tactics -- <game> --games N [--seed S]`: plays seeded engine-vs-engine games (random opening moves and
// occasional random moves from the seed), keeps the positions where exactly one move wins decisively, verifies each
// deeper, drops near-duplicates and writes them as tactic puzzles (content/puzzles/ and their ja/zh translations).
// Every search here has a fixed depth, never a time budget: the same seed finds the same tactics.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyMove, legalMoves, makeMove, makePosition, makeRules, startPosition, winner, type Position } from '../../src/engine';
import { search } from '../../src/engine/search';
import { CONTENT_DIR, loadContent } from '../../src/lib/content';
import { checkTactic, isTactic, strongValue } from '../../src/lib/puzzles/tactic';
import { tacticFacts, tacticText, type TacticText } from '../../src/lib/puzzles/tactic-text';
import { TACTIC_DEPTHS } from '../../src/lib/puzzles/tactic-depths';
import { prng } from '../helpers/prng';
import { option } from './stats';

const GAMES = ['dai', 'maka-dai-dai', 'tai'] as const;
const SHORT: Record<(typeof GAMES)[number], string> = { dai: 'dai', 'maka-dai-dai': 'maka', tai: 'tai' };
/** A game still going after this many plies ends. */
const MAX_PLIES = 160;
/** The generator demands this margin over every other move, more than the tests' 3 pawns: a later tweak of the
 * evaluation's positional terms cannot flip the answer. */
const GENERATION_MARGIN = 500;
/**
 * Random plies at the start of each game, and the chance of a random move later (the blunders tactics punish). Maka's
 * armies stand far apart and its depth-1 games shuffle pieces to and fro: more random moves bring them into contact.
 */
const OPENING = [4, 12];
const RANDOM_MOVE: Record<(typeof GAMES)[number], number> = { dai: 0.15, 'maka-dai-dai': 0.35, tai: 0.15 };

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
const game = process.argv[2] as (typeof GAMES)[number];
if (!GAMES.includes(game)) fail(`usage: npm run tactics -- <${GAMES.join('|')}> --games N [--seed S] [--max M] [--first N]`);
const games = option('games', 1, 0);
const seed = option('seed', 1, 0);
const limit = option('max', 1_000_000, 0);
const depths = TACTIC_DEPTHS[game];

const content = loadContent();
const rules = makeRules({ pieces: content.pieces, game: content.games.get(game)! });
const start = startPosition(rules);
const strong = strongValue(start);
const random = prng(seed);

/** Near-duplicates: the same answer by the same piece taking the same pieces, or the same position. */
const seen = new Set<string>();
for (const [id, p] of content.puzzles) {
  if (p.kind !== 'tactic' || p.game !== game) continue;
  seen.add(p.position);
  seen.add(p.motifKey ?? id);
}

const yaml = (s: string) => JSON.stringify(s);
function write(id: string, pos: Position, t: Record<'en' | 'ja' | 'zh', TacticText>, answer: string, line: string[], difficulty: number, key: string) {
  const en = t.en;
  writeFileSync(
    join(CONTENT_DIR, 'puzzles', `${id}.mdx`),
    `---
id: ${id}
kind: tactic
game: ${game}
rule: ${yaml(en.rule)}
title: ${yaml(en.title)}
position: ${yaml(makePosition(pos))}
task: ${yaml(en.task)}
answer:
  kind: move
  moves: [${yaml(answer)}]
  wrong: ${yaml(en.wrong)}
line: [${line.map(yaml).join(', ')}]
difficulty: ${difficulty}
motifKey: ${yaml(key)}
explanation: ${yaml(en.explanation)}
rulePage: /pieces/${pos.board[lineStart(pos, answer)]!.id}/
ruleLabel: ${yaml(en.ruleLabel)}
---
`,
  );
  for (const lang of ['ja', 'zh'] as const) {
    const x = t[lang];
    const dir = join(CONTENT_DIR, 'translations', lang, 'puzzles');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${id}.mdx`),
      `---\nrule: ${yaml(x.rule)}\ntitle: ${yaml(x.title)}\ntask: ${yaml(x.task)}\nwrong: ${yaml(x.wrong)}\nexplanation: ${yaml(x.explanation)}\nruleLabel: ${yaml(x.ruleLabel)}\n---\n`,
    );
  }
}
const lineStart = (pos: Position, text: string) => legalMoves(pos).find((m) => makeMove(m, pos.size) === text)!.from;

/** The next free number for this game's tactic ids. */
// (--first N starts higher, so that two runs for one game can write side by side.)
let next = Math.max(option('first', 1, 0), 1 + Math.max(0, ...readdirSync(join(CONTENT_DIR, 'puzzles')).map((f) => Number(new RegExp(`^tactic-${SHORT[game]}-(\\d+)\\.mdx$`).exec(f)?.[1] ?? 0))));

/** Looks at one position; writes it when it is a verified tactic. Returns whether it did. */
function consider(pos: Position, thisGame: Set<string>): boolean {
  if (seen.has(makePosition(pos))) return false;
  // Screened cheaply (the best line must gain a strong piece), then at the test's depth and deeper: the same answer,
  // unique by the generation margin at both.
  if (checkTactic(pos, depths.screen, Infinity).gain < strong) return false;
  const atTest = checkTactic(pos, depths.test, strong);
  if (!atTest.move || !isTactic(atTest, atTest.move, strong, GENERATION_MARGIN)) return false;
  const answer = atTest.move;
  // The same answer again in one game is the same tactic a few moves on.
  if (thisGame.has(answer)) return false;
  const deep = checkTactic(pos, depths.verify, strong);
  if (!isTactic(deep, answer, strong, GENERATION_MARGIN)) return false;
  const move = legalMoves(pos).find((m) => makeMove(m, pos.size) === answer)!;
  let difficulty: number = depths.test;
  for (let d = 1; d < depths.test; d++) {
    const found = search(pos, { depth: d }).move;
    if (found && makeMove(found, pos.size) === answer) {
      difficulty = d;
      break;
    }
  }
  const facts = tacticFacts(pos, atTest.pv, atTest.gain, content.pieces);
  const key = `${facts.motif}|${pos.board[move.from]!.id}|${move.captures.map((sq) => pos.board[sq]!.id).sort().join('+')}|${facts.later.map((p) => p.id).sort().join('+')}`;
  if (seen.has(key)) return false;
  seen.add(key);
  seen.add(makePosition(pos));
  thisGame.add(answer);
  const id = `tactic-${SHORT[game]}-${String(next++).padStart(3, '0')}`;
  const texts = { en: tacticText(facts, 'en'), ja: tacticText(facts, 'ja'), zh: tacticText(facts, 'zh') };
  write(id, pos, texts, answer, atTest.line, difficulty, key);
  process.stdout.write(`${id}: ${answer} (${facts.motif}, difficulty ${difficulty}, gain ${atTest.gain}, margin ${atTest.score - atTest.second})\n`);
  return true;
}

const began = Date.now();
let found = 0;
for (let g = 0; g < games && found < limit; g++) {
  let pos = start;
  const answers = new Set<string>();
  /** The game's earlier positions: the players' search scores a repetition as a draw, so they do not shuffle. */
  const history: Position[] = [];
  const opening = OPENING[0]! + random.below(OPENING[1]! - OPENING[0]! + 1);
  for (let ply = 0; ply < MAX_PLIES && !winner(pos) && found < limit; ply++) {
    const moves = legalMoves(pos);
    if (moves.length === 0) break;
    if (ply >= opening && consider(pos, answers)) found++;
    const move = ply < opening || random.next() < RANDOM_MOVE[game] ? random.pick(moves) : search(pos, { depth: depths.play, history }).move!;
    history.push(pos);
    pos = applyMove(pos, move);
  }
  const minutes = (Date.now() - began) / 60000;
  process.stdout.write(`game ${g + 1}/${games}: ${found} tactics so far, ${(found / minutes).toFixed(2)} per minute\n`);
}
