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
  search: '/search/?q=lion',
  'about the engine': '/about/engine/',
  'not found': '/no-such-page/',
};
