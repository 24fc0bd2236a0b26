/**
 * The glossary's shape and its matcher: per language, each concept's chosen term and the terms it replaces, so a test
 * can find a replaced term in a page's running text (test/e2e/site/glossary.test.ts) or in a dictionary (test/unit/content/glossary.test.ts).
 */

/** A term as a literal string or a pattern (a pattern for a word that is wrong only in some contexts). */
export type Term = string | RegExp;

export interface GlossaryEntry {
  /** The idea, in English, as the decision names it ("a square of the board"). */
  concept: string;
  /** The term to write. */
  term: string;
  /** What it replaces: a match of any of these in running text is an error... */
  replaces: readonly Term[];
  /** ...unless it lies inside a match of one of these (升 inside 升級, 二歩 inside a quoted rule name). */
  allowedIn?: readonly Term[];
  /** Why, where the choice is not obvious. */
  note?: string;
}

export interface Glossary {
  lang: 'ja' | 'zh';
  entries: readonly GlossaryEntry[];
  /** Quoted words (a source's own spelling, 「嗔猪」): what lies inside is the source's, not our running text. */
  quotation: RegExp;
}

/** A replaced term found in a text. */
export interface Hit {
  entry: GlossaryEntry;
  /** The text matched. */
  found: string;
  /** Where in the text. */
  index: number;
}

const global = (t: Term): RegExp =>
  typeof t === 'string' ? new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gu') : new RegExp(t.source, t.flags.includes('g') ? t.flags : t.flags + 'g');

function spans(text: string, terms: readonly Term[]): [number, number][] {
  return terms.flatMap((t) => [...text.matchAll(global(t))].map((m): [number, number] => [m.index, m.index + m[0].length]));
}

/** Every replaced term in `text` that is not inside one of its entry's allowed contexts. */
export function findReplaced(text: string, glossary: Glossary): Hit[] {
  const hits: Hit[] = [];
  const quoted = spans(text, [glossary.quotation]);
  for (const entry of glossary.entries) {
    const allowed = [...quoted, ...spans(text, entry.allowedIn ?? [])];
    const taken: [number, number][] = [];
    for (const t of entry.replaces) {
      for (const m of text.matchAll(global(t))) {
        const end = m.index + m[0].length;
        if (m[0] === '' || allowed.some(([a, b]) => a <= m.index && end <= b)) continue;
        // Two patterns of one concept matching the same words are one mistake.
        if (taken.some(([a, b]) => m.index < b && a < end)) continue;
        taken.push([m.index, end]);
        hits.push({ entry, found: m[0], index: m.index });
      }
    }
  }
  return hits;
}

/**
 * The simplified-only characters of `text` (from `simplifiedOnly`), skipping quotations and those inside one of `names`:
 * the simplified names that differ from their traditional form (狮子 beside 獅子) are a listing of simplified names
 * wherever they appear.
 */
export function findSimplified(text: string, simplifiedOnly: string, names: readonly string[], quotation: RegExp): { found: string; index: number }[] {
  const allowed = spans(text, [...names, quotation]);
  return [...text.matchAll(/./gsu)]
    .filter((m) => simplifiedOnly.includes(m[0]) && !allowed.some(([a, b]) => a <= m.index && m.index < b))
    .map((m) => ({ found: m[0], index: m.index }));
}

/** The sentence of `text` around `index` (split at 。！？ and line ends), trimmed to about 120 characters for a report. */
export function sentenceAt(text: string, index: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.search(/[^。！？!?\n]*$/u), index - 60);
  const rest = text.slice(index);
  const stop = rest.search(/[。！？!?\n]/u);
  const end = stop < 0 ? Math.min(text.length, index + 60) : Math.min(index + stop + 1, index + 60);
  return text.slice(start, end).replace(/\s+/g, ' ').trim();
}
