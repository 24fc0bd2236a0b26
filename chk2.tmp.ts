import { loadContent } from './src/lib/content';
import { makeRules, startPosition } from './src/engine';
import { search } from './src/engine/search';
import { search as old } from './test/bench/frozen/search';
const c = loadContent();
const pos = startPosition(makeRules({ pieces: c.pieces, game: c.games.get('dai')! }));
for (let k=0;k<2;k++) for (const [n,f] of [['new',search],['old',old]] as const) { const r = f(pos, { ms: 2000 }); console.log(n, r.depth, r.nodes, Math.round(r.nodes/r.elapsed*1000), 'nps'); }
