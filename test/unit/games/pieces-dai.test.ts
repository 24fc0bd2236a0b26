// Move grids of the Dai Shogi pieces, written by hand from the seeds' diagrams and sentences (002 Dai, 000/001 Maka, 003 Tai).
import { describe, it } from 'vitest';
import type { GameId } from '../../../src/schema';
import { expectMoves } from '../../helpers/moves';

const DAI: GameId[] = ['dai'];
const DAI_MAKA: GameId[] = ['dai', 'maka-dai-dai'];
const DAI_TAI: GameId[] = ['dai', 'tai'];
const ALL: GameId[] = ['dai', 'maka-dai-dai', 'tai'];

/** One test per piece: the same window in every game listed, because the seeds that draw it agree. */
function grid(piece: string, games: GameId[], rows: string[]) {
  it(`${piece} (${games.join(', ')})`, () => {
    for (const game of games) expectMoves(piece, { game }, rows);
  });
}

describe('royal and king-like pieces', () => {
  // 002 玉將, 000 玉將: one step orthogonally or diagonally
  grid('king', DAI_MAKA, [
    '.......',
    '.......',
    '..xxx..',
    '..xPx..',
    '..xxx..',
    '.......',
    '.......',
  ]);
  // 002 醉象 (sentence and grid), 003 醉象 (sentence), 000 醉象 (grid only): every step but straight back
  grid('drunk-elephant', ALL, [
    '.......',
    '.......',
    '..xxx..',
    '..xPx..',
    '..x.x..',
    '.......',
    '.......',
  ]);
  // 002 太子, 003 太子: as the king
  grid('crown-prince', DAI_TAI, [
    '.......',
    '.......',
    '..xxx..',
    '..xPx..',
    '..xxx..',
    '.......',
    '.......',
  ]);
  // 002 盲虎, 000 盲虎, 003 盲虎: diagonally, sideways or straight back
  grid('blind-tiger', ALL, [
    '.......',
    '.......',
    '..x.x..',
    '..xPx..',
    '..xxx..',
    '.......',
    '.......',
  ]);
  // 002 飛鹿: one step diagonally or sideways, any distance vertically
  grid('flying-stag', DAI, [
    '...x...',
    '...x...',
    '..xxx..',
    '..xPx..',
    '..xxx..',
    '...x...',
    '...x...',
  ]);
});

describe('generals', () => {
  // 002 金將, 000 金將, 003 金将: orthogonally or diagonally forward
  grid('gold-general', ALL, [
    '.......',
    '.......',
    '..xxx..',
    '..xPx..',
    '...x...',
    '.......',
    '.......',
  ]);
  // 002 銀將, 000 銀將, 003 银将: diagonally or straight forward
  grid('silver-general', ALL, [
    '.......',
    '.......',
    '..xxx..',
    '...P...',
    '..x.x..',
    '.......',
    '.......',
  ]);
  // 002 銅將, 000 銅將, 003 铜将: vertically or diagonally forward
  grid('copper-general', ALL, [
    '.......',
    '.......',
    '..xxx..',
    '...P...',
    '...x...',
    '.......',
    '.......',
  ]);
  // 002 鉄將, 000 鉄將, 003 鉄将: straight or diagonally forward
  grid('iron-general', ALL, [
    '.......',
    '.......',
    '..xxx..',
    '...P...',
    '.......',
    '.......',
    '.......',
  ]);
  // 002 石將, 000 石將, 003 石将: diagonally forward
  grid('stone-general', ALL, [
    '.......',
    '.......',
    '..x.x..',
    '...P...',
    '.......',
    '.......',
    '.......',
  ]);
});

describe('short-range animals', () => {
  // 002 猛豹, 000 猛豹, 003 猛豹: diagonally or vertically
  grid('ferocious-leopard', ALL, [
    '.......',
    '.......',
    '..xxx..',
    '...P...',
    '..xxx..',
    '.......',
    '.......',
  ]);
  // 002 惡狼, 000 惡狼, 003 恶狼: sideways, straight or diagonally forward
  grid('evil-wolf', ALL, [
    '.......',
    '.......',
    '..xxx..',
    '..xPx..',
    '.......',
    '.......',
    '.......',
  ]);
  // 002 嗔豬, 000 嗔豬, 003 嗔猪: orthogonally
  grid('angry-boar', ALL, [
    '.......',
    '.......',
    '...x...',
    '..xPx..',
    '...x...',
    '.......',
    '.......',
  ]);
  // 002 貓刄, 000 貓刃, 003 猫刃: diagonally
  grid('cat-sword', ALL, [
    '.......',
    '.......',
    '..x.x..',
    '...P...',
    '..x.x..',
    '.......',
    '.......',
  ]);
  // 002 猛牛, 000 猛牛, 003 猛牛: one or two squares orthogonally (a ranged step, not a jump)
  grid('violent-ox', ALL, [
    '.........',
    '.........',
    '....x....',
    '....x....',
    '..xxPxx..',
    '....x....',
    '....x....',
    '.........',
    '.........',
  ]);
  // 002 飛龍, 000 飛龍, 003 飞龙: one or two squares diagonally
  grid('flying-dragon', ALL, [
    '.........',
    '.........',
    '..x...x..',
    '...x.x...',
    '....P....',
    '...x.x...',
    '..x...x..',
    '.........',
    '.........',
  ]);
});

describe('forward pieces', () => {
  // 002 桂馬, 000 桂馬, 003 桂马: two forward and one sideways, over anything
  grid('knight', ALL, [
    '.......',
    '..x.x..',
    '.......',
    '...P...',
    '.......',
    '.......',
    '.......',
  ]);
  // 002 步兵, 000 步兵, 003 步兵: straight forward
  grid('pawn', ALL, [
    '.......',
    '.......',
    '...x...',
    '...P...',
    '.......',
    '.......',
    '.......',
  ]);
  // 002 仲人, 000 仲人, 003 仲人: straight forward or back
  grid('go-between', ALL, [
    '.......',
    '.......',
    '...x...',
    '...P...',
    '...x...',
    '.......',
    '.......',
  ]);
  // 002 香車, 000 香車, 003 香车: any distance straight forward
  grid('lance', ALL, [
    '...x...',
    '...x...',
    '...x...',
    '...P...',
    '.......',
    '.......',
    '.......',
  ]);
});

describe('jumping pieces and the Lion', () => {
  // 002 鳳凰, 000 鳯凰, 003 鳯凰: one step orthogonally, or a jump of exactly two diagonally
  grid('phoenix', ALL, [
    '.......',
    '.x...x.',
    '...x...',
    '..xPx..',
    '...x...',
    '.x...x.',
    '.......',
  ]);
  // 002 麒麟, 000 麒麟, 003 麒麟: one step diagonally, or a jump of exactly two orthogonally
  grid('kylin', ALL, [
    '.......',
    '...x...',
    '..x.x..',
    '.x.P.x.',
    '..x.x..',
    '...x...',
    '.......',
  ]);
  // 002 獅子, 000 獅子, 003 狮子: every square within two king steps; may pass (out and back), so O
  grid('lion', ALL, [
    '.......',
    '.xxxxx.',
    '.xxxxx.',
    '.xxOxx.',
    '.xxxxx.',
    '.xxxxx.',
    '.......',
  ]);
});

describe('ranging pieces', () => {
  // 002 角行, 000 角行, 003 角行: any distance diagonally
  grid('bishop', ALL, [
    'x.....x',
    '.x...x.',
    '..x.x..',
    '...P...',
    '..x.x..',
    '.x...x.',
    'x.....x',
  ]);
  // 002 飛車, 000 飛車, 003 飞车: any distance orthogonally
  grid('rook', ALL, [
    '...x...',
    '...x...',
    '...x...',
    'xxxPxxx',
    '...x...',
    '...x...',
    '...x...',
  ]);
  // 002 竪行, 000 豎行, 003 竖行: one step sideways, any distance vertically
  grid('vertical-mover', ALL, [
    '...x...',
    '...x...',
    '...x...',
    '..xPx..',
    '...x...',
    '...x...',
    '...x...',
  ]);
  // 002 橫行, 000 橫行, 003 横行: one step vertically, any distance sideways
  grid('side-mover', ALL, [
    '.......',
    '.......',
    '...x...',
    'xxxPxxx',
    '...x...',
    '.......',
    '.......',
  ]);
  // 002 反車, 000 反車, 003 反车: any distance vertically
  grid('reverse-chariot', ALL, [
    '...x...',
    '...x...',
    '...x...',
    '...P...',
    '...x...',
    '...x...',
    '...x...',
  ]);
  // 002 奔王, 000 奔王, 003 奔王: any distance in all eight directions
  grid('free-king', ALL, [
    'x..x..x',
    '.x.x.x.',
    '..xxx..',
    'xxxPxxx',
    '..xxx..',
    '.x.x.x.',
    'x..x..x',
  ]);
  // 002 龍馬, 000 龍馬, 003 龙马: any distance diagonally, one step orthogonally
  grid('dragon-horse', ALL, [
    'x.....x',
    '.x...x.',
    '..xxx..',
    '..xPx..',
    '..xxx..',
    '.x...x.',
    'x.....x',
  ]);
  // 002 龍王, 000 龍王, 003 龙王: any distance orthogonally, one step diagonally
  grid('dragon-king', ALL, [
    '...x...',
    '...x...',
    '..xxx..',
    'xxxPxxx',
    '..xxx..',
    '...x...',
    '...x...',
  ]);
});

describe('promoted Dai pieces (also unpromoted Tai pieces)', () => {
  // 002 白駒, 003 白驹: any distance vertically or diagonally forward
  grid('white-horse', DAI_TAI, [
    'x..x..x',
    '.x.x.x.',
    '..xxx..',
    '...P...',
    '...x...',
    '...x...',
    '...x...',
  ]);
  // 002 鯨鯢, 003 鲸鲵: any distance vertically or diagonally backward
  grid('whale', DAI_TAI, [
    '...x...',
    '...x...',
    '...x...',
    '...P...',
    '..xxx..',
    '.x.x.x.',
    'x..x..x',
  ]);
  // 002 飛牛, 003 飞牛: any distance diagonally or vertically
  grid('flying-ox', DAI_TAI, [
    'x..x..x',
    '.x.x.x.',
    '..xxx..',
    '...P...',
    '..xxx..',
    '.x.x.x.',
    'x..x..x',
  ]);
  // 002 角鷹, 003 角鹰: any distance diagonally, sideways or straight back; lion power straight forward
  // (one or two squares, nothing beyond; step out and back is a pass, so O)
  grid('horned-falcon', DAI_TAI, [
    'x.....x',
    '.x.x.x.',
    '..xxx..',
    'xxxOxxx',
    '..xxx..',
    '.x.x.x.',
    'x..x..x',
  ]);
  // 002 飛鷲, 003 飞鹫: any distance orthogonally or diagonally backward; lion power on the forward diagonals
  // (one or two squares, nothing beyond; O for the pass)
  grid('soaring-eagle', DAI_TAI, [
    '...x...',
    '.x.x.x.',
    '..xxx..',
    'xxxOxxx',
    '..xxx..',
    '.x.x.x.',
    'x..x..x',
  ]);
});
