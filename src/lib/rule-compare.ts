// The rules the sources, or the three games, disagree on: each reading in words, with a position on the mini-board
// that shows it at work (checked against the engine when the site is built).
import { parsePosition } from '../engine';
import type { GameData, GameId, SourceId } from '../schema';
import type { Catalog } from './catalog';
import { boardPositionHref } from './urls';
import { dict, fill, type Lang } from '../i18n';

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
    text: "Black's Gold General can take an unpromoted pawn (4c) or a promoted Gold General (2c): select it to see which capture offers a choice.",
  },
  // Black's pawn on 4f steps into the far five ranks of a 7×7 board.
  zone: { ranks: '7/7/7/7/7/3,PAWN,3/7', text: "Black's pawn is one step from the promotion zone: its next move offers the choice." },
  // Black's King (exempt) and Gold General face White's Dark Spirit on 3c and Deva on 2c.
  conversion: {
    ranks: '5/5/2,dark-spirit,deva,1/2,KING,GOLD-GENERAL,1/5',
    text: "Black's King may convert, keep its identity or promote when it takes the Dark Spirit or the Deva; the Gold General beside it has to convert.",
  },
  // Black's Emperor on 5e; White's rook on 1b guards file 1 and the pawn beside it, the pawn guards 2c, the lance on 1e is guarded.
  emperor: {
    ranks: '5/3,pawn,rook/5/5/EMPEROR,3,lance',
    text: "Black's Emperor against a rook, a pawn and a lance: see which squares it may enter and which pieces it may take.",
  },
} as const;

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

/** Emperor rules in words, from the game's options. */
export function describeEmperor(game: GameData): string {
  const e = game.emperor;
  if (!e) return 'The Emperor flies to any square and may capture anything there.';
  const where = e.safeSquaresOnly
    ? 'It flies to any square that no enemy piece attacks'
    : 'It flies to any empty square, attacked or not (moving into attack is legal, only dangerous)';
  const capture = e.mayCaptureProtected.length
    ? `and captures any unprotected enemy piece, or a protected one other than ${e.mayCaptureProtected.join(', ')}`
    : 'and captures any enemy piece that is not protected, never a protected one';
  const both = e.protectedSquaresWhenBoth ? ' When both sides have an Emperor, it may only go to squares its own side protects.' : '';
  return `${where}, ${capture}.${both}`;
}

const nameOf = (c: Catalog, id: string) => {
  const p = c.piece(id);
  return `${p.names.en} ${p.names.kanji}`;
};
const list = (items: string[], word = 'and') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
const sourceLabel = (c: Catalog, source: SourceId) => c.content.sources.get(source)?.en ?? source;
const promotionDemo = (game: GameData, rule = game.promotion) => (rule.kind === 'zone' ? 'zone' : 'capture');

/** The game's rules that some source reads differently, each beside the main text; and Maka's capture conversion. */
export function disputedRules(c: Catalog, game: GameData): RuleRow[] {
  const rows: RuleRow[] = [];
  for (const v of game.ruleVariants) {
    const readings: RuleReading[] = [];
    if (v.rules.promotion) {
      const main = promotionDemo(game);
      const alt = promotionDemo(game, v.rules.promotion);
      readings.push(
        { label: 'Main text', source: null, game: game.id, text: describePromotion(game), demo: DEMOS[main].text, tryHref: demoHref(c, main, game.id, null) },
        { label: sourceLabel(c, v.source), source: v.source, game: game.id, text: describePromotion(game, v.rules.promotion), demo: DEMOS[alt].text, tryHref: demoHref(c, alt, game.id, v.source) },
      );
    }
    if (v.rules.conversionExempt) {
      const exempt = (ids: string[]) => (ids.length ? `${list(ids.map((id) => nameOf(c, id)))} may refuse a conversion.` : 'No piece may refuse a conversion.');
      readings.push(
        { label: 'Main text', source: null, game: game.id, text: exempt(game.conversionExempt), demo: DEMOS.conversion.text, tryHref: demoHref(c, 'conversion', game.id, null) },
        { label: sourceLabel(c, v.source), source: v.source, game: game.id, text: exempt(v.rules.conversionExempt), demo: DEMOS.conversion.text, tryHref: demoHref(c, 'conversion', game.id, v.source) },
      );
    }
    rows.push({
      id: v.id,
      title: v.rules.promotion ? 'When promotion by capture is forced' : 'Who may refuse a capture conversion',
      explanation: v.note,
      readings,
    });
  }
  if (game.conversions.length) {
    const conversions = game.conversions.map(
      (cv) => `capturing ${list(cv.captured.map((id) => nameOf(c, id)), 'or')} turns the capturer into ${nameOf(c, cv.becomes)}`,
    );
    const exempt = game.conversionExempt;
    rows.push({
      id: 'conversion-royal-exception',
      title: "Capture conversion and the royals' exception",
      explanation: `In ${game.names.en} ${list(conversions)}, whether the capturer was promoted or not and instead of its own promotion.${
        exempt.length ? ` ${list(exempt.map((id) => nameOf(c, id)))} are the exception: they may also keep their identity, or promote in their own way.` : ''
      } The rule is in the article's main text and no source reads it differently; it is shown here because it is the rule of the game that surprises readers most.`,
      readings: [
        {
          label: 'Main text',
          source: null,
          game: game.id,
          text: exempt.length ? 'An exempt piece that captures may choose to convert, keep its identity or promote; any other piece converts.' : 'Every capturer converts.',
          demo: DEMOS.conversion.text,
          tryHref: demoHref(c, 'conversion', game.id, null),
        },
      ],
    });
  }
  return rows;
}

/** Rules that differ between the three games, as seen from `game`: the promotion rule, and the Emperor where it plays. */
export function acrossGames(c: Catalog, game: GameData): RuleRow[] {
  const rows: RuleRow[] = [
    {
      id: 'promotion-across-games',
      title: 'How pieces promote in the three games',
      explanation:
        'Dai Shogi promotes by entering a zone, as modern shogi does; the two larger games promote by capturing instead, and differ on when the promotion is compulsory.',
      readings: c.games.map((g) => ({
        label: g.names.en,
        source: null,
        game: g.id,
        text: describePromotion(g),
        demo: DEMOS[promotionDemo(g)].text,
        tryHref: demoHref(c, promotionDemo(g), g.id, null),
      })),
    },
  ];
  const withEmperor = c.games.filter((g) => c.gamesOf('emperor').includes(g.id));
  if (withEmperor.length > 1 && withEmperor.some((g) => g.id === game.id)) {
    rows.push({
      id: 'emperor-across-games',
      title: 'The Emperor in each game',
      explanation:
        'Both games that have the Emperor let it fly anywhere, but they limit it differently: which squares it may enter, and which pieces it may take. "Attacked" and "protected" mean that some piece of that side could capture on the square.',
      readings: withEmperor.map((g) => ({
        label: g.names.en,
        source: null,
        game: g.id,
        text: describeEmperor(g),
        demo: DEMOS.emperor.text,
        tryHref: demoHref(c, 'emperor', g.id, null),
      })),
    });
  }
  return rows;
}
