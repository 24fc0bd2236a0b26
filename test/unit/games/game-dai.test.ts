// Checks the Dai Shogi game entry (content/games/dai.mdx) against seed 002, transcribed by hand in test/fixtures/setup-dai.txt.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, readFrontmatter, validateEntry } from '../../../src/lib/content';
import { gameSchema, pieceSchema, type GameData, type PieceData } from '../../../src/schema';

const FIXTURE = resolve(fileURLToPath(new URL('../../fixtures/setup-dai.txt', import.meta.url)));
const SIZE = 15;
const EMPTY = '・';

type Side = 'black' | 'white';
interface Cell {
  id: string;
  side: Side;
}
type Board = (Cell | null)[][];

function readEntry<T>(schema: typeof gameSchema | typeof pieceSchema, path: string): T {
  const parsed = readFrontmatter(readFileSync(path, 'utf8'));
  if ('error' in parsed) throw new Error(`${path}: ${parsed.error}`);
  const result = validateEntry(schema, parsed.data, path);
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
  return result.value as T;
}

const game = readEntry<GameData>(gameSchema, join(CONTENT_DIR, 'games', 'dai.mdx'));

/** Every piece entry that validates; other helpers' unfinished files must not break this test, a missing piece will. */
function loadPieces(): Map<string, PieceData> {
  const out = new Map<string, PieceData>();
  const dir = join(CONTENT_DIR, 'pieces');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
    try {
      const piece = readEntry<PieceData>(pieceSchema, join(dir, file));
      out.set(piece.id, piece);
    } catch {
      // reported by the content loader's own tests
    }
  }
  return out;
}

/** kanji (any spelling a piece lists: traditional, simplified, Japanese, alternatives) → piece ids claiming it */
function nameIndex(pieces: Map<string, PieceData>): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const p of pieces.values()) {
    const { kanji, simplified, ja, alt } = p.names;
    for (const name of [kanji, simplified, ja, ...alt]) {
      if (!name) continue;
      if (!index.has(name)) index.set(name, new Set());
      index.get(name)!.add(p.id);
    }
  }
  return index;
}

function squareName(row: number, col: number): string {
  return `${SIZE - col}${String.fromCharCode(97 + row)}`;
}

/** The full board from the entry: Black's ranks at the bottom, White's the same ranks turned through 180°. */
function boardFromEntry(entry: GameData): Board {
  const board: Board = Array.from({ length: entry.size }, () => Array<Cell | null>(entry.size).fill(null));
  const top = entry.size - entry.setup.length;
  entry.setup.forEach((rank, i) => {
    const tokens = rank.trim().split(/\s+/);
    expect(tokens, `setup rank ${i}`).toHaveLength(entry.size);
    tokens.forEach((token, col) => {
      if (token === '.') return;
      const row = top + i;
      board[row]![col] = { id: token, side: 'black' };
      board[entry.size - 1 - row]![entry.size - 1 - col] = { id: token, side: 'white' };
    });
  });
  return board;
}

function fixtureRanks(): string[][] {
  return readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
}

describe('Dai Shogi setup (seed 002, 棋子配置)', () => {
  const ranks = fixtureRanks();
  const names = nameIndex(loadPieces());

  it('the fixture has 15 ranks of 15 squares', () => {
    expect(ranks).toHaveLength(SIZE);
    ranks.forEach((rank, i) => expect(rank, `fixture rank ${i + 1}`).toHaveLength(SIZE));
  });

  it('every kanji in the fixture names exactly one piece', () => {
    const problems: string[] = [];
    for (const kanji of new Set(ranks.flat().filter((t) => t !== EMPTY))) {
      const ids = [...(names.get(kanji) ?? [])];
      if (ids.length !== 1) problems.push(`${kanji}: ${ids.length ? ids.join(', ') : 'no piece lists this name'}`);
    }
    expect(problems).toEqual([]);
  });

  it('the entry reproduces the seed square by square, White as Black turned through 180°', () => {
    const board = boardFromEntry(game);
    const mismatches: string[] = [];
    ranks.forEach((rank, row) =>
      rank.forEach((kanji, col) => {
        // the seed's top half is White's, the bottom half Black's; the middle rank (八) is empty
        const expected =
          kanji === EMPTY ? null : { id: [...(names.get(kanji) ?? [kanji])][0]!, side: (row < SIZE / 2 ? 'white' : 'black') as Side };
        const actual = board[row]![col] ?? null;
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          mismatches.push(`${squareName(row, col)}: seed ${expected ? `${expected.side} ${expected.id}` : 'empty'}, entry ${actual ? `${actual.side} ${actual.id}` : 'empty'}`);
        }
      }),
    );
    expect(mismatches).toEqual([]);
  });
});

describe('Dai Shogi counts (seed 002, 基本規則: 29 kinds, 36 with promotions, 65 a side)', () => {
  const blackIds = game.setup.flatMap((rank) => rank.trim().split(/\s+/)).filter((t) => t !== '.');
  const kinds = new Set(blackIds);
  const forms = new Set([...kinds, ...Object.values(game.promotions)]);

  it('pins what the seed states', () => {
    expect([game.counts.statedKinds, game.counts.statedForms, game.counts.statedPerSide]).toEqual([29, 36, 65]);
  });

  it('pieces per side', () => {
    // rank 15: 15 + rank 14: 9 + rank 13: 9 + rank 12: 15 + pawns 15 + go-betweens 2
    expect(blackIds).toHaveLength(15 + 9 + 9 + 15 + 15 + 2);
    expect(game.counts.perSide).toBe(65);
  });

  it('kinds in the setup', () => {
    // back rank 8 (lance knight stone iron copper silver gold king) + rank 14: 5 (reverse chariot cat sword
    // leopard tiger elephant) + rank 13: 6 (ox boar wolf phoenix lion kylin) + rank 12: 8 (rook flying dragon
    // side mover vertical mover bishop dragon horse dragon king free king) + pawn + go-between
    expect(kinds.size).toBe(8 + 5 + 6 + 8 + 1 + 1);
    expect(game.counts.kinds).toBe(kinds.size);
  });

  it('forms with promotions', () => {
    // the 29 kinds + 8 reached only by promotion: crown prince, flying stag, white horse, whale, flying ox,
    // free boar, horned falcon, soaring eagle (the seed's 36 counts the crown prince, a king mover, once)
    expect([...forms].filter((id) => !kinds.has(id)).sort()).toEqual(
      ['crown-prince', 'flying-ox', 'flying-stag', 'free-boar', 'horned-falcon', 'soaring-eagle', 'whale', 'white-horse'],
    );
    expect(forms.size).toBe(29 + 8);
    expect(game.counts.forms).toBe(forms.size);
  });
});

describe('Dai Shogi promotions (seed 002, 升級規則 and the piece list)', () => {
  it('every piece but the king, lion and free king promotes', () => {
    const kinds = new Set(game.setup.flatMap((rank) => rank.trim().split(/\s+/)).filter((t) => t !== '.'));
    const never = [...kinds].filter((id) => !(id in game.promotions)).sort();
    expect(never).toEqual(['free-king', 'king', 'lion']);
    expect(Object.keys(game.promotions).every((id) => kinds.has(id))).toBe(true);
  });

  it('every promotion target, royal and dead piece is a piece entry', () => {
    const ids = [
      ...Object.keys(game.promotions),
      ...Object.values(game.promotions),
      ...game.royals,
      ...(game.promotion.kind === 'zone' ? Object.keys(game.promotion.dead) : []),
    ];
    const missing = [...new Set(ids)].filter((id) => !existsSync(join(CONTENT_DIR, 'pieces', `${id}.mdx`)));
    expect(missing).toEqual([]);
  });

  it('zone of five ranks; forward-only pieces die on the last rank, the knight on the last two', () => {
    expect(game.promotion).toEqual({
      kind: 'zone',
      depth: 5,
      dead: { pawn: 1, lance: 1, 'iron-general': 1, 'stone-general': 1, knight: 2 },
    });
    expect(game.royals).toEqual(['king', 'crown-prince']);
  });
});
