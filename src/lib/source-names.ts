// A source's name for readers, per language, from its data (content/sources): never built from another language's.
import type { Lang } from '../i18n';
import type { SourceData } from '../schema';

/** The name alone: English `en`, else the language's own (『象棋六種之図式』, その他の資料, 其他資料). */
export const sourceName = (s: SourceData, lang: Lang): string => (lang === 'en' ? s.en : s.names[lang]);

/** The name for a selector or toggle: in English a book also shows its title as written (Diagrams of Six Kinds of
 *  Shogi 《象棋六種之図式》), which is how English readers meet it in the references. */
export const sourceLabel = (s: SourceData, lang: Lang): string => (lang === 'en' && s.reading ? `${s.en} ${s.title}` : sourceName(s, lang));
