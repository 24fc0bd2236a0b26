// The Chinese UI strings, in traditional characters. See ./index.ts.
import type { Dict } from './index';

export const zh: Dict = {
  'site.title': '大型將棋',
  'site.skip': '跳至正文',
  'nav.label': '主選單',
  'nav.games': '棋類',
  'nav.pieces': '棋子',
  'nav.sources': '史料',
  'nav.board': '棋盤',
  'nav.compare': '比較',
  'nav.learn': '練習',
  'lang.label': '語言',
  'footer.text': '一個研習大將棋、摩訶大大將棋與泰將棋的網站。規則依據中文維基百科條目所述的江戶時代史料；史料說法不一之處，列出每一種解讀。',
  'footer.engine': '規則引擎如何運作',
  'search.label': '搜尋棋子、棋類、史料與規則',
  'search.placeholder': '搜尋：獅子、狮子、shishi、lion…',
  'notFound.title': '找不到頁面',
  'notFound.description': '此頁面不存在。',
  'notFound.text': '此網址沒有頁面。可能是輸入有誤，或該棋子列在另一個名稱之下。',
  'notFound.home': '首頁',
  'notFound.pieces': '全部棋子',
  'notFound.searchHint': '——或在上方搜尋框輸入任何名稱（獅子、狮子、shishi、lion）。',
  'notFound.games': '三種棋類',
};
