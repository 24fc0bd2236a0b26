// The Japanese glossary: the term a Japanese shogi player writes for each concept, and the terms it replaces (the
// decisions of issue 20). test/e2e/site/glossary.test.ts holds every built /ja/ page to it, test/unit/content/glossary.test.ts ja.ts.
import type { Glossary } from './index';

export const jaGlossary: Glossary = {
  lang: 'ja',
  // A word in 「」 quotes a source or names a word: 「嗔猪」 is how the article writes it.
  quotation: /「[^「」]*」/u,
  entries: [
    {
      concept: 'a square of the board (1マス, 2マス, 何マスでも)',
      term: 'マス',
      replaces: ['升'],
      allowedIn: ['升級', '升级'],
      note: '一升 reads isshō, the sake measure. 升 stays only inside a quoted Chinese word (升級).',
    },
    {
      concept: 'a Lion-type move of two steps (一手に二度動く; the second square: 2マス目; 一手で2マス先へ)',
      term: '一手に二度動く',
      replaces: ['二歩', /[2２]歩分/u],
      note: '二歩 is the illegal double pawn of shogi.',
    },
    {
      concept: 'one of the three variants (この将棋, 三つの将棋, 各将棋); a single played game is 対局',
      term: '将棋',
      replaces: ['ゲーム'],
      note: 'ゲーム only in a computer-game sense, which the site does not have.',
    },
    {
      concept: 'the side a piece belongs to (先手側, コンピュータが持つ側, 置く駒の側)',
      term: '側',
      replaces: ['持ち手'],
      note: '持ち手 is a handle.',
    },
    {
      concept: 'unprotected (no friendly piece attacks the square)',
      term: '味方の利きがない',
      replaces: [/利きが足り/u],
      note: '利きが足りない says under-protected, which is not the rule.',
    },
    {
      concept: 'capture conversion in Maka Dai Dai Shogi (無明・法性, 提婆・教王)',
      term: '変身',
      replaces: ['転身', /取っての変化/u, /変化を(断|拒)/u, /（変化）/u],
      note: '変化 alone stays free: it is also a variation (a line of play).',
    },
    { concept: 'igui, capturing without moving', term: '居喰い', replaces: ['居食い'] },
    { concept: 'a promoted piece', term: '成駒', replaces: ['成り駒'] },
    { concept: 'the promotion zone', term: '敵陣', replaces: [/成り?(区域|地帯|ゾーン)/u] },
    {
      concept: 'a book title',
      term: '『』',
      replaces: ['《', '》'],
      note: '『象棋六種之図式』, as Japanese writes a title; 《》 is the Chinese bracket.',
    },
    {
      concept: 'in this variant nothing promotes into this piece',
      term: 'この将棋では、成ってこの駒になる駒はない',
      replaces: [/何も成ってこの駒にならない/u],
    },
    {
      concept: 'the sources named "some sources" and "most modern sources"',
      term: 'その他の資料, 現代の多くの資料',
      replaces: ['亦有資料', '現代多數資料', 'other sources', 'most modern sources'],
      note: 'Each language names the sources in its own words (亦有資料 is Chinese).',
    },
  ],
};
