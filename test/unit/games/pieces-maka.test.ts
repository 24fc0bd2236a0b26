// Move grids of the Maka Dai Dai pieces (and their Tai/Dai appearances), written by hand from the seeds' diagrams and
// sentences: 000/001 摩訶大大將棋 行棋規則 and 註腳 1–19, 003 泰将棋 行棋规则, 002 大將棋.
import { describe, it } from 'vitest';
import type { GameId, SourceId } from '../../../src/schema';
import { expectMoves } from '../../helpers/moves';

/** One grid checked in every game whose seed gives the piece this move. */
function inGames(piece: string, games: GameId[], grid: string[], outside?: 'rays' | 'any') {
  for (const game of games) {
    it(`${piece} (${game})`, () => expectMoves(piece, { game, ...(outside ? { outside } : {}) }, grid));
  }
}

/** A footnote reading of seed 000. */
function variant(piece: string, source: SourceId, grid: string[]) {
  it(`${piece}, ${source}`, () => expectMoves(piece, { game: 'maka-dai-dai', source }, grid));
}

const MT: GameId[] = ['maka-dai-dai', 'tai'];

// Shared shapes, each named after what it is.
const FREE_IRON = ['x..x..x', '.x.x.x.', '..xxx..', '...P...', '.......', '.......', '.......'];
const DIAG_AND_SIDE_SLIDES = ['x.....x', '.x...x.', '..x.x..', 'xxxPxxx', '..x.x..', '.x...x.', 'x.....x'];
const BISHOP = ['x.....x', '.x...x.', '..x.x..', '...P...', '..x.x..', '.x...x.', 'x.....x'];
const FILE_SLIDES = ['...x...', '...x...', '...x...', '...P...', '...x...', '...x...', '...x...'];
const SILVER = ['.......', '.......', '..xxx..', '...P...', '..x.x..', '.......', '.......'];
const SIDE_FORWARD_DIAG_BACK_SLIDES = ['x.....x', '.x...x.', '..x.x..', 'xxxPxxx', '...x...', '...x...', '...x...'];
const FREE_GOLD = ['x..x..x', '.x.x.x.', '..xxx..', 'xxxPxxx', '...x...', '...x...', '...x...'];

describe('Free Boar 奔猪 (002, 000 footnote 14, 003)', () => {
  // 002 奔猪, 000 奔豬, 003 奔猪: any distance diagonally or sideways.
  inGames('free-boar', ['dai', 'maka-dai-dai', 'tai'], DIAG_AND_SIDE_SLIDES);
  // footnote 14: 《象棋六種之図式》 straight or diagonally forward, any distance.
  variant('free-boar', 'rokushu', FREE_IRON);
});

describe('pieces that promote to the Gold General (000 升級成金將之棋子; 003 agrees)', () => {
  // 驢馬: one step orthogonally, or a jump to exactly two squares straight forward or back.
  inGames('donkey', MT, ['.......', '...x...', '...x...', '..xPx..', '...x...', '...x...', '.......']);

  // 力士: up to three diagonally, one sideways.
  inGames('wrestler', MT, [
    '...........',
    '...........',
    '..x.....x..',
    '...x...x...',
    '....x.x....',
    '....xPx....',
    '....x.x....',
    '...x...x...',
    '..x.....x..',
    '...........',
    '...........',
  ]);
  // footnote 1: 《象棋六種之図式》 up to three diagonally, one orthogonally.
  variant('wrestler', 'rokushu', [
    '...........',
    '...........',
    '..x.....x..',
    '...x...x...',
    '....xxx....',
    '....xPx....',
    '....xxx....',
    '...x...x...',
    '..x.....x..',
    '...........',
    '...........',
  ]);
  // The Rokushu reading is a footnote of the Maka article: under Tai the main text still applies.
  it('wrestler, rokushu, does not apply in tai', () =>
    expectMoves('wrestler', { game: 'tai', source: 'rokushu' }, [
      '...........',
      '...........',
      '..x.....x..',
      '...x...x...',
      '....x.x....',
      '....xPx....',
      '....x.x....',
      '...x...x...',
      '..x.....x..',
      '...........',
      '...........',
    ]));

  // 金剛: up to three orthogonally, one diagonally forward.
  inGames('guardian-of-the-gods', MT, [
    '...........',
    '...........',
    '.....x.....',
    '.....x.....',
    '....xxx....',
    '..xxxPxxx..',
    '.....x.....',
    '.....x.....',
    '.....x.....',
    '...........',
    '...........',
  ]);
  // footnote 2: 《象棋六種之図式》 up to three orthogonally, one diagonally.
  variant('guardian-of-the-gods', 'rokushu', [
    '...........',
    '...........',
    '.....x.....',
    '.....x.....',
    '....xxx....',
    '..xxxPxxx..',
    '....xxx....',
    '.....x.....',
    '.....x.....',
    '...........',
    '...........',
  ]);

  // 羅刹: up to three diagonally forward, one sideways or straight back (sentence; 000's lower grid rows are damaged).
  inGames('buddhist-devil', MT, [
    '...........',
    '...........',
    '..x.....x..',
    '...x...x...',
    '....x.x....',
    '....xPx....',
    '.....x.....',
    '...........',
    '...........',
    '...........',
    '...........',
  ]);

  // 夜叉: up to five orthogonally, up to two diagonally (001 cells, 003).
  const SHE_DEVIL = [
    '...............',
    '...............',
    '.......x.......',
    '.......x.......',
    '.......x.......',
    '.....x.x.x.....',
    '......xxx......',
    '..xxxxxPxxxxx..',
    '......xxx......',
    '.....x.x.x.....',
    '.......x.......',
    '.......x.......',
    '.......x.......',
    '...............',
    '...............',
  ];
  inGames('she-devil', MT, SHE_DEVIL);
  // footnote 3: 《象棋六種之図式》描述夜叉斜向移動一至兩步 - the main text's own diagonal limit, so the footnote cites the
  // source of the main text, and the Rokushu reading is the main text.
  variant('she-devil', 'rokushu', SHE_DEVIL);

  // 狛犬: Lion Dog power on all eight lines, three deep; igui and pass put the piece on its own square.
  inGames('lion-dog', MT, [
    '...........',
    '...........',
    '..x..x..x..',
    '...x.x.x...',
    '....xxx....',
    '..xxxOxxx..',
    '....xxx....',
    '...x.x.x...',
    '..x..x..x..',
    '...........',
    '...........',
  ]);

  // 橫飛 (Maka only): any distance sideways, one step diagonally.
  inGames('side-flyer', ['maka-dai-dai'], ['.......', '.......', '..x.x..', 'xxxPxxx', '..x.x..', '.......', '.......']);
  // footnote 4: 《象棋六種之図式》 any distance sideways, one step diagonally forward.
  variant('side-flyer', 'rokushu', ['.......', '.......', '..x.x..', 'xxxPxxx', '.......', '.......', '.......']);

  // 右車: any distance straight forward, forward-right, backward-left; one step straight back.
  inGames('right-chariot', MT, ['...x..x', '...x.x.', '...xx..', '...P...', '..xx...', '.x.....', 'x......']);
  // footnote 5: 《象棋六種之図式》 any distance forward-left or backward-right, one step right.
  variant('right-chariot', 'rokushu', ['x......', '.x.....', '..x....', '...Px..', '....x..', '.....x.', '......x']);

  // 左車: any distance straight forward, forward-left, backward-right; one step straight back.
  inGames('left-chariot', MT, ['x..x...', '.x.x...', '..xx...', '...P...', '...xx..', '.....x.', '......x']);
  // footnote 6: 《象棋六種之図式》 any distance forward-right or backward-left, one step left.
  variant('left-chariot', 'rokushu', ['......x', '.....x.', '....x..', '..xP...', '..x....', '.x.....', 'x......']);

  // 摩羯: diagonal hook - on an empty board every square of its own colour.
  inGames(
    'capricorn',
    MT,
    ['x.x.x.x', '.x.x.x.', 'x.x.x.x', '.x.P.x.', 'x.x.x.x', '.x.x.x.', 'x.x.x.x'],
    'any',
  );
  // 鉤行: orthogonal hook - on an empty board every square.
  inGames(
    'hook-mover',
    MT,
    ['xxxxxxx', 'xxxxxxx', 'xxxxxxx', 'xxxPxxx', 'xxxxxxx', 'xxxxxxx', 'xxxxxxx'],
    'any',
  );
});

describe('pieces whose promotion extends their steps (000 升級後走法延伸成任意距離移動之棋子; 003 agrees)', () => {
  // 奔金: the Gold General's six directions, any distance.
  inGames('free-gold', MT, FREE_GOLD);
  // 奔銀: diagonally or straight forward, any distance.
  inGames('free-silver', MT, ['x..x..x', '.x.x.x.', '..xxx..', '...P...', '..x.x..', '.x...x.', 'x.....x']);
  // 奔銅: straight forward or back, or diagonally forward, any distance.
  inGames('free-copper', MT, ['x..x..x', '.x.x.x.', '..xxx..', '...P...', '...x...', '...x...', '...x...']);
  // 奔鉄: straight or diagonally forward, any distance.
  inGames('free-iron', MT, FREE_IRON);
  // 瓦將: one step diagonally forward or straight back.
  inGames('tile-general', MT, ['.......', '.......', '..x.x..', '...P...', '...x...', '.......', '.......']);
  // 奔瓦: diagonally forward or straight back, any distance.
  inGames('free-tile', MT, ['x.....x', '.x...x.', '..x.x..', '...P...', '...x...', '...x...', '...x...']);
  // 奔石: diagonally forward, any distance.
  inGames('free-stone', MT, ['x.....x', '.x...x.', '..x.x..', '...P...', '.......', '.......', '.......']);
  // 土將: one step straight forward or back.
  inGames('earth-general', MT, ['.......', '.......', '...x...', '...P...', '...x...', '.......', '.......']);
  // 奔土 and 奔人: straight forward or back, any distance.
  inGames('free-earth', MT, FILE_SLIDES);
  inGames('free-goer', MT, FILE_SLIDES);
  // 奔虎: diagonally, sideways or straight back, any distance.
  inGames('free-tiger', MT, ['x.....x', '.x...x.', '..x.x..', 'xxxPxxx', '..xxx..', '.x.x.x.', 'x..x..x']);
  // 奔豹: diagonally or straight forward and back, any distance.
  inGames('free-leopard', MT, ['x..x..x', '.x.x.x.', '..xxx..', '...P...', '..xxx..', '.x.x.x.', 'x..x..x']);

  // 蟠蛇: one step straight forward or back, or diagonally back.
  inGames('coiled-serpent', MT, ['.......', '.......', '...x...', '...P...', '..xxx..', '.......', '.......']);
  // footnote 7: 《象棋六種之図式》 one step straight forward or diagonally back.
  variant('coiled-serpent', 'rokushu', ['.......', '.......', '...x...', '...P...', '..x.x..', '.......', '.......']);
  // 奔蛇: straight forward or back, or diagonally back, any distance.
  inGames('free-serpent', MT, ['...x...', '...x...', '...x...', '...P...', '..xxx..', '.x.x.x.', 'x..x..x']);

  // 淮鷄: one step sideways, diagonally forward or straight back.
  inGames('chinese-cock', MT, ['.......', '.......', '..x.x..', '..xPx..', '...x...', '.......', '.......']);
  // footnote 8: 《象棋六種之図式》 one step diagonally or straight back.
  variant('chinese-cock', 'rokushu', ['.......', '.......', '..x.x..', '...P...', '..xxx..', '.......', '.......']);

  // 仙鶴 main text (= the three Edo texts of footnote 9): sideways, diagonally forward or straight back, any distance.
  inGames('wizard-stork', MT, SIDE_FORWARD_DIAG_BACK_SLIDES);
  // footnote 9: most modern sources - diagonally or straight forward any distance, one step straight back.
  variant('wizard-stork', 'modern', ['x..x..x', '.x.x.x.', '..xxx..', '...P...', '..xxx..', '.x...x.', 'x.....x']);

  // 奔貓: diagonally, any distance.
  inGames('free-cat', MT, BISHOP);
});

describe('pieces whose promotion gives a new move (000 升級後獲得全新走法或能力之棋子; 003 agrees)', () => {
  // 古猿: one step diagonally or straight back.
  inGames('old-monkey', MT, ['.......', '.......', '..x.x..', '...P...', '..xxx..', '.......', '.......']);
  // footnote 10: 《象棋六種之図式》 one step diagonally or straight forward (a Silver General).
  variant('old-monkey', 'rokushu', SILVER);

  // 山母: diagonally or straight back any distance, one step straight forward.
  inGames('mountain-witch', MT, ['x.....x', '.x...x.', '..xxx..', '...P...', '..xxx..', '.x.x.x.', 'x..x..x']);
  // footnote 11: 《象棋六種之図式》 diagonally any distance (a Bishop).
  variant('mountain-witch', 'rokushu', BISHOP);

  // 臥龍: one step orthogonally or diagonally back.
  inGames('reclining-dragon', MT, ['.......', '.......', '...x...', '..xPx..', '..xxx..', '.......', '.......']);
  // footnote 12: 《象棋六種之図式》 one step diagonally or straight forward (a Silver General).
  variant('reclining-dragon', 'rokushu', SILVER);

  // 奔龍: straight or diagonally forward any distance, one step straight or diagonally back.
  inGames('free-dragon', MT, ['x..x..x', '.x.x.x.', '..xxx..', '...P...', '..xxx..', '.......', '.......']);
  // footnote 13: 《象棋六種之図式》 sideways or straight forward any distance, one step straight or diagonally back.
  variant('free-dragon', 'rokushu', ['...x...', '...x...', '...x...', 'xxxPxxx', '..xxx..', '.......', '.......']);
  // footnote 13: other sources - orthogonally or diagonally back, any distance.
  variant('free-dragon', 'other', ['...x...', '...x...', '...x...', 'xxxPxxx', '..xxx..', '.x.x.x.', 'x..x..x']);

  // 老鼠: one or two squares diagonally forward or straight back.
  inGames('old-rat', MT, [
    '.........',
    '.........',
    '..x...x..',
    '...x.x...',
    '....P....',
    '....x....',
    '....x....',
    '.........',
    '.........',
  ]);
  // 蝙蝠: straight forward or diagonally back, any distance.
  inGames('bat', MT, ['...x...', '...x...', '...x...', '...P...', '..x.x..', '.x...x.', 'x.....x']);

  // 盲熊: one step diagonally, or straight back any distance.
  inGames('blind-bear', MT, ['.......', '.......', '..x.x..', '...P...', '..xxx..', '...x...', '...x...']);
  // footnote 15: 《象棋六種之図式》 one step in any direction (the King).
  variant('blind-bear', 'rokushu', ['.......', '.......', '..xxx..', '..xPx..', '..xxx..', '.......', '.......']);

  // 奔熊: diagonally or sideways any distance, plus a jump two squares diagonally forward. On an empty board the jump
  // lands on a square the slide reaches anyway, so the window equals the slides'.
  inGames('free-bear', MT, DIAG_AND_SIDE_SLIDES);
  // footnote 16: 《象棋六種之図式》 the slides only, no jump.
  variant('free-bear', 'rokushu', DIAG_AND_SIDE_SLIDES);

  // 奔狼: diagonally or straight forward and back any distance, up to five sideways.
  const FREE_WOLF = [
    'x......x......x',
    '.x.....x.....x.',
    '..x....x....x..',
    '...x...x...x...',
    '....x..x..x....',
    '.....x.x.x.....',
    '......xxx......',
    '..xxxxxPxxxxx..',
    '......xxx......',
    '.....x.x.x.....',
    '....x..x..x....',
    '...x...x...x...',
    '..x....x....x..',
    '.x.....x.....x.',
    'x......x......x',
  ];
  inGames('free-wolf', MT, FREE_WOLF);
  // footnote 17, first sentence: 《諸象戱図式》描述奔狼橫向移動一至五步 - where the main text's five-square limit comes
  // from (the other readings slide sideways without limit), so 《諸象戱図式》 agrees with the main text.
  variant('free-wolf', 'sho-shogi-zushiki', FREE_WOLF);
  // footnote 17: 《象棋六種之図式》 sideways, diagonally forward or straight back, any distance.
  variant('free-wolf', 'rokushu', SIDE_FORWARD_DIAG_BACK_SLIDES);
  // footnote 17: other sources - sideways, orthogonally (直向, as written) or diagonally forward, any distance.
  variant('free-wolf', 'other', FREE_GOLD);

  // 大龍: up to two straight forward or back, up to three diagonally, any distance sideways.
  inGames('great-dragon', MT, [
    '...........',
    '...........',
    '..x.....x..',
    '...x.x.x...',
    '....xxx....',
    'xxxxxPxxxxx',
    '....xxx....',
    '...x.x.x...',
    '..x.....x..',
    '...........',
    '...........',
  ]);
  // 金翅: up to two sideways, up to three diagonally, any distance straight forward or back.
  inGames('golden-bird', MT, [
    '.....x.....',
    '.....x.....',
    '..x..x..x..',
    '...x.x.x...',
    '....xxx....',
    '...xxPxx...',
    '....xxx....',
    '...x.x.x...',
    '..x..x..x..',
    '.....x.....',
    '.....x.....',
  ]);

  // 奮迅: Lion (every square within two king steps) plus Lion Dog (three deep on the eight lines); igui and pass.
  inGames('furious-fiend', MT, [
    '...........',
    '...........',
    '..x..x..x..',
    '...xxxxx...',
    '...xxxxx...',
    '..xxxOxxx..',
    '...xxxxx...',
    '...xxxxx...',
    '..x..x..x..',
    '...........',
    '...........',
  ]);

  // 無明: one step diagonally forward, to the right, or diagonally back to the left (sentence; both grids damaged).
  inGames('dark-spirit', MT, ['.......', '.......', '..x.x..', '...Px..', '..x....', '.......', '.......']);
  // footnote 18: 《象戱図式》 one step diagonally forward, to the right, or diagonally back to the right.
  variant('dark-spirit', 'shogi-zushiki', ['.......', '.......', '..x.x..', '...Px..', '....x..', '.......', '.......']);
  // footnote 18: 《象棋六種之図式》 one step orthogonally or along the right-hand diagonals.
  variant('dark-spirit', 'rokushu', ['.......', '.......', '...xx..', '..xPx..', '...xx..', '.......', '.......']);

  // 法性: Free King slides plus the Lion power.
  inGames('buddhist-spirit', MT, [
    'x...x...x',
    '.x..x..x.',
    '..xxxxx..',
    '..xxxxx..',
    'xxxxOxxxx',
    '..xxxxx..',
    '..xxxxx..',
    '.x..x..x.',
    'x...x...x',
  ]);

  // 提婆: one step diagonally forward, to the left, or diagonally back to the right (sentence; both grids damaged).
  inGames('deva', MT, ['.......', '.......', '..x.x..', '..xP...', '....x..', '.......', '.......']);
  // footnote 19: 《象戱図式》 one step diagonally forward, to the left, or diagonally back to the left.
  variant('deva', 'shogi-zushiki', ['.......', '.......', '..x.x..', '..xP...', '..x....', '.......', '.......']);
  // footnote 19: 《象棋六種之図式》 one step orthogonally or along the left-hand diagonals.
  variant('deva', 'rokushu', ['.......', '.......', '..xx...', '..xPx..', '..xx...', '.......', '.......']);

  // 教王: Free King slides plus the Lion Dog power; the Lion Dog adds only the pass/igui on an empty board.
  inGames('teaching-king', MT, ['x..x..x', '.x.x.x.', '..xxx..', 'xxxOxxx', '..xxx..', '.x.x.x.', 'x..x..x']);

  // 王子 (Maka only): moves like the King, one step in any direction.
  inGames('prince', ['maka-dai-dai'], ['.......', '.......', '..xxx..', '..xPx..', '..xxx..', '.......', '.......']);

  // 自在天王: alone on an empty board nothing is attacked or protected, so every square is open in both games.
  inGames(
    'emperor',
    MT,
    ['xxxxxxx', 'xxxxxxx', 'xxxxxxx', 'xxxPxxx', 'xxxxxxx', 'xxxxxxx', 'xxxxxxx'],
    'any',
  );
});
