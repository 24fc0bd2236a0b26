import { loadContent } from './src/lib/content';
import { makeRules, startPosition, applyMove } from './src/engine';
import { search } from './src/engine/search';
const c = loadContent();
for (const g of ['dai','maka-dai-dai','tai']) {
  let pos = startPosition(makeRules({ pieces: c.pieces, game: c.games.get(g)! }));
  for (let i=0;i<30;i++){ const r = search(pos,{nodes: 3000}); if(!r.move) break; pos = applyMove(pos, r.move!); }
  console.log(g, 'ok');
}
