/**
 * The site's languages: English at `/`, Japanese at `/ja/`, Chinese (traditional script) at `/zh/`.
 *
 * Every route lives once, in `src/pages/[...lang]/`. The rest parameter `lang` is `undefined` for English (so English
 * URLs have no prefix) and `ja` or `zh` for the others; a page reads its language with `langOf(Astro.params)`.
 *
 * Adding a page: create it under `src/pages/[...lang]/` and give it a `getStaticPaths`:
 *   - a page with no parameters of its own:  `export const getStaticPaths = langPaths;`
 *   - a page with parameters:                `export function getStaticPaths() { return withLangs(ids.map((id) => ({ params: { id } }))); }`
 * Link to other pages with `href(lang, '/pieces/lion/')` (never a bare `/…` path), and use `t.key` from `dict(lang)`
 * for every word a reader sees. The header's language switcher, `hreflang` alternates and the sitemaps pick the page up
 * by themselves. (The one exception: the not-found page is `views/NotFound.astro`, rendered by `pages/404.astro`
 * as `/404.html`, the file static hosts serve, and by `pages/[...lang]/404.astro` as `/ja/404/` and `/zh/404/`.)
 *
 * Adding a string: add the key to `en.ts` (its type is the dictionary's type), then the same key to `ja.ts` and `zh.ts`
 * in natural Japanese and traditional Chinese; `astro check` and test/unit/content/i18n.test.ts fail while any is missing.
 * Values are plain strings with `{name}` placeholders, filled by `fill(t.key, { name })`, so the strings a widget needs
 * can be handed to a Preact island as serialisable props (`pick(lang, 'board.')`).
 *
 * Names: `nameIn(lang, names)` is the script natural to the language (ja: `names.ja ?? names.kanji`; zh: the
 * traditional `names.zh ?? names.kanji`; en: the English name), shown first wherever a piece or game is named.
 */
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';

export const LANGS = ['en', 'ja', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The dictionary type: every key of the English dictionary, each a string. */
export type Dict = { readonly [K in keyof typeof en]: string };
export type Key = keyof Dict;

const DICTS: Record<Lang, Dict> = { en, ja, zh };

/** The BCP 47 tag for `<html lang>` and `hreflang`. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', ja: 'ja', zh: 'zh-Hant' };

/** Each language's name in itself, for the switcher. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', ja: '日本語', zh: '中文' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language of a page from its route parameters (`lang` is undefined for English). */
export function langOf(params: Record<string, string | undefined>): Lang {
  const lang = params.lang ?? DEFAULT_LANG;
  if (!isLang(lang)) throw new Error(`unknown language ${JSON.stringify(lang)} in the route; use one of ${LANGS.join(', ')}`);
  return lang;
}

export function dict(lang: Lang): Dict {
  return DICTS[lang];
}

/** The route parameter for a language: none for English, so its URLs stay unprefixed. */
export const langParam = (lang: Lang): string | undefined => (lang === DEFAULT_LANG ? undefined : lang);

/** `getStaticPaths` for a page without parameters of its own: one path per language. */
export function langPaths() {
  return LANGS.map((lang) => ({ params: { lang: langParam(lang) }, props: {} }));
}

/** Every path of a page, once per language (props are shared, not copied). */
export function withLangs<P extends Record<string, string | undefined>, T>(paths: { params: P; props?: T }[]) {
  return LANGS.flatMap((lang) => paths.map((p) => ({ params: { ...p.params, lang: langParam(lang) }, props: p.props as T })));
}

/** A site path in a language: `href('ja', '/pieces/lion/')` is `/ja/pieces/lion/`. */
export function href(lang: Lang, path: string): string {
  if (!path.startsWith('/')) throw new Error(`href wants a root-relative path, got ${JSON.stringify(path)}`);
  return lang === DEFAULT_LANG ? path : `/${lang}${path}`;
}

/** A page's path with its language prefix removed: `/ja/pieces/lion/` → `/pieces/lion/`. */
export function unprefixed(pathname: string): string {
  const m = /^\/(ja|zh)(\/.*|)$/.exec(pathname);
  return m ? m[2] || '/' : pathname;
}

/** The language a site path belongs to. */
export function langOfPath(pathname: string): Lang {
  const m = /^\/(ja|zh)(\/|$)/.exec(pathname);
  return m ? (m[1] as Lang) : DEFAULT_LANG;
}

/** A size in megabytes for a message: "1 MB", "5.2 MB". */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

/** Fills `{name}` placeholders; a placeholder without a value is an error, so a missed one never reaches a page. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`no value for {${name}} in ${JSON.stringify(template)}`);
    return String(v);
  });
}

/**
 * Fills `{name}` placeholders with any values (links, marked-up names) and returns the pieces in order, for a template
 * to render: `{fillParts(t['x'], { name: <PieceLink id="lion" /> })}`. A placeholder without a value is an error.
 */
export function fillParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template.split(/\{(\w+)\}/).map((part, i) => {
    if (i % 2 === 0) return part;
    if (!(part in values)) throw new Error(`no value for {${part}} in ${JSON.stringify(template)}`);
    return values[part]!;
  });
}

/** The strings whose keys start with `prefix`, with the prefix removed: the serialisable strings an island needs. */
export function pick<P extends string>(lang: Lang, prefix: P): { [K in Key as K extends `${P}${infer R}` ? R : never]: string } {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(DICTS[lang])) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
  return out as never;
}

interface Named { kanji: string; ja?: string | undefined; zh?: string | undefined; en: string }

/**
 * A piece's board label in the language's script: the label's characters as the language's name writes them (步 of
 * 步兵 is 歩 in Japanese, 奔猪 is 奔豬 on the Chinese pages), else the label as the sources draw it (English pages too).
 */
export function labelIn(lang: Lang, piece: { label: string; names: Named }): string {
  const at = piece.names.kanji.indexOf(piece.label);
  const name = nameIn(lang, piece.names);
  return lang !== 'en' && at >= 0 && [...name].length === [...piece.names.kanji].length ? name.slice(at, at + piece.label.length) : piece.label;
}

/** The name in the script natural to the language. */
export function nameIn(lang: Lang, names: Named): string {
  if (lang === 'ja') return names.ja ?? names.kanji;
  if (lang === 'zh') return names.zh ?? names.kanji;
  return names.en;
}
