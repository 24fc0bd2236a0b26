// What the boards write on their pieces: two kanji, one kanji or the English abbreviation (names.abbr). The reader's
// choice is kept in the browser and followed by every board on the page; without one, English pages show the
// abbreviations and Japanese and Chinese pages the kanji.
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../../i18n';
import type { PieceData } from '../../../../schema';

export const LABEL_STYLES = ['kanji2', 'kanji1', 'abbr'] as const;
export type LabelStyle = (typeof LABEL_STYLES)[number];

/** localStorage key; the version changes if the stored value's meaning does. */
const KEY = 'large-shogi:piece-labels:v1';
/** Told to every board on the page when the reader changes the style on one of them. */
const EVENT = 'piece-labels';

export const defaultLabels = (lang: Lang): LabelStyle => (lang === 'en' ? 'abbr' : 'kanji2');

const isStyle = (v: unknown): v is LabelStyle => LABEL_STYLES.includes(v as LabelStyle);

/** The stored choice, or null (none yet, storage blocked, or a value this version does not know). */
function stored(): LabelStyle | null {
  try {
    const v = localStorage.getItem(KEY);
    return isStyle(v) ? v : null;
  } catch {
    return null;
  }
}

/** The text a piece shows in `style`. */
export function pieceText(def: PieceData, style: LabelStyle): string {
  if (style === 'abbr') return def.names.abbr;
  return style === 'kanji1' ? def.label.slice(0, 1) : def.label;
}

/**
 * The label style for a board: the page's default while the page is rendered and hydrated (so the server's HTML
 * matches), then the stored choice. Setting it stores it and tells the page's other boards and other tabs.
 */
export function useLabelStyle(lang: Lang): [LabelStyle, (style: LabelStyle) => void] {
  const [style, setStyle] = useState<LabelStyle>(() => defaultLabels(lang));
  useEffect(() => {
    const follow = () => setStyle(stored() ?? defaultLabels(lang));
    follow();
    addEventListener(EVENT, follow);
    addEventListener('storage', follow);
    return () => {
      removeEventListener(EVENT, follow);
      removeEventListener('storage', follow);
    };
  }, [lang]);
  const choose = (next: LabelStyle) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    setStyle(next);
    dispatchEvent(new Event(EVENT));
  };
  return [style, choose];
}
