// The words of an engine-found tactic in English, Japanese and Chinese, filled in from templates with piece names.
import { applyMove, makeMove, squareName, type Move, type Position } from '../../engine';
import { nameIn } from '../../i18n';
import type { PieceData } from '../../schema';

export const TACTIC_LANGS = ['en', 'ja', 'zh'] as const;
export type TacticLang = (typeof TACTIC_LANGS)[number];

/** The motif a tactic shows, read off its answer and line; the list groups tactics under it. */
export type Motif = 'royal' | 'double' | 'free' | 'exchange' | 'threat';

export interface TacticText {
  rule: string;
  title: string;
  task: string;
  wrong: string;
  explanation: string;
  ruleLabel: string;
}

/** What the templates need: who moves, what the answer takes, where, and what the line wins. */
export interface TacticFacts {
  motif: Motif;
  mover: PieceData;
  victims: PieceData[];
  /** The answer's destination square (name). */
  to: string;
  /** What the rest of the line captures for the side to move (the threat's targets). */
  later: PieceData[];
  /** Material gained, in pawns (rounded); null when the line takes the last royal. */
  pawns: number | null;
  black: boolean;
  /** The line after the answer, in move text (at most a few moves). */
  rest: string[];
}

/** Reads the facts of a tactic from its position, answer and line (the answer first). */
export function tacticFacts(pos: Position, line: readonly Move[], gain: number, pieces: ReadonlyMap<string, PieceData>): TacticFacts {
  const answer = line[0]!;
  const piece = (id: string) => pieces.get(id)!;
  const victims = answer.captures.map((sq) => piece(pos.board[sq]!.id));
  const mover = piece(pos.board[answer.from]!.id);
  const later: PieceData[] = [];
  let p = applyMove(pos, answer);
  const rest: string[] = [];
  line.slice(1).forEach((m, i) => {
    if (i % 2 === 1) for (const sq of m.captures) later.push(piece(p.board[sq]!.id));
    rest.push(makeMove(m, p.size));
    p = applyMove(p, m);
  });
  const royalTaken = answer.captures.some((sq) => pos.rules.royals.has(pos.board[sq]!.id)) && gain === Infinity;
  const recaptured = line.length > 1 && line[1]!.captures.includes(answer.to);
  const motif: Motif =
    royalTaken ? 'royal' : victims.length >= 2 ? 'double' : victims.length === 0 ? 'threat' : recaptured ? 'exchange' : 'free';
  return {
    motif,
    mover,
    victims,
    to: squareName(answer.to, pos.size),
    later,
    pawns: gain === Infinity ? null : Math.round(gain / 100),
    black: pos.turn === 'black',
    rest: rest.slice(0, 6),
  };
}

const RULE: Record<Motif, Record<TacticLang, string>> = {
  royal: { en: 'Tactic: the last royal', ja: '手筋：最後の王駒', zh: '戰術：最後的王將類棋子' },
  double: { en: 'Tactic: two pieces in one move', ja: '手筋：一手で二枚取り', zh: '戰術：一步吃兩子' },
  free: { en: 'Tactic: a capture with no answer', ja: '手筋：取り返せない駒取り', zh: '戰術：無法反吃的吃子' },
  exchange: { en: 'Tactic: a winning exchange', ja: '手筋：得な駒の取り合い', zh: '戰術：有利的兌子' },
  threat: { en: 'Tactic: a threat', ja: '手筋：狙いのある一手', zh: '戰術：帶威脅的一步' },
};

/** "the A and the B" in each language; empty for none. */
function list(lang: TacticLang, names: string[]): string {
  const unique = [...new Set(names)];
  if (unique.length === 0) return '';
  if (lang === 'en') return unique.length <= 1 ? `the ${unique[0]}` : `the ${unique.slice(0, -1).join(', the ')} and the ${unique.at(-1)}`;
  return unique.join(lang === 'ja' ? 'と' : '和');
}

/** The texts of a tactic in one language. */
export function tacticText(f: TacticFacts, lang: TacticLang): TacticText {
  const n = (d: PieceData) => nameIn(lang, d.names);
  const P = n(f.mover);
  const V = list(lang, f.victims.map(n));
  const L = list(lang, f.later.map(n));
  const rest = f.rest.join(' ');
  const side = { en: f.black ? 'Black' : 'White', ja: f.black ? '先手' : '後手', zh: f.black ? '先手' : '後手' }[lang];
  const pawns = f.pawns ?? 0;
  const then = rest ? { en: ` The line goes on ${rest}.`, ja: `続く手順は ${rest} です。`, zh: `接下來的變化是 ${rest}。` }[lang] : '';
  const won = { en: `${side} comes out about ${pawns} pawns ahead in material.`, ja: `${side}は歩およそ${pawns}枚分の駒得になります。`, zh: `${side}在子力上多出約${pawns}個步兵的價值。` }[lang];
  const ends = { en: 'it takes the last royal and ends the game.', ja: '最後の王駒を取って勝ちます。', zh: '吃掉最後的王將類棋子而獲勝。' }[lang];
  const result = f.pawns === null ? ends : won;
  const explanation: Record<Motif, Record<TacticLang, string>> = {
    royal: {
      en: `The ${P} takes ${V}, the last royal piece left to the other side: the game is over at once.`,
      ja: `${P}で${V}を取ります。相手に残った最後の王駒なので、この一手で勝ちです。`,
      zh: `${P}吃掉${V}，這是對方最後的王將類棋子，棋局立刻結束。`,
    },
    double: {
      en: `The ${P} takes ${V} in a single move, and no answer wins back as much.${then} ${result}`,
      ja: `${P}が一手で${V}を取ります。相手はそれに見合う駒を取り返せません。${then}${result}`,
      zh: `${P}一步吃掉${V}，對方無法取回同等的子力。${then}${result}`,
    },
    free: {
      en: `The ${P} takes ${V}, and the other side has no answer that wins back as much.${then} ${result}`,
      ja: `${P}で${V}を取ります。相手には、それに見合う駒を取り返す手がありません。${then}${result}`,
      zh: `${P}吃掉${V}，對方沒有能取回同等子力的應手。${then}${result}`,
    },
    exchange: {
      en: `The ${P} takes ${V}; it is taken back, but the exchange gives more than it costs.${then} ${result}`,
      ja: `${P}で${V}を取ります。取り返されますが、取り合いの結果は得です。${then}${result}`,
      zh: `${P}吃掉${V}；雖然會被吃回，但這次兌子得大於失。${then}${result}`,
    },
    threat: {
      en: `The ${P} goes to ${f.to}, and the other side cannot hold everything${L ? `: ${L} ${f.later.length > 1 ? 'fall' : 'falls'}` : ''}.${then} ${result}`,
      ja: `${P}が${f.to}へ動くと、相手はすべては守れず、${L ? `${L}を取られます。` : '駒を失います。'}${then}${result}`,
      zh: `${P}走到${f.to}後，對方無法全部守住，${L ? `${L}終將被吃。` : '必然失子。'}${then}${result}`,
    },
  };
  const title: Record<Motif, Record<TacticLang, string>> = {
    royal: { en: `The ${P} ends the game`, ja: `${P}で勝ち`, zh: `${P}一步制勝` },
    double: { en: `The ${P} takes two`, ja: `${P}の二枚取り`, zh: `${P}一步吃兩子` },
    free: { en: `The ${P} wins ${V}`, ja: `${P}で${V}を取る`, zh: `${P}吃${V}` },
    exchange: { en: `The ${P} wins the exchange`, ja: `${P}で駒得`, zh: `${P}兌子得利` },
    threat: { en: `The ${P} threatens`, ja: `${P}の狙い`, zh: `${P}的威脅` },
  };
  return {
    rule: RULE[f.motif][lang],
    title: title[f.motif][lang],
    task: {
      en: `${side} to move. Find the one move that wins decisively.`,
      ja: `${side}の手番です。決定的に得をする一手を見つけてください。`,
      zh: `${side}走棋。找出唯一能取得決定性優勢的一步。`,
    }[lang],
    wrong: {
      en: 'That move lets the chance go: against the best answer it ends at least 3 pawns worse than the winning move.',
      ja: 'その手ではチャンスを逃します。相手が最善に応じると、正解の手より歩3枚分以上悪くなります。',
      zh: '這一步錯失了機會：對方以最佳應手回應後，結果比正解至少差3個步兵的價值。',
    }[lang],
    explanation: explanation[f.motif][lang],
    ruleLabel: P,
  };
}
