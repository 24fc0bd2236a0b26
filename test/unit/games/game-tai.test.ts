// Tai Shogi's game entry (content/games/tai.mdx) checked against seed 003 (泰将棋): setup, counts, promotions, rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, formatContentError, readFrontmatter, validateEntry } from '../../../src/lib/content';
import { gameSchema, pieceSchema, type GameData, type PieceData } from '../../../src/schema';

const SIZE = 25;

function readEntry<T>(schema: typeof gameSchema | typeof pieceSchema, path: string): T {
  const parsed = readFrontmatter(readFileSync(path, 'utf8'));
  if ('error' in parsed) throw new Error(`${path}: ${parsed.error}`);
  const result = validateEntry(schema, parsed.data, path);
  if (!result.ok) throw new Error(`invalid entry:\n${result.errors.map(formatContentError).join('\n')}`);
  return result.value as T;
}

const game = readEntry<GameData>(gameSchema, join(CONTENT_DIR, 'games', 'tai.mdx'));
const pieceDir = join(CONTENT_DIR, 'pieces');
const pieces = new Map(
  readdirSync(pieceDir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => readEntry<PieceData>(pieceSchema, join(pieceDir, f)))
    .map((p) => [p.id, p] as const),
);

/** Every spelling a piece entry claims (kanji, simplified, Japanese, alt) → the ids claiming it. */
const idsByName = new Map<string, Set<string>>();
for (const p of pieces.values()) {
  for (const name of [p.names.kanji, p.names.simplified, p.names.ja, ...p.names.alt]) {
    if (name) idsByName.set(name, (idsByName.get(name) ?? new Set()).add(p.id));
  }
}

/** Names in 003's setup that name no piece as printed. Each is checked against the piece names below. */
const SETUP_CORRECTIONS: Record<string, string> = {
  // 鸠槃 with its 槃 lost, once on each back rank (printed at 6a and 6y; the other Dove of each rank is whole).
  鸠: 'dove',
  // 夜叉 with 刃 for 叉, in both halves (15c, 11w); the piece's own section is headed 夜叉金将.
  夜刃: 'she-devil',
  // 行鸟 with 马 for 鸟, in White's half only (17d); Black's half (9v) and the heading 行鸟奔鬼 print 行鸟.
  行马: 'rushing-bird',
};
// 𠵇犬 (setup) and 奇犬 (its section heading) are one piece, the Howling Dog: 𠵇犬 is its kanji, 奇犬 an alt.

/** The id a seed spelling stands for, or an error message naming the problem. */
function idOf(name: string): string {
  const byName = [...(idsByName.get(name) ?? [])];
  if (byName.length > 1) return `?${name} is claimed by ${byName.join(', ')}`;
  return SETUP_CORRECTIONS[name] ?? byName[0] ?? `?${name} names no piece`;
}

/** Square name (DESIGN §5): file counted from Black's right, rank letter from White's side. */
const square = (row: number, col: number) => `${SIZE - col}${String.fromCharCode(97 + row)}`;

/** test/fixtures/setup-tai.txt: the seed's 25 ranks top to bottom, names as printed, '.' empty. */
const fixture = readFileSync(new URL('../../fixtures/setup-tai.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(' '));

/** The full board from our entry: Black's ranks at the bottom, White's the same ranks turned 180°. */
function rebuildBoard(g: GameData): string[][] {
  const board = Array.from({ length: SIZE }, () => Array<string>(SIZE).fill('.'));
  const first = SIZE - g.setup.length;
  g.setup.forEach((rank, r) => {
    rank.trim().split(/\s+/).forEach((id, c) => {
      if (id === '.') return;
      board[first + r]![c] = `black ${id}`;
      board[SIZE - 1 - first - r]![SIZE - 1 - c] = `white ${id}`;
    });
  });
  return board;
}

const setupIds = game.setup.flatMap((rank) => rank.trim().split(/\s+/)).filter((id) => id !== '.');

describe('Tai Shogi setup (seed 003, 初期配置图)', () => {
  it('fixture is 25 ranks of 25 files', () => {
    expect(fixture.map((rank) => rank.length)).toEqual(Array(SIZE).fill(SIZE));
  });

  it('the corrections are needed, and agree with the piece names where these also know the spelling', () => {
    for (const [name, id] of Object.entries(SETUP_CORRECTIONS)) {
      expect(fixture.flat(), name).toContain(name);
      expect([...(idsByName.get(name) ?? [id])], name).toEqual([id]);
    }
  });

  it('the printed halves are 180° rotations of each other except at the misprints', () => {
    const differ: string[] = [];
    for (let r = 0; r < 12; r++) {
      for (let c = 0; c < SIZE; c++) {
        if (fixture[r]![c] !== fixture[SIZE - 1 - r]![SIZE - 1 - c]) differ.push(square(r, c));
      }
    }
    // 20a 鸠槃 faces 6y 鸠, 6a 鸠 faces 20y 鸠槃, 17d 行马 faces 9v 行鸟; 夜刃 is misprinted on both sides alike.
    expect(differ).toEqual(['20a', '6a', '17d']);
  });

  it('our setup rebuilds the seed board square by square', () => {
    const ours = rebuildBoard(game);
    const mismatches: string[] = [];
    fixture.forEach((rank, r) =>
      rank.forEach((name, c) => {
        const side = r < SIZE / 2 ? 'white' : 'black';
        const expected = name === '.' ? '.' : `${side} ${idOf(name)}`;
        if (ours[r]![c] !== expected) mismatches.push(`${square(r, c)}: seed ${name} = ${expected}, ours ${ours[r]![c]}`);
      }),
    );
    expect(mismatches).toEqual([]);
  });
});

describe('Tai Shogi counts (seed 003, 基本规则)', () => {
  it('177 pieces a side', () => {
    // seven full ranks of 25 and the two Go-Betweens of the eighth; the seed's 354 is both sides together
    expect(setupIds.length).toBe(7 * SIZE + 2);
    expect(game.counts.perSide).toBe(setupIds.length);
    expect(game.counts.statedPerSide).toBe(354 / 2);
    const board = rebuildBoard(game).flat();
    expect(board.filter((cell) => cell.startsWith('white ')).length).toBe(setupIds.length);
  });

  it('93 kinds in the setup', () => {
    const seen = new Set<string>();
    const newPerRank = game.setup.map((rank) => {
      const fresh = rank.trim().split(/\s+/).filter((id) => id !== '.' && !seen.has(id));
      fresh.forEach((id) => seen.add(id));
      return new Set(fresh).size;
    });
    // Kinds first met on each rank, r → y. A rank of 25 is 12 pairs of files mirrored about the centre file plus the
    // centre: like pairs + 2 × unlike pairs + the centre piece, every kind new to its rank.
    //   t: 12 like + Lion Dog. u: 9 like (Wood … Copper General, Old Rat, Coiled Serpent, Reclining Dragon), 3 unlike
    //   (Left/Right Chariot, Blue Dragon/Vermillion Sparrow, Capricorn/Hook Mover) + Drunk Elephant. v: 7 like,
    //   5 unlike (Western/Northern and Eastern/Southern Barbarian, Old Kite Hawk/Rushing Bird, Great Dragon/
    //   Golden Bird, Kylin/Phoenix) + Lion. w: 10 like, 2 unlike (Buddhist Devil/She-Devil, Wrestler/Guardian of the
    //   Gods) + Neighbouring King. x: 11 like, Left/Right General + Crown Prince. y: 10 like, 2 unlike (Turtle-Snake/
    //   White Tiger, Deva/Dark Spirit) + Emperor.
    const expected = [1, 1, 12 + 1, 9 + 2 * 3 + 1, 7 + 2 * 5 + 1, 10 + 2 * 2 + 1, 11 + 2 * 1 + 1, 10 + 2 * 2 + 1];
    expect(newPerRank).toEqual(expected);
    expect(seen.size).toBe(93);
    expect(game.counts.kinds).toBe(seen.size);
    expect(game.counts.statedKinds).toBe(93);
  });

  it('25 forms only by promotion, 118 in all', () => {
    const kinds = new Set(setupIds);
    const promotedOnly = new Set(Object.values(game.promotions).filter((id) => !kinds.has(id)));
    // 003 ends 26 sections with 只以升级棋子的身分出现; 山母 has two (from 盲猿 and 古猿): 25 forms
    expect(promotedOnly.size).toBe(25);
    expect(game.counts.forms).toBe(kinds.size + promotedOnly.size);
    expect(game.counts.statedForms).toBe(118);
  });
});

// The headings of 003's piece sections, as printed: 无升级的棋子, then one section per promoted form.
const NEVER_PROMOTE = ['自在天王', '太子', '龙马', '龙王', '奔王'];
const TO_GOLD = [
  '步兵', '左将', '右将', '木将', '飞龙', '猛牛', '猛熊', '猛鹫', '桂马', '驴马', '香车', '反车', '奇犬', '羊兵',
  '金鹿', '银兔', '横行', '竖行', '青龙', '白虎', '朱雀', '玄武', '白象', '前旗', '左车', '右车', '角行', '飞车',
  '横龙', '走车', '鲸鲵', '白驹', '飞牛', '兵士', '罗刹', '力士', '金刚', '大龙', '金翅', '鸠槃', '夜叉', '奔鬼',
  '奔獏', '角鹰', '飞鹫', '孔雀', '摩羯', '天狗', '钩行',
];
// 升级后走法沿伸成任意距离的棋子
const TO_RANGING = [
  ['金将', '奔金'], ['银将', '奔银'], ['铜将', '奔铜'], ['鉄将', '奔鉄'], ['瓦将', '奔瓦'], ['石将', '奔石'],
  ['土将', '奔土'], ['仲人', '奔人'], ['盲虎', '奔虎'], ['猛豹', '奔豹'], ['蟠蛇', '奔蛇'], ['淮鸡', '仙鹤'],
  ['猫刃', '奔猫'],
];
// 升级后获得全新走法的棋子
const TO_NEW = [
  ['盲猿', '山母'], ['古猿', '山母'], ['卧龙', '奔龙'], ['老鼠', '蝙蝠'], ['嗔猪', '奔猪'], ['盲熊', '奔熊'],
  ['恶狼', '奔狼'], ['麒麟', '大龙'], ['鳯凰', '金翅'], ['东夷', '狮子'], ['西戎', '狛犬'], ['南蛮', '白象'],
  ['北狄', '香象'], ['近王', '前旗'], ['踊鹿', '方行'], ['马麟', '奔王'], ['变狸', '鸠槃'], ['水牛', '奔獏'],
  ['行鸟', '奔鬼'], ['古鵄', '天狗'], ['毒蛇', '钩行'], ['狮子', '奋迅'], ['狛犬', '大象'], ['无明', '法性'],
  ['提婆', '教王'], ['醉象', '太子'],
];

describe('Tai Shogi promotions (seed 003, piece sections)', () => {
  it('are the pairs of the section headings', () => {
    const seedPairs = [...TO_GOLD.map((n) => [n, '金将']), ...TO_RANGING, ...TO_NEW];
    expect(seedPairs.length).toBe(49 + 13 + 26);
    const expected = Object.fromEntries(seedPairs.map(([from, to]) => [idOf(from!), idOf(to!)]));
    expect(game.promotions).toEqual(expected);
  });

  it('the Gold General page states the true share in all three languages: 49 of the 93 setup kinds, more than half', () => {
    // 003: 49 pieces under the 金将 headings, all of them in the setup of 93 kinds; 49 / 93 is more than half.
    const kinds = new Set(setupIds);
    expect(TO_GOLD.map(idOf).filter((id) => kinds.has(id)).length).toBe(49);
    expect(kinds.size).toBe(93);
    const tai = (file: string) => readFileSync(join(CONTENT_DIR, file), 'utf8').split(/^## /m).find((s) => /^(Tai Shogi|泰將棋|泰将棋)\n/.test(s))!;
    expect(tai('pieces/gold-general.mdx')).toMatch(/More than half of the 93 [^.]*49/);
    expect(tai('translations/ja/pieces/gold-general.mdx')).toMatch(/93種[^。]*半数を超える49種/);
    expect(tai('translations/zh/pieces/gold-general.mdx')).toMatch(/93種棋子中[^。]*49種[^。]*超過一半/);
  });

  it('every setup piece promotes except the five of 无升级的棋子', () => {
    const never = NEVER_PROMOTE.map(idOf);
    expect(never).toEqual(['emperor', 'crown-prince', 'dragon-horse', 'dragon-king', 'free-king']);
    const kinds = [...new Set(setupIds)];
    expect(kinds.filter((id) => !(id in game.promotions)).sort()).toEqual([...never].sort());
    expect(Object.keys(game.promotions).filter((id) => !kinds.includes(id))).toEqual([]);
  });

  it('every promotion source and target is a piece entry', () => {
    const missing = Object.entries(game.promotions)
      .flatMap(([from, to]) => [from, to])
      .filter((id) => !pieces.has(id));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('Tai Shogi rules (seed 003)', () => {
  it('promotion by capture, compulsory on every capture (基本规则)', () => {
    expect(game.promotion).toEqual({ kind: 'capture', forced: 'always' });
  });

  it('royals: the Emperor and the Crown Prince, which the Drunk Elephant promotes to', () => {
    expect(game.royals).toEqual(['emperor', 'crown-prince']);
    expect(game.promotions['drunk-elephant']).toBe('crown-prince');
  });

  it('no capture conversion (无明, 法性, 提婆, 教王 sections)', () => {
    expect(game.conversions).toEqual([]);
    expect(game.conversionExempt).toEqual([]);
  });

  it('Emperor: any empty square, never a protected piece, unprotected squares legal (自在天王 section, 注意)', () => {
    expect(game.emperor).toEqual({ safeSquaresOnly: false, mayCaptureProtected: [], protectedSquaresWhenBoth: false });
  });
});
