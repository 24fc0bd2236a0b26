// Move grids of the pieces found only in Tai Shogi, drawn by hand from seed 003 (行棋规则): its sentences, checked against its diagrams.
import { describe, it } from 'vitest';
import { expectMoves } from '../../helpers/moves';

const tai = { game: 'tai' } as const;
/** The diagram's reading where seed 003's sentence and diagram disagree (recorded as source `other`). */
const taiDiagram = { game: 'tai', source: 'other' } as const;

describe('Tai Shogi pieces that promote to the Gold General (seed 003, 升级成金将的棋子)', () => {
  // 左将: vertical, diagonal, or one to the right (sentence; diagram agrees once its lost cell is restored)
  it('left-general', () =>
    expectMoves('left-general', tai, [
      '.......',
      '.......',
      '..xxx..',
      '...Px..',
      '..xxx..',
      '.......',
      '.......',
    ]));

  // 右将: vertical, diagonal, or one to the left
  it('right-general', () =>
    expectMoves('right-general', tai, [
      '.......',
      '.......',
      '..xxx..',
      '..xP...',
      '..xxx..',
      '.......',
      '.......',
    ]));

  // 木将: one or two diagonally forward
  it('wood-general', () =>
    expectMoves('wood-general', tai, [
      '.......',
      '.x...x.',
      '..x.x..',
      '...P...',
      '.......',
      '.......',
      '.......',
    ]));

  // 猛熊: one or two diagonally forward, one sideways
  it('violent-bear', () =>
    expectMoves('violent-bear', tai, [
      '.......',
      '.x...x.',
      '..x.x..',
      '..xPx..',
      '.......',
      '.......',
      '.......',
    ]));

  // 猛鹫: one forward or diagonally forward; one or two sideways or diagonally backward
  it('fierce-eagle', () =>
    expectMoves('fierce-eagle', tai, [
      '.......',
      '.......',
      '..xxx..',
      '.xxPxx.',
      '..x.x..',
      '.x...x.',
      '.......',
    ]));

  // 奇犬 (= 𠵇犬 of the setup): any distance forward, one back
  it('howling-dog', () =>
    expectMoves('howling-dog', tai, [
      '...x...',
      '...x...',
      '...x...',
      '...P...',
      '...x...',
      '.......',
      '.......',
    ]));

  // 羊兵: any distance diagonally forward
  it('ramshead-soldier', () =>
    expectMoves('ramshead-soldier', tai, [
      'x.....x',
      '.x...x.',
      '..x.x..',
      '...P...',
      '.......',
      '.......',
      '.......',
    ]));

  // 金鹿: any distance diagonally forward, one or two diagonally backward
  it('golden-deer', () =>
    expectMoves('golden-deer', tai, [
      'x.......x',
      '.x.....x.',
      '..x...x..',
      '...x.x...',
      '....P....',
      '...x.x...',
      '..x...x..',
      '.........',
      '.........',
    ]));

  // 银兔: any distance diagonally backward, one or two diagonally forward
  it('silver-demon', () =>
    expectMoves('silver-demon', tai, [
      '.........',
      '.........',
      '..x...x..',
      '...x.x...',
      '....P....',
      '...x.x...',
      '..x...x..',
      '.x.....x.',
      'x.......x',
    ]));

  // 青龙: any distance sideways or forward-right; one or two vertically ("竖向横" read as 竖向); one forward-left
  it('blue-dragon', () =>
    expectMoves('blue-dragon', tai, [
      '........x',
      '.......x.',
      '....x.x..',
      '...xxx...',
      'xxxxPxxxx',
      '....x....',
      '....x....',
      '.........',
      '.........',
    ]));

  // 白虎: any distance vertically or forward-left; one or two sideways; one forward-right
  it('white-tiger', () =>
    expectMoves('white-tiger', tai, [
      'x...x....',
      '.x..x....',
      '..x.x....',
      '...xxx...',
      '..xxPxx..',
      '....x....',
      '....x....',
      '....x....',
      '....x....',
    ]));

  // 朱雀: any distance diagonally forward or straight back; one or two diagonally backward; one forward
  it('vermillion-sparrow', () =>
    expectMoves('vermillion-sparrow', tai, [
      'x.......x',
      '.x.....x.',
      '..x...x..',
      '...xxx...',
      '....P....',
      '...xxx...',
      '..x.x.x..',
      '....x....',
      '....x....',
    ]));

  // 玄武: any distance forward or diagonally forward; one or two diagonally backward; one back
  it('turtle-snake', () =>
    expectMoves('turtle-snake', tai, [
      'x...x...x',
      '.x..x..x.',
      '..x.x.x..',
      '...xxx...',
      '....P....',
      '...xxx...',
      '..x...x..',
      '.........',
      '.........',
    ]));

  // 白象 (白象金将 and 南蛮白象 agree): one or two orthogonally or diagonally forward; any distance diagonally backward
  it('white-elephant', () =>
    expectMoves('white-elephant', tai, [
      '.........',
      '.........',
      '..x.x.x..',
      '...xxx...',
      '..xxPxx..',
      '...xxx...',
      '..x.x.x..',
      '.x.....x.',
      'x.......x',
    ]));

  // 前旗 sentence (前旗金将 and 近王前旗): any distance forward or diagonally forward; one or two back or diagonally back
  it('standard-bearer', () =>
    expectMoves('standard-bearer', tai, [
      'x...x...x',
      '.x..x..x.',
      '..x.x.x..',
      '...xxx...',
      '....P....',
      '...xxx...',
      '..x.x.x..',
      '.........',
      '.........',
    ]));

  // 前旗 diagram (both drawings): the same plus one or two sideways
  it('standard-bearer, diagram in seed 003', () =>
    expectMoves('standard-bearer', taiDiagram, [
      'x...x...x',
      '.x..x..x.',
      '..x.x.x..',
      '...xxx...',
      '..xxPxx..',
      '...xxx...',
      '..x.x.x..',
      '.........',
      '.........',
    ]));

  // 横龙: any distance sideways or forward, one back
  it('side-dragon', () =>
    expectMoves('side-dragon', tai, [
      '...x...',
      '...x...',
      '...x...',
      'xxxPxxx',
      '...x...',
      '.......',
      '.......',
    ]));

  // 走车: any distance orthogonally, one diagonally backward
  it('sideways-chariot', () =>
    expectMoves('sideways-chariot', tai, [
      '...x...',
      '...x...',
      '...x...',
      'xxxPxxx',
      '..xxx..',
      '...x...',
      '...x...',
    ]));

  // 兵士: any distance orthogonally or diagonally backward
  it('soldier', () =>
    expectMoves('soldier', tai, [
      '...x...',
      '...x...',
      '...x...',
      'xxxPxxx',
      '..xxx..',
      '.x.x.x.',
      'x..x..x',
    ]));

  // 鸠槃 (鸠槃金将 and 变狸鸠槃 agree): one to five diagonally, one or two orthogonally
  it('dove', () =>
    expectMoves('dove', tai, [
      '...............',
      '...............',
      '..x.........x..',
      '...x.......x...',
      '....x.....x....',
      '.....x.x.x.....',
      '......xxx......',
      '.....xxPxx.....',
      '......xxx......',
      '.....x.x.x.....',
      '....x.....x....',
      '...x.......x...',
      '..x.........x..',
      '...............',
      '...............',
    ]));

  // 奔鬼 (奔鬼金将 and 行鸟奔鬼 agree): any distance sideways or diagonally forward, one to five vertically
  it('free-demon', () =>
    expectMoves('free-demon', tai, [
      'x.............x',
      '.x...........x.',
      '..x....x....x..',
      '...x...x...x...',
      '....x..x..x....',
      '.....x.x.x.....',
      '......xxx......',
      'xxxxxxxPxxxxxxx',
      '.......x.......',
      '.......x.......',
      '.......x.......',
      '.......x.......',
      '.......x.......',
      '...............',
      '...............',
    ]));

  // 奔獏 (奔獏金将 and 水牛奔獏 agree): any distance vertically or diagonally forward, one to five sideways
  it('free-tapir', () =>
    expectMoves('free-tapir', tai, [
      'x......x......x',
      '.x.....x.....x.',
      '..x....x....x..',
      '...x...x...x...',
      '....x..x..x....',
      '.....x.x.x.....',
      '......xxx......',
      '..xxxxxPxxxxx..',
      '.......x.......',
      '.......x.......',
      '.......x.......',
      '.......x.......',
      '.......x.......',
      '.......x.......',
      '.......x.......',
    ]));

  // 孔雀: one or two diagonally backward; a forward-diagonal slide that may turn once onto the other forward
  // diagonal, so on an empty board every square of its colour in the forward wedge |dx| <= dy
  it('peacock', () =>
    expectMoves('peacock', { ...tai, outside: 'any' }, [
      'x.x.x.x.x',
      '.x.x.x.x.',
      '..x.x.x..',
      '...x.x...',
      '....P....',
      '...x.x...',
      '..x...x..',
      '.........',
      '.........',
    ]));

  // 天狗 (天狗金将 and 古鵄天狗 agree): one orthogonally; a diagonal slide that may turn once, so on an empty board
  // every square of its own colour
  it('long-nosed-goblin', () =>
    expectMoves('long-nosed-goblin', { ...tai, outside: 'any' }, [
      'x.x.x.x.x',
      '.x.x.x.x.',
      'x.x.x.x.x',
      '.x.xxx.x.',
      'x.xxPxx.x',
      '.x.xxx.x.',
      'x.x.x.x.x',
      '.x.x.x.x.',
      'x.x.x.x.x',
    ]));
});

describe('Tai Shogi pieces with other promotions (seed 003, 升级后获得全新走法的棋子)', () => {
  // 盲猿: one diagonally or sideways
  it('blind-monkey', () =>
    expectMoves('blind-monkey', tai, [
      '.......',
      '.......',
      '..x.x..',
      '..xPx..',
      '..x.x..',
      '.......',
      '.......',
    ]));

  // 东夷: one or two vertically, one to the right
  it('eastern-barbarian', () =>
    expectMoves('eastern-barbarian', tai, [
      '.......',
      '...x...',
      '...x...',
      '...Px..',
      '...x...',
      '...x...',
      '.......',
    ]));

  // 西戎: one or two sideways, one orthogonally
  it('western-barbarian', () =>
    expectMoves('western-barbarian', tai, [
      '.......',
      '.......',
      '...x...',
      '.xxPxx.',
      '...x...',
      '.......',
      '.......',
    ]));

  // 南蛮: one or two diagonally backward, one to the left
  it('southern-barbarian', () =>
    expectMoves('southern-barbarian', tai, [
      '.......',
      '.......',
      '.......',
      '..xP...',
      '..x.x..',
      '.x...x.',
      '.......',
    ]));

  // 北狄: one or two diagonally forward; one sideways or diagonally backward
  it('northern-barbarian', () =>
    expectMoves('northern-barbarian', tai, [
      '.......',
      '.x...x.',
      '..x.x..',
      '..xPx..',
      '..x.x..',
      '.......',
      '.......',
    ]));

  // 香象 (北狄香象): one or two orthogonally or diagonally backward, any distance diagonally forward
  it('fragrant-elephant', () =>
    expectMoves('fragrant-elephant', tai, [
      'x.......x',
      '.x.....x.',
      '..x.x.x..',
      '...xxx...',
      '..xxPxx..',
      '...xxx...',
      '..x.x.x..',
      '.........',
      '.........',
    ]));

  // 近王: one in every direction
  it('neighbouring-king', () =>
    expectMoves('neighbouring-king', tai, [
      '.......',
      '.......',
      '..xxx..',
      '..xPx..',
      '..xxx..',
      '.......',
      '.......',
    ]));

  // 踊鹿: one diagonally or forward, one or two sideways
  it('prancing-stag', () =>
    expectMoves('prancing-stag', tai, [
      '.......',
      '.......',
      '..xxx..',
      '.xxPxx.',
      '..x.x..',
      '.......',
      '.......',
    ]));

  // 方行 (踊鹿方行): any distance orthogonally, one diagonally forward
  it('square-mover', () =>
    expectMoves('square-mover', tai, [
      '...x...',
      '...x...',
      '..xxx..',
      'xxxPxxx',
      '...x...',
      '...x...',
      '...x...',
    ]));

  // 马麟 sentence: one or two orthogonally, one diagonally forward
  it('flying-horse', () =>
    expectMoves('flying-horse', tai, [
      '.......',
      '...x...',
      '..xxx..',
      '.xxPxx.',
      '...x...',
      '...x...',
      '.......',
    ]));

  // 马麟 diagram: one or two diagonally forward, one orthogonally
  it('flying-horse, diagram in seed 003', () =>
    expectMoves('flying-horse', taiDiagram, [
      '.......',
      '.x...x.',
      '..xxx..',
      '..xPx..',
      '...x...',
      '.......',
      '.......',
    ]));

  // 变狸: one or two sideways or forward
  it('enchanted-badger', () =>
    expectMoves('enchanted-badger', tai, [
      '.......',
      '...x...',
      '...x...',
      '.xxPxx.',
      '.......',
      '.......',
      '.......',
    ]));

  // 水牛: any distance diagonally or sideways, one or two vertically
  it('water-buffalo', () =>
    expectMoves('water-buffalo', tai, [
      'x.......x',
      '.x.....x.',
      '..x.x.x..',
      '...xxx...',
      'xxxxPxxxx',
      '...xxx...',
      '..x.x.x..',
      '.x.....x.',
      'x.......x',
    ]));

  // 行鸟 (行马 in the setup): any distance sideways, diagonally or forward
  it('rushing-bird', () =>
    expectMoves('rushing-bird', tai, [
      'x..x..x',
      '.x.x.x.',
      '..xxx..',
      'xxxPxxx',
      '..x.x..',
      '.x...x.',
      'x.....x',
    ]));

  // 古鵄: one or two orthogonally, one diagonally forward
  it('old-kite-hawk', () =>
    expectMoves('old-kite-hawk', tai, [
      '.......',
      '...x...',
      '..xxx..',
      '.xxPxx.',
      '...x...',
      '...x...',
      '.......',
    ]));

  // 毒蛇: one sideways; jumps to exactly two straight forward or diagonally backward
  it('poisonous-snake', () =>
    expectMoves('poisonous-snake', tai, [
      '.......',
      '...x...',
      '.......',
      '..xPx..',
      '.......',
      '.x...x.',
      '.......',
    ]));

  // 大象 (狛犬大象): any distance orthogonally or diagonally backward, one or two diagonally forward, Lion Dog power
  // along the orthogonals and backward diagonals (none forward-diagonal), which adds the pass: O
  it('great-elephant', () =>
    expectMoves('great-elephant', tai, [
      '....x....',
      '....x....',
      '..x.x.x..',
      '...xxx...',
      'xxxxOxxxx',
      '...xxx...',
      '..x.x.x..',
      '.x..x..x.',
      'x...x...x',
    ]));
});
