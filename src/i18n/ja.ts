// The Japanese UI strings (Japanese script and shinjitai names). See ./index.ts.
import type { Dict } from './index';

export const ja: Dict = {
  'site.title': '大型将棋',
  'site.skip': '本文へ移動',
  'nav.label': 'メイン',
  'nav.games': 'ゲーム',
  'nav.pieces': '駒',
  'nav.sources': '史料',
  'nav.board': '盤',
  'nav.compare': '比較',
  'nav.learn': 'ドリル',
  'lang.label': '言語',
  'footer.text': '大将棋・摩訶大大将棋・泰将棋を学ぶためのサイトです。ルールは中国語版ウィキペディアの記事が伝える江戸時代の史料に従い、史料の解釈が分かれる箇所はすべての読みを示しています。',
  'footer.engine': 'ルールエンジンの仕組み',
  'search.label': '駒・ゲーム・史料・ルールを検索',
  'search.placeholder': '検索：獅子、shishi、lion…',
  'notFound.title': 'ページが見つかりません',
  'notFound.description': 'このページは存在しません。',
  'notFound.text': 'このアドレスにページはありません。入力の誤りか、駒が別の名前で載っている可能性があります。',
  'notFound.home': 'トップページ',
  'notFound.pieces': '駒の一覧',
  'notFound.searchHint': '— または上の検索欄に名前（獅子、shishi、lion など）を入力してください。',
  'notFound.games': '三つのゲーム',
};
