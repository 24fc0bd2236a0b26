// Every rule puzzle's answer, checked twice: by the engine, and against the answer derived by hand from the seed
// sentence it teaches (quoted per puzzle: seed file, section, sentence).
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyMove, isDead, legalMoves, makeMove, parsePosition, parseSquare, squareName, winner, type Position } from '../../../src/engine';
import { ContentValidationError, loadContent, siteContent } from '../../../src/lib/content';
import { answerMoves, destinations, gradeSquares, isRightMove } from '../../../src/lib/puzzles/puzzle-answer';
import type { PuzzleData } from '../../../src/schema';
import { tempDir } from '../../helpers/temp';

const content = siteContent();
// The hand-written rule puzzles (the engine-found tactics have their own test, tactics.test.ts).
const puzzles = new Map([...content.puzzles].filter(([, p]) => p.kind === 'rule'));

const positionOf = (p: PuzzleData): Position => {
  const r = parsePosition(p.position, content);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
/** Every legal move of the side to move, in move text. */
const allMoves = (pos: Position): string[] =>
  pos.board.flatMap((pc, sq) => (pc?.side === pos.turn ? legalMoves(pos, sq).map((m) => makeMove(m, pos.size)) : []));
const movesFrom = (pos: Position, sq: string) => legalMoves(pos, parseSquare(sq, pos.size)!).map((m) => makeMove(m, pos.size));
const after = (pos: Position, text: string): Position => {
  const move = legalMoves(pos, parseSquare(text.slice(0, 2), pos.size)!).find((m) => makeMove(m, pos.size) === text);
  if (!move) throw new Error(`${text} is not legal`);
  return applyMove(pos, move);
};
/** The marked squares of a hand-drawn 5×5 grid ('x' = may go, 'P' = the piece, '.' = may not). */
function gridSquares(rows: string[]): string[] {
  const out: string[] = [];
  rows.forEach((row, r) => [...row.replace(/ /g, '')].forEach((ch, c) => ch === 'x' && out.push(squareName(r * rows.length + c, rows.length))));
  return out.sort();
}

/** Per puzzle: the seed sentence it teaches, and the hand-derived expectation checked against the engine. */
const CHECKS: Record<string, { seed: string; check: (pos: Position, p: PuzzleData) => void }> = {
  'dai-lion-double-capture': {
    seed: '002 獅子: 「連續吃兩子，即吃掉周圍的棋子後繼續吃掉其他格子的棋子。」',
    // The only path taking both: the pawn on 3c first, then 2b diagonally ahead of it.
    check: (pos) => expect(allMoves(pos).filter((m) => m.split('x').length === 3)).toEqual(['3dx3cx2b']),
  },
  'dai-lion-igui': {
    seed: '002 獅子: 「吃掉周圍的棋子再返回原格，看似未移動吃子，亦稱「居食」」',
    check: (pos) => expect(allMoves(pos).filter((m) => m.endsWith('-3d') && m.includes('x'))).toEqual(['3dx2c-3d']),
  },
  'dai-lion-pass': {
    seed: '000 狛犬 (the Lion power the Dai Lion shares): 「移動至周圍的空格再返回原格，看似沒有移動…可當做跳過一回合」',
    check: (pos) => {
      const passes = allMoves(pos).filter((m) => m.startsWith('3c') && m.endsWith('-3c'));
      expect(passes).toHaveLength(1); // one pass per piece, whichever square it steps out to
      expect(after(pos, passes[0]!).board).toEqual(pos.board);
    },
  },
  'dai-lion-jump': {
    seed: '002 獅子: the Lion reaches every square two steps away, over what stands between (■ area, 「跳過阻礙」)',
    check: (pos) => expect(allMoves(pos).filter((m) => m.includes('x5c'))).toEqual(['3ex5c']),
  },
  'dai-horned-falcon-igui': {
    seed: '002 角鷹: the Lion power straight ahead only; the diagonals are plain slides',
    check: (pos) => {
      const igui = allMoves(pos).filter((m) => m.endsWith('-3d') && m.includes('x'));
      expect(igui).toEqual(['3dx3c-3d']);
      expect(allMoves(pos)).toContain('3dx2c');
    },
  },
  'dai-promote-on-entry': {
    seed: '002 升級規則: 「棋子進入敵陣的該回合可以選擇升級，但並不強制一定要升級。」',
    check: (pos) => expect(movesFrom(pos, '5f').filter((m) => m.startsWith('5f-5e'))).toEqual(['5f-5e+', '5f-5e=']),
  },
  'dai-declined-then-step': {
    seed: '002 升級規則: 「不同於本將棋，在敵陣內移動(未吃子)或移出敵陣時並不能升級。」',
    check: (pos) => expect(movesFrom(pos, '5e').filter((m) => m.startsWith('5e-5d'))).toEqual(['5e-5d']),
  },
  'dai-capture-in-zone': {
    seed: '002 升級規則: 「若進入敵陣時選擇不升級，必需在敵陣內吃子，或重新移出再進入敵陣時才能升級。」',
    check: (pos) => expect(movesFrom(pos, '5e').filter((m) => m.endsWith('+'))).toEqual(['5ex4d+']),
  },
  'dai-dead-pawn': {
    seed: '002 步兵: 「步兵走至底行若未升級則喪失升級權利。」',
    check: (pos) => {
      const sq = parseSquare('5a', 9)!;
      expect(isDead(pos.rules, pos.board[sq]!, sq, 9)).toBe(true);
      expect(movesFrom(pos, '5a')).toEqual([]);
    },
  },
  'dai-dead-knight': {
    seed: '002 桂馬: 「桂馬走至底行或次底行若未升級則喪失升級權利。」',
    check: (pos) => {
      expect(isDead(pos.rules, pos.board[parseSquare('4b', 9)!]!, parseSquare('4b', 9)!, 9)).toBe(true);
      expect(movesFrom(pos, '6c')).toEqual(['6c-7a', '6c-5a']);
    },
  },
  'dai-pawn-declines-last-rank': {
    seed: '002 升級規則: 「只能前行的棋子…走至底行時若未升級不會強制升級，而是喪失升級權利，成為死駒」',
    check: (pos) => {
      expect(movesFrom(pos, '5b')).toEqual(['5bx5a+', '5bx5a=']);
      const next = after(pos, '5bx5a=');
      expect(isDead(next.rules, next.board[parseSquare('5a', 9)!]!, parseSquare('5a', 9)!, 9)).toBe(true);
    },
  },
  'dai-crown-prince': {
    seed: '002 勝負: 「若玉將被吃掉但還有太子，則仍未戰敗，兩者須皆被吃掉才會戰敗。」',
    check: (pos) => expect(winner(after(pos, '3ex3a='))).toBeNull(),
  },
  'dai-last-royal': {
    seed: '002 勝負: 「首先殺死敵方的玉將、太子的一方獲勝。」',
    check: (pos) => {
      const wins = allMoves(pos).filter((m) => winner(after(pos, m)) === 'black');
      expect(wins).toEqual(['2ex2a+', '2ex2a=']);
    },
  },
  'maka-emperor-safe-squares': {
    seed: '000 自在天王: 「自在天王可以隨意飛到棋盤上任何一個未被敵方棋子攻擊的格子」「自在天王可以吃掉任何敵方無受保護棋子。」',
    // White's Rook (1a) sweeps rank a and file 1; its Gold (4b, facing down) covers 4a 3b 5b 4c 3c 5c.
    check: (pos, p) => {
      const hand = gridSquares(['....x', '.x.x.', '...x.', 'xxxx.', '.xPx.'].map((r) => r.replace('P', '.')));
      expect(hand).toEqual([...(p.answer as { squares: string[] }).squares].sort());
      expect(destinations(p.answer as never, pos).map((s) => squareName(s, 5)).sort()).toEqual(hand);
    },
  },
  'maka-two-emperors': {
    seed: '000 自在天王 (main text, DESIGN §4): when both sides have an Emperor it may only go to squares its own side protects',
    // Black's Gold on 3e protects 4d 3d 2d (forward) and 4e 2e (sideways); nothing of White's attacks them.
    check: (pos, p) => {
      const hand = gridSquares(['.....', '.....', '.....', '.xxx.', '.x.x.']);
      expect(destinations(p.answer as never, pos).map((s) => squareName(s, 5)).sort()).toEqual(hand);
    },
  },
  'maka-emperor-protected-king': {
    seed: '000 自在天王: 「自在天王不能吃掉有保護的玉(王)將、王子和自在天王。」',
    check: (pos) => expect(movesFrom(pos, '3e').filter((m) => m.includes('x'))).toEqual(['3ex1b']),
  },
  'maka-promotion-optional': {
    seed: '000 升級規則: 「可以升級的棋子吃了未升級的棋子後可以選擇升級或不升級。」',
    check: (pos) => expect(movesFrom(pos, '3d').filter((m) => m.includes('x'))).toEqual(['3dx3c+', '3dx3c=']),
  },
  'maka-promotion-forced': {
    seed: '000 升級規則: 「可以升級的棋子吃了已升級的棋子後必須強制升級，不可以選擇不升級。」',
    check: (pos) => expect(movesFrom(pos, '3d').filter((m) => m.includes('x'))).toEqual(['3dx3c+']),
  },
  'maka-other-always-forced': {
    seed: '000 升級規則: 「然而有另一派說法為無關乎吃的子是否已升級，可升級的棋子只要吃子都立即強制升級。」',
    check: (pos) => expect(movesFrom(pos, '3d').filter((m) => m.includes('x'))).toEqual(['3dx3c+']),
  },
  'maka-king-takes-teaching-king': {
    seed: '000 升級規則: 「玉將、自在天王、醉象和王子若吃掉無明、法性、提婆和教王，可以不轉變而保留原來的身份或以其原本的方式升級。」',
    // Exempt: convert, promote in its own way (King → Emperor) or keep its identity, even though the Teaching King is
    // a promoted piece whose capture would otherwise force promotion.
    check: (pos) => {
      expect(movesFrom(pos, '3d').filter((m) => m.includes('x'))).toEqual(['3dx3c~', '3dx3c+', '3dx3c=']);
      expect(after(pos, '3dx3c=').board[parseSquare('3c', 5)!]?.id).toBe('king');
      expect(after(pos, '3dx3c+').board[parseSquare('3c', 5)!]?.id).toBe('emperor');
      expect(after(pos, '3dx3c~').board[parseSquare('3c', 5)!]?.id).toBe('teaching-king');
    },
  },
  'maka-dark-spirit-conversion': {
    seed: '000 無明: 「吃掉無明的棋子，轉變成為法性，而不按其原來的方式升級。」',
    check: (pos) => {
      expect(movesFrom(pos, '3d').filter((m) => m.includes('x'))).toEqual(['3dx3c~']);
      expect(after(pos, '3dx3c~').board[parseSquare('3c', 5)!]?.id).toBe('buddhist-spirit');
    },
  },
  'maka-lion-dog-lines': {
    seed: '000 狛犬: 「狛犬直向或斜向移動一至三步，可在同一路徑上變換方向和越過阻礙」',
    check: (pos, p) => {
      const hand = gridSquares(['.....', '..x..', 'x...x', '.xxx.', 'xx.xx']);
      expect(destinations(p.answer as never, pos).map((s) => squareName(s, 5)).sort()).toEqual(hand);
    },
  },
  'maka-lion-dog-three': {
    seed: '000 狛犬: 「移動三步來到■格，並吃掉中途遇到的任何棋子。」',
    check: (pos) => expect(allMoves(pos).filter((m) => m.split('x').length === 4)).toEqual(['3ex3dx3cx3b+', '3ex3dx3cx3b=']),
  },
  'maka-hook-mover-turn': {
    seed: '000 鉤行: 「鉤行直向移動任意距離，可於中途任意空格處轉彎一次後再繼續移動，但不可連續吃子。」',
    check: (pos) => expect(allMoves(pos).filter((m) => m.includes('x1a'))).toEqual(['5e-5ax1a+', '5e-5ax1a=']),
  },
  'maka-wrestler-rokushu': {
    seed: '000 footnote 1 (力士, 《象棋六種之図式》): one step in every orthogonal direction besides the diagonal moves',
    check: (pos, p) => {
      const hand = gridSquares(['....x', '..xx.', '.x.x.', '.xxx.', 'x...x']);
      expect(destinations(p.answer as never, pos).map((s) => squareName(s, 5)).sort()).toEqual(hand);
    },
  },
  'maka-royals-three': {
    seed: '000 玉將: 「若玉將(或自在天王)被吃但尚有王子，仍不算戰敗。」「玉將(或自在天王)、王子皆被吃者戰敗。」',
    check: (pos) => expect(winner(after(pos, '3ex3a='))).toBeNull(),
  },
  'tai-forced-promotion': {
    seed: '003 基本规则: 「升级是以吃子而非进入敌阵作为升级方式，且为强制性的，凡吃子均立即升级。」',
    check: (pos) => expect(allMoves(pos)).toEqual(['3dx3c+']),
  },
  'tai-promoted-once': {
    seed: '003 (silent on promoting twice; game note): a piece promotes once, as in shogi',
    check: (pos) => expect(movesFrom(pos, '3d')).toContain('3dx3c'),
  },
  'tai-lion-promotes': {
    seed: '003 基本规则: 「除自在天王、太子、奔王、龙王、龙马之外的棋子都可以升级」; 狮子 promotes to 奋迅',
    check: (pos) => expect(after(pos, '3dx3c+').board[parseSquare('3c', 5)!]?.id).toBe('furious-fiend'),
  },
  'tai-no-conversion': {
    seed: '003 提婆: capturing it does not turn the capturer into 教王, unlike Maka Dai Dai Shogi',
    check: (pos) => {
      expect(movesFrom(pos, '3d').filter((m) => m.includes('x'))).toEqual(['3dx3c+']);
      expect(after(pos, '3dx3c+').board[parseSquare('3c', 5)!]?.id).toBe('free-gold');
    },
  },
  'tai-emperor-unprotected': {
    seed: '003 自在天王: 「自在天王可以随意飞去吃掉任何没有受保护的敌方棋子。」「自在天王不能吃掉有保护的棋子，包括自在天王和太子。」',
    check: (pos) => {
      expect(movesFrom(pos, '3e').filter((m) => m.includes('x'))).toEqual(['3ex3a']);
      expect(winner(after(pos, '3ex3a'))).toBe('black');
    },
  },
  'tai-emperor-attacked-square': {
    seed: '003 自在天王: 「注意：将自己的自在天王移动到没保护的格子并不犯规，只是可能被敌方立即吃掉而已。」',
    check: (pos) => expect(movesFrom(pos, '3e')).toContain('3e-3b'),
  },
  'tai-two-crown-princes': {
    seed: '003 太子: 「太子和自在天王须都被吃掉才会战败。」; 醉象 promotes to 太子',
    check: (pos) => expect(winner(after(pos, '3ex3a+'))).toBeNull(),
  },
  'tai-capricorn-turn': {
    seed: '000/003 摩羯: a diagonal slide that may turn 90° once on an empty square',
    check: (pos) => expect(allMoves(pos).filter((m) => m.includes('x2b'))).toEqual(['3e-4dx2b+']),
  },
};

describe('rule puzzles', () => {
  it('there are at least 30, spread over the three games, and each has a hand check', () => {
    expect(puzzles.size).toBeGreaterThanOrEqual(30);
    for (const game of ['dai', 'maka-dai-dai', 'tai']) expect([...puzzles.values()].filter((p) => p.game === game).length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(CHECKS).sort()).toEqual([...puzzles.keys()].sort());
  });

  for (const [id, { seed, check }] of Object.entries(CHECKS)) {
    it(`${id}: ${seed}`, () => {
      const p = puzzles.get(id)!;
      const pos = positionOf(p);
      check(pos, p);
      const a = p.answer;
      if (a.kind === 'move') {
        // The engine accepts every listed answer and no other legal move.
        const right = allMoves(pos).filter((m) => answerMoves(a, pos).includes(m));
        expect(right.sort()).toEqual(answerMoves(a, pos).sort());
        const move = legalMoves(pos, parseSquare(a.moves[0].slice(0, 2), pos.size)!).find((m) => makeMove(m, pos.size) === answerMoves(a, pos)[0]);
        expect(isRightMove(a, pos, move!)).toBe(true);
      } else if (a.kind === 'squares') {
        const marked = a.squares.map((s) => parseSquare(s, pos.size)!);
        expect(gradeSquares(a, pos, marked)).toEqual({ right: true, missed: [], wrong: [] });
        const grade = gradeSquares(a, pos, [...marked.slice(1), parseSquare(a.piece, pos.size)!]);
        expect(grade.right).toBe(false);
        expect(grade.missed).toEqual([marked[0]]);
      } else {
        expect(a.options.filter((o) => o.correct)).toHaveLength(1);
      }
    });
  }
});

describe('a malformed puzzle fails the content check, naming the file and the field', () => {
  const errorsWith = (text: string): string[] => {
    const dir = tempDir('puzzles-');
    cpSync('content', dir, { recursive: true });
    writeFileSync(join(dir, 'puzzles', 'bad-one.mdx'), text);
    try {
      loadContent(dir);
    } catch (e) {
      if (e instanceof ContentValidationError) return e.errors.map((x) => `${x.file.split('/').slice(-1)[0]} ${x.field}: ${x.message}`);
      throw e;
    }
    return [];
  };
  const good = `---
id: bad-one
game: dai
rule: Lion
title: A test puzzle
position: "5/5/2,LION,2/2,pawn,2/5 b dai"
task: Take the pawn without moving.
answer: { kind: move, moves: ["3cx3d-3c"], wrong: The Lion can take and come back. }
explanation: The Lion takes the pawn with its first step and returns with its second.
rulePage: /pieces/lion/
ruleLabel: The Lion
---
`;

  it('accepts the well-formed one', () => expect(errorsWith(good)).toEqual([]));
  it('an answer the engine does not allow', () => {
    expect(errorsWith(good.replace('3cx3d-3c', '3cx3b'))).toEqual(['bad-one.mdx answer.moves.0: 3cx3b is not a legal move of the lion on 3c']);
  });
  it('a position the engine cannot read', () => {
    expect(errorsWith(good.replace('2,pawn,2', '2,tokin,2'))).toEqual(['bad-one.mdx position: rank 4 (d), square 3d: unknown piece "tokin"']);
  });
  it('a position under other rules than the game field', () => {
    expect(errorsWith(good.replace('game: dai', 'game: tai'))).toEqual(['bad-one.mdx position: the position\'s rules are "dai", but game and source say "tai"']);
  });
  it('a missing field and a link to no page', () => {
    expect(errorsWith(good.replace('task: Take the pawn without moving.\n', '').replace('/pieces/lion/', '/pieces/tiger/'))).toEqual([
      'bad-one.mdx task: Required',
    ]);
    expect(errorsWith(good.replace('/pieces/lion/', '/pieces/tiger/'))).toEqual(['bad-one.mdx rulePage: no piece "tiger"']);
  });
});
