// check incremental material = scratch along random search
import { loadContent } from './src/lib/content';
import { makeRules, startPosition, applyMove, legalMoves } from './src/engine';
import { Core } from './src/engine/core';
import { evaluator, search } from './src/engine/search';
const c = loadContent();
for (const g of ['dai','maka-dai-dai','tai']) {
  let pos = startPosition(makeRules({ pieces: c.pieces, game: c.games.get(g)! }));
  for (let i=0;i<6;i++){ const r = search(pos,{depth:2}); pos = applyMove(pos, r.move!); }
  const core = Core.from(pos); const ev = evaluator(core);
  const t=performance.now(); let x=0; for(let i=0;i<20000;i++) x+=ev.evaluate(core); console.log(g,'eval µs',((performance.now()-t)/20).toFixed(2));
  const r = search(pos, { ms: 3000 }); console.log(g, r.depth, r.nodes, Math.round(r.nodes/r.elapsed*1000), 'nps');
}
