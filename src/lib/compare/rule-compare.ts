// The rules the sources, or the three games, disagree on: each reading in words, with a position on the mini-board
// that shows it at work (checked against the engine when the site is built).
import { parsePosition } from '../../engine';
import type { GameData, GameId, SourceId } from '../../schema';
import type { Catalog } from '../catalog';
import { boardPositionHref } from '../urls';
import { sourceName } from '../source-names';
import { dict, fill, nameIn, type Dict, type Key, type Lang } from '../../i18n';

/** One way a rule can be read, with a position to try it on. */
export interface RuleReading {
  label: string;
  /** null: the game's main text. */
  source: SourceId | null;
  game: GameId;
  text: string;
  /** What the linked position shows. */
  demo: string;
  tryHref: string;
}

export interface RuleRow {
  id: string;
  title: string;
  explanation: string;
  readings: RuleReading[];
}

/**
 * Mini-board positions (the engine's text form, 5×5 or 7×7, Black to move) that put a rule to work. Squares: files
 * 5…1 from left to right, ranks a…e from the top. Each names only pieces every game with that rule has.
 */
const DEMOS = {
  // Black's Gold General on 3d can take White's unpromoted pawn on 4c or White's promoted Gold General on 2c.
  capture: {
    ranks: '5/5/1,pawn,1,+gold-general,1/2,GOLD-GENERAL,2/5',
    text: 'ruleCmp.demoCapture',
  },
  // Black's pawn on 4f steps into the far five ranks of a 7×7 board.
  zone: { ranks: '7/7/7/7/7/3,PAWN,3/7', text: 'ruleCmp.demoZone' },
  // Black's King (exempt) and Gold General face White's Dark Spirit on 3c and Deva on 2c.
  conversion: {
    ranks: '5/5/2,dark-spirit,deva,1/2,KING,GOLD-GENERAL,1/5',
    text: 'ruleCmp.demoConversion',
  },
  // Black's Emperor on 5e; White's rook on 1b guards file 1 and the pawn beside it, the pawn guards 2c, the lance on 1e is guarded.
  emperor: {
    ranks: '5/3,pawn,rook/5/5/EMPEROR,3,lance',
    text: 'ruleCmp.demoEmperor',
  },
} as const satisfies Record<string, { ranks: string; text: Key }>;

/** The mini-board link for a demo under a game's rules and a source; fails the build if the engine cannot read it. */
function demoHref(c: Catalog, demo: keyof typeof DEMOS, game: GameId, source: SourceId | null): string {
  const text = `${DEMOS[demo].ranks} b ${game}${source ? `/${source}` : ''}`;
  const parsed = parsePosition(text, { pieces: c.content.pieces, games: c.content.games });
  if (!parsed.ok) throw new Error(`rule demo "${demo}" (${text}): ${parsed.error}`);
  return boardPositionHref(text);
}

/** Plain-words description of a promotion rule. */
export function describePromotion(game: GameData, rule = game.promotion, lang: Lang = 'en'): string {
  const t = dict(lang);
  if (rule.kind === 'zone') return fill(t['rule.zone'], { depth: rule.depth });
  return rule.forced === 'always' ? t['rule.captureAlways'] : t['rule.captureOptional'];
}

/** A piece named in running text: English and kanji in English, the language's own script otherwise. */
const nameOf = (c: Catalog, id: string, lang: Lang) => {
  const p = c.piece(id);
  return lang === 'en' ? `${p.names.en} ${p.names.kanji}` : nameIn(lang, p.names);
};

/** Emperor rules in words, from the game's options. */
export function describeEmperor(c: Catalog, game: GameData, lang: Lang = 'en'): string {
  const t = dict(lang);
  const e = game.emperor;
  if (!e) return t['ruleCmp.emperorFree'];
  const where = e.safeSquaresOnly ? t['ruleCmp.emperorSafe'] : t['ruleCmp.emperorAny'];
  const capture = e.mayCaptureProtected.length
    ? fill(t['ruleCmp.emperorCaptureBut'], { pieces: e.mayCaptureProtected.map((id) => nameOf(c, id, lang)).join(t['ruleCmp.sep']) })
    : t['ruleCmp.emperorCaptureUnprotected'];
  const both = e.protectedSquaresWhenBoth ? t['ruleCmp.emperorBoth'] : '';
  return fill(t['ruleCmp.emperor'], { where, capture, both });
}

/** A list in running text: "a, b and c" (`word` is the dictionary's and/or; clauses have their own separators). */
const list = (t: Dict, items: string[], word: 'ruleCmp.and' | 'ruleCmp.or' | 'ruleCmp.clauseAnd' = 'ruleCmp.and') => {
  const sep = word === 'ruleCmp.clauseAnd' ? t['ruleCmp.clauseSep'] : t['ruleCmp.sep'];
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(sep)}${t[word]}${items[items.length - 1]}`;
};
/** A source's name in the page's language. */
const sourceLabel = (c: Catalog, source: SourceId, lang: Lang) => {
  const s = c.content.sources.get(source);
  return s ? sourceName(s, lang) : source;
};
const promotionDemo = (game: GameData, rule = game.promotion) => (rule.kind === 'zone' ? 'zone' : 'capture');

/** The game's rules that some source reads differently, each beside the main text; and Maka's capture conversion. */
export function disputedRules(c: Catalog, game: GameData, lang: Lang = 'en', ruleNotes: readonly string[] = []): RuleRow[] {
  const t = dict(lang);
  const rows: RuleRow[] = [];
  for (const [at, v] of game.ruleVariants.entries()) {
    const readings: RuleReading[] = [];
    if (v.rules.promotion) {
      const main = promotionDemo(game);
      const alt = promotionDemo(game, v.rules.promotion);
      readings.push(
        { label: t['piece.mainText'], source: null, game: game.id, text: describePromotion(game, game.promotion, lang), demo: t[DEMOS[main].text], tryHref: demoHref(c, main, game.id, null) },
        { label: sourceLabel(c, v.source, lang), source: v.source, game: game.id, text: describePromotion(game, v.rules.promotion, lang), demo: t[DEMOS[alt].text], tryHref: demoHref(c, alt, game.id, v.source) },
      );
    }
    if (v.rules.conversionExempt) {
      const exempt = (ids: string[]) => (ids.length ? fill(t['ruleCmp.mayRefuse'], { pieces: list(t, ids.map((id) => nameOf(c, id, lang))) }) : t['ruleCmp.noneRefuse']);
      readings.push(
        { label: t['piece.mainText'], source: null, game: game.id, text: exempt(game.conversionExempt), demo: t[DEMOS.conversion.text], tryHref: demoHref(c, 'conversion', game.id, null) },
        { label: sourceLabel(c, v.source, lang), source: v.source, game: game.id, text: exempt(v.rules.conversionExempt), demo: t[DEMOS.conversion.text], tryHref: demoHref(c, 'conversion', game.id, v.source) },
      );
    }
    rows.push({
      id: v.id,
      title: v.rules.promotion ? t['ruleCmp.forcedTitle'] : t['ruleCmp.refuseTitle'],
      explanation: ruleNotes[at] ?? v.note,
      readings,
    });
  }
  if (game.conversions.length) {
    const conversions = game.conversions.map((cv) =>
      fill(t['ruleCmp.conversion'], { captured: list(t, cv.captured.map((id) => nameOf(c, id, lang)), 'ruleCmp.or'), becomes: nameOf(c, cv.becomes, lang) }),
    );
    const exempt = game.conversionExempt;
    rows.push({
      id: 'conversion-royal-exception',
      title: t['ruleCmp.conversionTitle'],
      explanation: fill(t['ruleCmp.conversionText'], {
        game: lang === 'en' ? game.names.en : nameIn(lang, game.names),
        conversions: list(t, conversions, 'ruleCmp.clauseAnd'),
        exempt: exempt.length ? fill(t['ruleCmp.conversionExempt'], { pieces: list(t, exempt.map((id) => nameOf(c, id, lang))) }) : '',
      }),
      readings: [
        {
          label: t['piece.mainText'],
          source: null,
          game: game.id,
          text: exempt.length ? t['ruleCmp.exemptMayChoose'] : t['ruleCmp.everyConverts'],
          demo: t[DEMOS.conversion.text],
          tryHref: demoHref(c, 'conversion', game.id, null),
        },
      ],
    });
  }
  return rows;
}

/** Rules that differ between the three games, as seen from `game`: the promotion rule, and the Emperor where it plays. */
export function acrossGames(c: Catalog, game: GameData, lang: Lang = 'en'): RuleRow[] {
  const t = dict(lang);
  const gameName = (g: GameData) => (lang === 'en' ? g.names.en : nameIn(lang, g.names));
  const rows: RuleRow[] = [
    {
      id: 'promotion-across-games',
      title: t['ruleCmp.promotionTitle'],
      explanation: t['ruleCmp.promotionText'],
      readings: c.games.map((g) => ({
        label: gameName(g),
        source: null,
        game: g.id,
        text: describePromotion(g, g.promotion, lang),
        demo: t[DEMOS[promotionDemo(g)].text],
        tryHref: demoHref(c, promotionDemo(g), g.id, null),
      })),
    },
  ];
  const withEmperor = c.games.filter((g) => c.gamesOf('emperor').includes(g.id));
  if (withEmperor.length > 1 && withEmperor.some((g) => g.id === game.id)) {
    rows.push({
      id: 'emperor-across-games',
      title: t['ruleCmp.emperorTitle'],
      explanation: t['ruleCmp.emperorText'],
      readings: withEmperor.map((g) => ({
        label: gameName(g),
        source: null,
        game: g.id,
        text: describeEmperor(c, g, lang),
        demo: t[DEMOS.emperor.text],
        tryHref: demoHref(c, 'emperor', g.id, null),
      })),
    });
  }
  return rows;
}
