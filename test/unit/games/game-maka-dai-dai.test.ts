// The Maka Dai Dai game entry checked against seed 000: setup square by square, piece counts, promotions, footnotes, rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/lib/content';
import type { SourceId } from '../../../src/schema';

const content = loadContent();
const game = content.games.get('maka-dai-dai')!;

/** Every name written in seed 000's setup (開局配置), and the piece it is. */
const SEED_KANJI: Record<string, string> = {
  香車: 'lance',
  土將: 'earth-general',
  石將: 'stone-general',
  瓦將: 'tile-general',
  鐵將: 'iron-general',
  銅將: 'copper-general',
  銀將: 'silver-general',
  金將: 'gold-general',
  無明: 'dark-spirit',
  玉將: 'king',
  提婆: 'deva',
  反車: 'reverse-chariot',
  貓刃: 'cat-sword',
  古猿: 'old-monkey',
  臥龍: 'reclining-dragon',
  猛豹: 'ferocious-leopard',
  盲虎: 'blind-tiger',
  醉象: 'drunk-elephant',
  蟠蛇: 'coiled-serpent',
  淮雞: 'chinese-cock',
  老鼠: 'old-rat',
  嗔豬: 'angry-boar',
  盲熊: 'blind-bear',
  惡狼: 'evil-wolf',
  鳳凰: 'phoenix',
  獅子: 'lion',
  麒麟: 'kylin',
  驢馬: 'donkey',
  桂馬: 'knight',
  猛牛: 'violent-ox',
  飛龍: 'flying-dragon',
  夜叉: 'she-devil',
  金剛: 'guardian-of-the-gods',
  狛犬: 'lion-dog',
  力士: 'wrestler',
  羅剎: 'buddhist-devil',
  飛車: 'rook',
  右車: 'right-chariot',
  左車: 'left-chariot',
  橫行: 'side-mover',
  橫飛: 'side-flyer',
  豎行: 'vertical-mover',
  角行: 'bishop',
  龍馬: 'dragon-horse',
  龍王: 'dragon-king',
  鉤行: 'hook-mover',
  奔王: 'free-king',
  摩羯: 'capricorn',
  步兵: 'pawn',
  仲人: 'go-between',
};

type Cell = { id: string; side: 'black' | 'white' } | null;

/** The seed's 19 ranks, top (White's back rank) first; pieces above the middle rank are White's. */
function seedBoard(): Cell[][] {
  const rows = readFileSync(new URL('../../fixtures/setup-maka-dai-dai.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(' '));
  return rows.map((row, r) =>
    row.map((kanji) => {
      if (kanji === '.') return null;
      const id = SEED_KANJI[kanji];
      if (!id) throw new Error(`fixture rank ${r + 1}: no piece for "${kanji}"`);
      return { id, side: r < rows.length / 2 ? 'white' : 'black' };
    }),
  );
}

/** The board the game entry describes: Black's ranks at the bottom, White's the 180° rotation. */
function entryBoard(): Cell[][] {
  const n = game.size;
  const board: Cell[][] = Array.from({ length: n }, () => Array<Cell>(n).fill(null));
  const first = n - game.setup.length;
  game.setup.forEach((rank, i) => {
    rank.trim().split(/\s+/).forEach((id, c) => {
      if (id === '.') return;
      board[first + i]![c] = { id, side: 'black' };
      board[n - 1 - (first + i)]![n - 1 - c] = { id, side: 'white' };
    });
  });
  return board;
}

const setupIds = game.setup.flatMap((rank) => rank.trim().split(/\s+/).filter((t) => t !== '.'));

describe('Maka Dai Dai setup (seed 000 開局配置)', () => {
  it('has 19 ranks of 19 squares in the fixture', () => {
    const seed = seedBoard();
    expect(seed.length).toBe(19);
    seed.forEach((row) => expect(row.length).toBe(19));
  });

  it('rebuilt from the game entry equals the seed square by square', () => {
    const seed = seedBoard();
    const built = entryBoard();
    const differences: string[] = [];
    for (let r = 0; r < 19; r++) {
      for (let c = 0; c < 19; c++) {
        const want = seed[r]![c];
        const got = built[r]![c];
        if (JSON.stringify(want) !== JSON.stringify(got)) {
          // Square names as on the site: file counted from Black's right, rank letter from the top.
          differences.push(`${19 - c}${String.fromCharCode(97 + r)}: seed ${JSON.stringify(want)}, entry ${JSON.stringify(got)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('names every seed spelling among the names of its piece', () => {
    for (const [kanji, id] of Object.entries(SEED_KANJI)) {
      const piece = content.pieces.get(id);
      expect(piece, id).toBeDefined();
      const { kanji: k, simplified, ja, alt } = piece!.names;
      expect([k, simplified, ja, ...alt], `${id} should list ${kanji}`).toContain(kanji);
    }
  });
});

describe('Maka Dai Dai counts (seed 000 基本介紹: 50 kinds, 63 forms, 96 a side)', () => {
  it('states what the seed states', () => {
    expect(game.counts).toMatchObject({ statedKinds: 50, statedForms: 63, statedPerSide: 96 });
  });

  it('has 96 pieces a side', () => {
    // ranks from the Go-Between rank to the back rank: 2 + 19 + 19 + 13 + 11 + 13 + 19 = 96
    expect(game.setup.map((rank) => rank.split(/\s+/).filter((t) => t !== '.').length)).toEqual([2, 19, 19, 13, 11, 13, 19]);
    expect(setupIds.length).toBe(96);
    expect(game.counts.perSide).toBe(96);
  });

  it('has 50 kinds in the setup', () => {
    // 47 kinds that promote + 龍馬, 龍王, 奔王, which do not
    expect(new Set(setupIds).size).toBe(50);
    expect(game.counts.kinds).toBe(50);
  });

  it('describes 76 forms, not the stated 63', () => {
    // 50 starting kinds + 13 promoted forms with extended moves (奔金 … 奔貓, 仙鶴) + 13 with new moves (山母 … 自在天王);
    // the Gold General, a promotion target of 21 kinds, is already one of the 50.
    const forms = new Set([...setupIds, ...Object.values(game.promotions)]);
    expect(forms.size).toBe(50 + 13 + 13);
    expect(game.counts.forms).toBe(76);
  });
});

describe('Maka Dai Dai promotions (seed 000 行棋規則 groups)', () => {
  const promotions = Object.entries(game.promotions);

  it('names existing pieces on both sides', () => {
    for (const [from, to] of promotions) {
      expect(content.pieces.has(from), from).toBe(true);
      expect(content.pieces.has(to), to).toBe(true);
    }
  });

  it('promotes every starting kind except 龍馬, 龍王 and 奔王 (無升級之棋子)', () => {
    const nonPromoting = [...new Set(setupIds)].filter((id) => !(id in game.promotions)).sort();
    expect(nonPromoting).toEqual(['dragon-horse', 'dragon-king', 'free-king']);
    expect(promotions.length).toBe(47);
  });

  it('groups as the seed does: 21 to the Gold General, 13 extended, 13 new', () => {
    expect(promotions.filter(([, to]) => to === 'gold-general').length).toBe(21);
    expect(game.promotions).toMatchObject({
      'gold-general': 'free-gold',
      'chinese-cock': 'wizard-stork',
      'go-between': 'free-goer',
      king: 'emperor',
      'drunk-elephant': 'prince',
      'dark-spirit': 'buddhist-spirit',
      deva: 'teaching-king',
      lion: 'furious-fiend',
    });
  });
});

describe('Maka Dai Dai rules (seed 000 升級規則, 自在天王)', () => {
  it('promotes by capture: optional, forced after capturing a promoted piece', () => {
    expect(game.promotion).toEqual({ kind: 'capture', forced: 'promoted-capture' });
  });

  it('records the school that forces promotion on every capture as a rule variant', () => {
    const always = game.ruleVariants.filter((v) => v.rules.promotion?.kind === 'capture' && v.rules.promotion.forced === 'always');
    expect(always.map((v) => v.source)).toEqual(['other']);
  });

  it('has the King, the Prince and the Emperor as royals', () => {
    expect([...game.royals].sort()).toEqual(['emperor', 'king', 'prince']);
  });

  it('converts the capturer of the two spirits, except the royal pieces and the Drunk Elephant', () => {
    expect(game.conversions).toEqual([
      { captured: ['dark-spirit', 'buddhist-spirit'], becomes: 'buddhist-spirit' },
      { captured: ['deva', 'teaching-king'], becomes: 'teaching-king' },
    ]);
    expect([...game.conversionExempt].sort()).toEqual(['drunk-elephant', 'emperor', 'king', 'prince']);
  });

  it('keeps the Emperor off attacked squares and off protected pieces', () => {
    expect(game.emperor).toEqual({ safeSquaresOnly: true, mayCaptureProtected: [], protectedSquaresWhenBoth: true });
    expect(content.pieces.get('emperor')!.moves).toEqual([{ emperor: true }]);
  });
});

describe('Maka Dai Dai footnotes 1–19 (seed 000 註腳及其他有爭議的規則)', () => {
  /** footnote → the piece it belongs to and the sources it names (one variant each). */
  const FOOTNOTES: Record<number, [string, SourceId[]]> = {
    1: ['wrestler', ['rokushu']],
    2: ['guardian-of-the-gods', ['rokushu']],
    3: ['she-devil', ['rokushu']],
    4: ['side-flyer', ['rokushu']],
    5: ['right-chariot', ['rokushu']],
    6: ['left-chariot', ['rokushu']],
    7: ['coiled-serpent', ['rokushu']],
    8: ['chinese-cock', ['rokushu']],
    // The main text follows the three Edo texts; only the modern reading differs.
    9: ['wizard-stork', ['modern']],
    10: ['old-monkey', ['rokushu']],
    11: ['mountain-witch', ['rokushu']],
    12: ['reclining-dragon', ['rokushu']],
    13: ['free-dragon', ['rokushu', 'other']],
    14: ['free-boar', ['rokushu']],
    15: ['blind-bear', ['rokushu']],
    16: ['free-bear', ['rokushu']],
    17: ['free-wolf', ['sho-shogi-zushiki', 'rokushu', 'other']],
    18: ['dark-spirit', ['shogi-zushiki', 'rokushu']],
    19: ['deva', ['shogi-zushiki', 'rokushu']],
  };

  const attached = [...content.pieces.values()].flatMap((piece) =>
    piece.variants
      .filter((v) => v.game === 'maka-dai-dai' && v.footnote !== undefined)
      .map((v) => ({ piece: piece.id, footnote: v.footnote!, source: v.source })),
  );

  it('cites only footnotes 1–19', () => {
    expect(attached.filter((a) => a.footnote < 1 || a.footnote > 19)).toEqual([]);
  });

  // A footnote sentence that agrees with the main text cites where the main text comes from (issue 15), recorded as a
  // variant without moves. Footnote 3: 《象棋六種之図式》描述夜叉斜向移動一至兩步 (the main text: 斜向移動一至兩步).
  // Footnote 17: 《諸象戱図式》描述奔狼橫向移動一至五步 (the main text: 橫向移動一至五步). Every other footnote sentence
  // describes a different piece.
  it('records exactly footnotes 3 (Rokushu) and 17 (Sho Shōgi Zushiki) as agreeing with the main text', () => {
    const agreeing = [...content.pieces.values()].flatMap((piece) =>
      piece.variants.filter((v) => v.game === 'maka-dai-dai' && !v.moves).map((v) => `${v.footnote} ${piece.id} ${v.source}`),
    );
    expect(agreeing.sort()).toEqual(['17 free-wolf sho-shogi-zushiki', '3 she-devil rokushu']);
  });

  for (const [n, [piece, sources]] of Object.entries(FOOTNOTES)) {
    it(`attaches footnote ${n} to ${piece} only, once per source`, () => {
      const here = attached.filter((a) => a.footnote === Number(n));
      expect([...new Set(here.map((a) => a.piece))]).toEqual([piece]);
      expect(here.map((a) => a.source).sort()).toEqual([...sources].sort());
    });
  }
});
