// The analysis board without a DOM: its game tree, the view that turns board actions into tree moves, the scores and
// marks, the graph's geometry, and the runs over a game and for a position's lines with the real search.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeMove, parseMove, parsePosition, parseRecord, type Position } from '../../../src/engine';
import { search, WIN } from '../../../src/engine/search';
import { mobilityValue } from '../../../src/engine/search/values';
import { addMove, discard, lineThrough, mainLine, nodeOf, pathTo, sideLines, sideLineStart, treeOfGame } from '../../../src/components/widgets/analysis/game-tree';
import { discardSideLine, goTo, reduceView, viewOfGame } from '../../../src/components/widgets/analysis/analysis-view';
import { finished, forBlack, judge, judgeGame, meaning, type Eval } from '../../../src/components/widgets/analysis/evaluation';
import { GRAPH_HEIGHT, GRAPH_WIDTH, graphPoints, plyAtX, scoreY } from '../../../src/components/widgets/analysis/graph';
import { analyseGame, engineLines, type Think } from '../../../src/components/widgets/analysis/analysis-run';
import { analysisLink, recordFromHash } from '../../../src/components/widgets/analysis/record-link';
import { current } from '../../../src/components/widgets/board/state/board-state';
import { env, sq } from '../board/board-fixtures';

const cat = { pieces: env.data.pieces, games: env.data.games };

// test/fixtures/record-blunder.txt: 9×9 under Dai rules. White: King 5a, Rook 1e; Black: Gold 4f, King 5i.
// seed 002 飛車: the Rook slides along ranks and files, so after 1. 4f-4e= (the Gold steps forward into the Rook's
// rank, declining promotion in the zone) the Rook takes it (2. 1ex4e+, promoting: a capture inside White's zone).
// Nothing of Black's protects 4e: the Gold is lost.
const RECORD = readFileSync(new URL('../../fixtures/record-blunder.txt', import.meta.url), 'utf8');
function game() {
  const r = parseRecord(RECORD, cat);
  if (!r.ok || r.value.damage) throw new Error('the test record does not read');
  return r.value;
}
const texts = (moves: string[], pos: Position) => moves.map((t) => {
  const m = parseMove(t, pos);
  if (!m.ok) throw new Error(t);
  return m.value;
});

/** The worker's job done in Node, to a fixed depth (no timing): the same search, the same texts. */
const thinkTo = (depth: number): Think => async (req) => {
  const pos = parsePosition(req.position, cat);
  if (!pos.ok) throw new Error(pos.error);
  const history = req.history.map((h) => {
    const p = parsePosition(h, cat);
    if (!p.ok) throw new Error(p.error);
    return p.value;
  });
  const text = (m: Parameters<typeof makeMove>[0]) => makeMove(m, pos.value.size);
  const r = search(pos.value, { depth, history, contempt: req.contempt, exclude: req.exclude?.length ? (m) => req.exclude!.includes(text(m)) : undefined });
  const t = { id: 0, move: r.move && text(r.move), score: r.score, depth: r.depth, pv: r.pv.map(text), nodes: r.nodes };
  req.onInfo(t);
  return t;
};
const think = thinkTo(3);

describe('game tree', () => {
  it('holds the game as its main line and side lines apart from it', () => {
    const g = game();
    let tree = treeOfGame(g.positions, g.moves);
    expect(mainLine(tree)).toEqual([0, 1, 2, 3]);
    expect(nodeOf(tree, 2).text).toBe('1ex4e+');
    // The game's own move played again is the game's node, not a side line.
    expect(addMove(tree, 0, g.moves[0]!).id).toBe(1);
    const [other] = texts(['5i-6i'], g.positions[0]!);
    const added = addMove(tree, 0, other!);
    tree = added.tree;
    expect(nodeOf(tree, added.id)).toMatchObject({ main: false, ply: 1, text: '5i-6i', parent: 0 });
    expect(mainLine(tree)).toEqual([0, 1, 2, 3]);
    expect(nodeOf(tree, 0).children).toEqual([1, added.id]);
    // Two moves into the side line, then a second try at its second move: two side lines.
    const [reply, alt] = texts(['5a-5b', '5a-4a'], nodeOf(tree, added.id).position);
    const r1 = addMove(tree, added.id, reply!);
    const r2 = addMove(r1.tree, added.id, alt!);
    tree = r2.tree;
    expect(lineThrough(tree, added.id)).toEqual([0, added.id, r1.id]);
    expect(pathTo(tree, r2.id)).toEqual([0, added.id, r2.id]);
    expect(sideLines(tree)).toEqual([{ from: 0, ids: [added.id, r1.id] }, { from: added.id, ids: [r2.id] }]);
    expect(sideLineStart(tree, r1.id)).toBe(added.id);
    expect(sideLineStart(tree, r2.id)).toBe(r2.id);
    expect(sideLineStart(tree, 2)).toBeNull();
    // Discarding a line takes what was tried after it too; the game cannot be discarded.
    const pruned = discard(tree, added.id);
    expect([...pruned.nodes.keys()].sort()).toEqual([0, 1, 2, 3]);
    expect(discard(tree, 2)).toBe(tree);
  });

  it('after the game\'s last move, a move played is a side line, not more of the game', () => {
    const g = game();
    const tree = treeOfGame(g.positions, g.moves);
    const [m] = texts(['4e-4f'], g.positions[3]!);
    const { tree: t2, id } = addMove(tree, 3, m!);
    expect(nodeOf(t2, id).main).toBe(false);
    expect(mainLine(t2)).toEqual([0, 1, 2, 3]);
    expect(sideLines(t2)).toEqual([{ from: 3, ids: [id] }]);
  });
});

describe('analysis view over the board reducer', () => {
  it('steps along the game, plays a side line through the board, and discards it', () => {
    const g = game();
    let v = viewOfGame(env, g);
    expect(v.board.moves).toHaveLength(3);
    v = reduceView(v, { type: 'redo' });
    expect(v.node).toBe(1);
    v = goTo(v, 0);
    // The reader plays 5i-6i with clicks (the King on 5i, then 6i): a side line; the game keeps its three moves.
    v = reduceView(v, { type: 'activate', sq: sq('5i', 9) });
    v = reduceView(v, { type: 'activate', sq: sq('6i', 9) });
    expect(nodeOf(v.tree, v.node)).toMatchObject({ main: false, text: '5i-6i' });
    expect(v.board.moves.map((m) => makeMove(m, 9))).toEqual(['5i-6i']);
    expect(current(v.board).board[sq('6i', 9)]?.id).toBe('king');
    expect(mainLine(v.tree)).toHaveLength(4);
    // Back to the game's move 2 by the move list, then the side line is discarded from the list.
    v = goTo(v, 2);
    expect(v.board.moves).toHaveLength(3);
    expect(v.board.ply).toBe(2);
    const start = sideLines(v.tree)[0]!.ids[0]!;
    v = discardSideLine(v, start);
    expect(sideLines(v.tree)).toEqual([]);
    expect(v.node).toBe(2);
  });

  it('discarding the line the board is on goes back to where it branched', () => {
    const g = game();
    let v = goTo(viewOfGame(env, g), 2);
    v = reduceView(v, { type: 'play', move: texts(['5i-4i'], g.positions[2]!)[0]! });
    expect(nodeOf(v.tree, v.node).main).toBe(false);
    v = discardSideLine(v);
    expect(v.node).toBe(2);
    expect(v.board.moves).toHaveLength(3);
  });
});

describe('scores and marks', () => {
  const ev = (score: number, best: string | null = 'x'): Eval => ({ score, best, pv: best ? [best] : [], depth: 3 });

  it('turns the side to move\'s score to Black\'s and reads a forced capture of the last royal as a win', () => {
    expect(forBlack(150, 'white')).toBe(-150);
    expect(forBlack(0, 'white')).toBe(0);
    expect(meaning(-250)).toEqual({ kind: 'pawns', pawns: -2.5 });
    // ±(1,000,000 − plies): White takes Black's last royal 3 plies from now.
    expect(meaning(-(WIN - 3))).toEqual({ kind: 'win', side: 'white', plies: 3 });
  });

  it('marks a move by what it loses for its mover against the best: 2, 5 and 10 pawns', () => {
    expect(judge(ev(100), ev(-99), 'black', 'y')).toBeNull();
    expect(judge(ev(100), ev(-100), 'black', 'y')?.kind).toBe('inaccuracy');
    expect(judge(ev(100), ev(-400), 'black', 'y')?.kind).toBe('mistake');
    expect(judge(ev(100), ev(-900), 'black', 'y')).toMatchObject({ kind: 'blunder', loss: 1000, better: 'x' });
    // For White a falling score (Black's view) is a gain.
    expect(judge(ev(100), ev(-900), 'white', 'y')).toBeNull();
    // The engine's own move is never marked, whatever a deeper look at the next position says.
    expect(judge(ev(100), ev(-900), 'black', 'x')).toBeNull();
  });

  it('a forced win let slip is a blunder; winning more slowly is no mistake', () => {
    expect(judge(ev(WIN - 5), ev(300), 'black', 'y')?.kind).toBe('blunder');
    expect(judge(ev(WIN - 5), ev(WIN - 9), 'black', 'y')).toBeNull();
    expect(judge(ev(-(WIN - 4)), ev(-(WIN - 2)), 'black', 'y')).toBeNull();
  });

  it('a game that ended with the capture of the last royal is scored as won, without a search', () => {
    const g = game();
    expect(finished(g.positions[0]!, g.positions[3]!)).toBeNull();
    // The mini-board allows positions where one side has no royal: it cannot lose, so the game is not over.
    const noWhiteRoyal = parsePosition('9/9/9/9/9/9/9/9/4,KING,4 w dai', cat);
    if (!noWhiteRoyal.ok) throw new Error(noWhiteRoyal.error);
    expect(finished(noWhiteRoyal.value, noWhiteRoyal.value)).toBeNull();
    const start = parsePosition('4,king,4/9/9/9/9/9/9/4,GOLD-GENERAL,4/4,KING,4 b dai', cat);
    const end = parsePosition('9/9/9/9/9/9/9/4,GOLD-GENERAL,4/4,KING,4 w dai', cat);
    if (!start.ok || !end.ok) throw new Error('positions');
    expect(finished(start.value, end.value)).toEqual({ score: WIN, best: null, pv: [], depth: 0 });
  });
});

describe('evaluation graph', () => {
  it('puts even at the middle, Black\'s advantage up, and clips at ±10 pawns with wins at the edge', () => {
    expect(scoreY(0)).toBe(GRAPH_HEIGHT / 2);
    expect(scoreY(500)).toBe(GRAPH_HEIGHT / 4);
    expect(scoreY(2500)).toBe(0);
    expect(scoreY(-(WIN - 1))).toBe(GRAPH_HEIGHT);
    const pts = graphPoints([0, undefined, 1000], 2);
    expect(pts).toEqual([{ ply: 0, x: 0, y: GRAPH_HEIGHT / 2 }, { ply: 2, x: GRAPH_WIDTH, y: 0 }]);
    expect(plyAtX(GRAPH_WIDTH * 0.49, 10)).toBe(5);
    expect(plyAtX(-20, 10)).toBe(0);
    expect(plyAtX(GRAPH_WIDTH + 50, 10)).toBe(10);
  });
});

describe('runs with the search', () => {
  it('evaluates every position and marks the move that hangs the Gold, with a better move and its line', async () => {
    const g = game();
    const evals: Eval[] = [];
    const complete = await analyseGame(g.positions, { think, ms: 0, onEval: (ply, e) => (evals[ply] = e), stopped: () => false });
    expect(complete).toBe(true);
    expect(evals).toHaveLength(4);
    const marks = judgeGame(g.positions, g.moves.map((m, i) => makeMove(m, g.positions[i]!.size)), evals);
    const gold = mobilityValue(g.positions[0]!.rules, 'gold-general');
    expect(marks[0]?.loss).toBeGreaterThanOrEqual(gold);
    expect(marks[0]?.better).not.toBe('4f-4e=');
    expect(marks[0]?.pv[0]).toBe(marks[0]?.better);
    // White's capture is the engine's own choice: not marked.
    expect(marks[1]).toBeNull();
  });

  it('reads and analyses a Maka Dai Dai game under a source reading and a Tai game, from their full setups', async () => {
    // Maka (19×19) Black's first move 14m-14l, White's reply 6g-6h (the 180° turn of 14m-14l); Tai (25×25) 18r-18q.
    for (const text of ['Game: maka-dai-dai\nSource: other\n\n1. 14m-14l\n2. 6g-6h\n', 'Game: tai\n\n1. 18r-18q\n']) {
      const r = parseRecord(text, cat);
      if (!r.ok || r.value.damage) throw new Error(`the record does not read: ${text}`);
      const evals: Eval[] = [];
      expect(await analyseGame(r.value.positions, { think: thinkTo(1), ms: 0, onEval: (ply, e) => (evals[ply] = e), stopped: () => false })).toBe(true);
      expect(evals).toHaveLength(r.value.positions.length);
      // Each position's best move is one of its side to move's legal moves.
      evals.forEach((e, i) => expect(parseMove(e.best!, r.value.positions[i]!).ok).toBe(true));
    }
  });

  it('stops between positions when asked, keeping what it found', async () => {
    const g = game();
    const evals: Eval[] = [];
    const complete = await analyseGame(g.positions, { think, ms: 0, onEval: (ply, e) => (evals[ply] = e), stopped: () => evals.length >= 2 });
    expect(complete).toBe(false);
    expect(evals).toHaveLength(2);
  });

  it('gives up to three lines with different first moves, best first for the side to move', async () => {
    const g = game();
    const seen: number[] = [];
    const lines = await engineLines(g.positions, 1, { think, ms: 0, count: 3, onLines: (ls) => seen.push(ls.length), stopped: () => false });
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => l.pv[0])).size).toBe(3);
    // White to move: lower scores (Black's view) first; taking the Gold is the best line.
    expect(lines.map((l) => l.score)).toEqual([...lines.map((l) => l.score)].sort((a, b) => a - b));
    expect(lines[0]!.pv[0]).toBe('1ex4e+');
    expect(Math.max(...seen)).toBe(3);
  });
});

describe('the record in the link', () => {
  it('round-trips a record through the address fragment, and tells a damaged one from none', () => {
    const link = analysisLink('/ja/analysis/', RECORD);
    expect(link.startsWith('/ja/analysis/#record=Game%3A%20dai')).toBe(true);
    expect(recordFromHash(link.slice(link.indexOf('#')))).toEqual({ text: RECORD });
    expect(recordFromHash('#marks')).toBeNull();
    expect(recordFromHash('')).toBeNull();
    // A lone % is not a valid escape: the page says the link is damaged instead of failing.
    expect(recordFromHash('#record=Game%3A%20dai%')).toBe('damaged');
  });
});
