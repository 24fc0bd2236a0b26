// An Astro integration writing one sitemap per language (/sitemap.xml, /ja/sitemap.xml, /zh/sitemap.xml) from the
// pages the build produced, so a new page appears in them without being listed anywhere.
import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { HTML_LANG, LANGS, href, langOfPath, unprefixed, type Lang } from '../../i18n';
import { escapeMarkup } from '../markup';

/** The sitemap of one language: its pages, each with its alternates in every language (xhtml:link). */
export function sitemapXml(lang: Lang, paths: string[], site: URL | undefined): string {
  const abs = (p: string) => escapeMarkup(site ? new URL(p, site).href : p);
  const urls = paths
    .filter((p) => langOfPath(p) === lang)
    .sort()
    .map((p) => {
      const page = unprefixed(p);
      const alternates = LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${abs(href(l, page))}"/>`);
      return `<url><loc>${abs(p)}</loc>${alternates.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemaps(): AstroIntegration {
  let site: URL | undefined;
  return {
    name: 'large-shogi:sitemaps',
    hooks: {
      'astro:config:done': ({ config }) => { site = config.site ? new URL(config.site) : undefined; },
      'astro:build:done': ({ pages, dir }) => {
        // Pages are reported as e.g. `ja/pieces/lion/`; the not-found pages are no destination.
        const paths = pages.map((p) => `/${p.pathname}`).filter((p) => !/(^|\/)404\/?$/.test(p));
        for (const lang of LANGS) {
          writeFileSync(new URL(`.${href(lang, '/sitemap.xml')}`, dir), sitemapXml(lang, paths, site));
        }
      },
    },
  };
}
