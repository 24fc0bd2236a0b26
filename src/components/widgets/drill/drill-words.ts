// The drills' words in the page's language: the `drill.*` strings of the i18n dictionaries (handed to the islands as
// props), with their placeholders filled, and piece and game names in the language's script.
import { HTML_LANG, fill, megabytes, nameIn, type Lang, type pick } from '../../../i18n';
import type { PieceNames } from '../../../schema';
import { MAX_FILE_BYTES, type Skipped } from './schedule/drill-schedule';

/** How many skipped cards a message lists by name; the rest are counted. */
const LISTED = 5;

/** The serialisable strings an island receives: `pick(lang, 'drill.')`. */
export type DrillStrings = ReturnType<typeof pick<'drill.'>>;

export function wordsOf(t: DrillStrings, lang: Lang) {
  return {
    ...t,
    progress: (n: number) => fill(t.progress, { n }),
    resetDeck: (deck: string) => fill(t.resetDeck, { deck }),
    resetConfirm: (n: number) => fill(t.resetConfirm, { n }),
    /** Between two sentences: a space in English, nothing after a Japanese or Chinese full stop. */
    gap: lang === 'en' ? ' ' : '',
    unreadable: (why: string) => fill(t.unreadable, { why }),
    partlyUnreadable: (list: string) => fill(t.partlyUnreadable, { list }),
    skippedList: (skipped: readonly Skipped[]) => {
      const sep = lang === 'en' ? '; ' : '；';
      const named = skipped.slice(0, LISTED).map((k) => k.why).join(sep);
      return skipped.length > LISTED ? `${named}${sep}${fill(t.skippedMore, { n: skipped.length - LISTED })}` : named;
    },
    importSkipped: (n: number, list: string) => fill(t.importSkipped, { n, list }),
    fileTooBig: (bytes: number) => fill(t.fileTooBig, { size: megabytes(bytes), max: megabytes(MAX_FILE_BYTES) }),
    reachTask: (piece: string) => fill(t.reachTask, { piece }),
    pawnNote: (square: string) => fill(t.pawnNote, { square }),
    source: (source: string, game: string) => fill(t.source, { source, game }),
    mainText: (game: string) => fill(t.mainText, { game }),
    boardLabel: (size: number) => fill(t.boardLabel, { size }),
    self: (piece: string) => fill(t.self, { piece }),
    reachRight: (n: number) => fill(t.reachRight, { n }),
    reachMissed: (squares: string[]) => fill(t.reachMissed, { squares: squares.join(', ') }),
    reachWrong: (squares: string[]) => fill(t.reachWrong, { squares: squares.join(', ') }),
    readingNote: (footnote: number | undefined, game: string, note: string) =>
      fill(t.readingNote, { where: footnote ? fill(t.footnote, { n: footnote, game }) : fill(t.article, { game }), note }),
    typedRight: (typed: string, piece: string) => fill(t.typedRight, { typed, piece }),
    typedWrong: (typed: string, piece: string) => fill(t.typedWrong, { typed, piece }),
    choseWrong: (piece: string) => fill(t.choseWrong, { piece }),
    diagramOf: (n: number) => fill(t.diagramOf, { n }),
    squares: (n: number) => fill(t.squares, { n }),
    diagramLabel: (n: number, betza: string | null | undefined, count: number) =>
      fill(betza ? t.diagramBetza : t.diagramPlain, { diagram: fill(t.diagramOf, { n }), betza: betza ?? '', squares: fill(t.squares, { n: count }) }),
    promotionTask: (piece: string, game: string) => fill(t.promotionTask, { piece, game }),
    promotionAnswer: (piece: string, to: string | null) => (to ? fill(t.promotesTo, { piece, to }) : fill(t.noPromotes, { piece })),
    piecePage: (piece: string) => fill(t.piecePage, { piece }),
    doneWhen: (due: number, now: number) => fill(t.doneWhen, {
      when: due - now < 60 * 60_000 ? fill(t.inMinutes, { n: Math.max(1, Math.round((due - now) / 60_000)) }) : new Date(due).toLocaleString(HTML_LANG[lang]),
    }),
    imported: (n: number) => fill(n === 1 ? t.importedOne : t.imported, { n }),
    fileProblem: (file: string, problem: string) => fill(t.fileProblem, { file, problem }),
    /** A piece as a task names it: English with the kanji in English, the language's own script otherwise. */
    piece: (names: PieceNames) => (lang === 'en' ? `${names.en} ${names.kanji}` : nameIn(lang, names)),
    /** A piece with its reading, for answers. */
    pieceWithReading: (names: PieceNames) => (lang === 'en' ? `${names.en} ${names.kanji} (${names.reading})` : `${nameIn(lang, names)}（${names.reading}）`),
    game: (names: { kanji: string; ja?: string; en: string }) => nameIn(lang, names),
  };
}

export type Words = ReturnType<typeof wordsOf>;
