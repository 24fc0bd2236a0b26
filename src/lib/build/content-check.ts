// Astro integration: validates all content, its cross-references and its translations before a build, failing with
// file and field named.
import type { AstroIntegration } from 'astro';
import { ContentValidationError, loadContent } from '../content';
import { translationErrors } from '../translations';

export function contentCheck(): AstroIntegration {
  return {
    name: 'content-check',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        try {
          const c = loadContent();
          const translated = translationErrors(c);
          if (translated.length) throw new ContentValidationError(translated);
          logger.info(`${c.pieces.size} pieces, ${c.games.size} games, ${c.sources.size} sources: all references resolve, all translated`);
        } catch (e) {
          if (e instanceof ContentValidationError) {
            logger.error(e.message);
            throw new Error(`content check failed:\n${e.message}`);
          }
          throw e;
        }
      },
    },
  };
}
