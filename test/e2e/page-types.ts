// One page of each type the site has, shared by the accessibility, CSP and origin checks. Add a type when its page lands.
export const PAGE_TYPES: Record<string, string> = {
  home: '/',
  'games index': '/games/',
  game: '/games/tai/',
  'pieces index': '/pieces/',
  piece: '/pieces/lion/',
  'piece with variants': '/pieces/wrestler/',
  'sources index': '/sources/',
  source: '/sources/rokushu/',
  'compare index': '/compare/',
  compare: '/compare/maka-dai-dai/',
  'piece across games': '/compare/across-games/lion/',
  board: '/board/',
  'puzzles index': '/puzzles/',
  puzzle: '/puzzles/maka-lion-dog-lines/',
  search: '/search/?q=lion',
  'about the engine': '/about/engine/',
  drills: '/learn/',
  'drill deck': '/learn/dai/?card=dai/main/name/lion',
  'not found': '/no-such-page/',
};

/** Japanese and Chinese pages of the translated page types, for the accessibility and English-string checks. */
export const TRANSLATED_PAGE_TYPES: Record<string, string> = {
  'home (ja)': '/ja/',
  'games index (zh)': '/zh/games/',
  'game (ja)': '/ja/games/dai/',
  'pieces index (zh)': '/zh/pieces/',
  'piece with variants (ja)': '/ja/pieces/wrestler/',
  'piece (zh)': '/zh/pieces/lion/',
  'sources index (ja)': '/ja/sources/',
  'source (zh)': '/zh/sources/rokushu/',
  'compare index (ja)': '/ja/compare/',
  'about the engine (ja)': '/ja/about/engine/',
  'about the engine (zh)': '/zh/about/engine/',
  'not found (zh)': '/zh/404/',
};
