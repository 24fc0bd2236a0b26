// Build-time props of the drills: every deck's cards, computed from the game data and the engine (a deck per game with
// every piece form, promoted ones included; a deck of the readings the sources dispute). Runs in Node only.
import { makeRules, reach, type Rules } from '../../../../engine';
import { catalog } from '../../../../lib/catalog';
import { diagramRadius, key } from '../../../../lib/diagram/marks';
import { sampleObstacle } from '../../../../lib/diagram/reach-marks';
import { GAME_IDS, type GameData, type GameId, type SourceId } from '../../../../schema';
import { dict, href, nameIn, type Lang } from '../../../../i18n';
import { loadTranslations } from '../../../../lib/translations';
import { boardData } from '../../board/board-props';
import { makeEnv } from '../../board/board-data';
import { DECK_IDS, cardId, type Card, type DeckData, type DeckId, type DeckSummary, type ReachCard } from './drill-deck';

/** A seeded pseudo-random order (FNV-1a hash of the seed, then mulberry32), so every build deals the same choices. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const next = () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The squares a piece reaches alone on the largest diagram, as one string: equal strings = pieces that move alike. */
const signature = (rules: Rules, id: string) => reach(rules, id, { size: 25 }).destinations.map(key).sort().join(' ');

function reachCard(rules: Rules, main: Rules, game: GameId, source: SourceId | null, piece: string): ReachCard {
  const atoms = rules.pieces.get(piece)!.atoms;
  const size = 2 * diagramRadius([atoms, main.pieces.get(piece)!.atoms]) + 1;
  return { kind: 'reach', id: cardId('reach', game, source, piece), piece, game, source, size, pawn: sampleObstacle(atoms) };
}

function gameCards(game: GameData, rules: Rules, ids: string[]): Card[] {
  const c = catalog();
  const signatures = new Map(ids.map((id) => [id, signature(rules, id)]));
  const promoted = [...new Set(Object.values(game.promotions))];
  return ids.flatMap((piece): Card[] => {
    const others = shuffled(ids.filter((id) => signatures.get(id) !== signatures.get(piece)), piece);
    // Distractors that also move differently from one another, so exactly one diagram is right.
    const distinct: string[] = [];
    for (const id of others) if (distinct.length < 3 && !distinct.some((d) => signatures.get(d) === signatures.get(id))) distinct.push(id);
    const cards: Card[] = [
      reachCard(rules, rules, game.id, null, piece),
      { kind: 'name', id: cardId('name', game.id, null, piece), piece, game: game.id, source: null, choices: shuffled([piece, ...distinct], `${piece}/name`) },
    ];
    if (c.inSetup(game, piece)) {
      const answer = game.promotions[piece] ?? null;
      const wrong = shuffled(promoted.filter((id) => id !== answer), `${piece}/promotion`).slice(0, answer ? 3 : 4);
      const choices = shuffled(answer ? [answer, ...wrong] : wrong, `${piece}/promotion/order`);
      cards.push({ kind: 'promotion', id: cardId('promotion', game.id, null, piece), piece, game: game.id, source: null, answer, choices });
    }
    return cards;
  });
}

/** Every source reading of a piece in a game whose squares differ from the main text's there; notes in `lang`. */
function disputedCards(data: DeckData['pieces'], games: GameData[], lang: Lang): Card[] {
  const c = catalog();
  // A piece's variantNotes translate its variants in order (as on the piece pages); English is the entries themselves.
  const translated = lang === 'en' ? undefined : loadTranslations(lang, c.content).translations.pieces;
  const cards: Card[] = [];
  for (const g of games) {
    const main = makeRules({ pieces: data, game: g });
    const sources = [...new Set(data.flatMap((p) => p.variants.filter((v) => v.moves && (!v.game || v.game === g.id)).map((v) => v.source)))].sort();
    for (const source of sources) {
      const rules = makeRules({ pieces: data, game: g }, { source });
      for (const p of data) {
        if (!c.gamesOf(p.id).includes(g.id) || !p.variants.some((v) => v.source === source && v.moves && (!v.game || v.game === g.id))) continue;
        if (signature(rules, p.id) === signature(main, p.id)) continue;
        // The variant the engine applies: the game's own first (as atomsFor picks it); its note as the catalog has it.
        const v = c.variantsOf(p.id, g.id).filter((x) => x.source === source && x.moves).sort((a, b) => Number(!!b.game) - Number(!!a.game))[0]!;
        const note = translated?.get(p.id)?.data.variantNotes[c.piece(p.id).variants.indexOf(v)] ?? v.note;
        cards.push({ ...reachCard(rules, main, g.id, source, p.id), note, ...(v.footnote ? { footnote: v.footnote } : {}) });
      }
    }
  }
  return cards;
}

export const deckTitle = (deck: DeckId, lang: Lang = 'en'): string =>
  deck === 'disputed' ? dict(lang)['learn.disputed'] : nameIn(lang, catalog().content.games.get(deck)!.names);

export function deckData(deck: DeckId, lang: Lang = 'en'): DeckData {
  if (deck === 'disputed') {
    const all = boardData(GAME_IDS, lang);
    const cards = disputedCards(all.pieces, all.games, lang);
    const used = new Set([...cards.map((k) => k.piece), 'pawn']);
    return { ...all, pieces: all.pieces.filter((p) => used.has(p.id)), deck, cards };
  }
  const data = boardData([deck], lang);
  const env = makeEnv(data);
  const ids = env.piecesOf(deck);
  return { ...data, deck, cards: gameCards(env.games.get(deck)!, env.rules(deck, null), ids) };
}

export function deckSummaries(lang: Lang = 'en'): DeckSummary[] {
  return DECK_IDS.map((deck) => ({
    deck, title: deckTitle(deck, lang), href: href(lang, `/learn/${deck}/`), ids: deckData(deck).cards.map((k) => k.id),
  }));
}
