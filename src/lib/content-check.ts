// Astro integration: validates all content and its cross-references before a build, failing with file and field named.
import type { AstroIntegration } from 'astro';
import { ContentValidationError, loadContent } from './content';

export function contentCheck(): AstroIntegration {
  return {
    name: 'content-check',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        try {
          const c = loadContent();
          logger.info(`${c.pieces.size} pieces, ${c.games.size} games, ${c.sources.size} sources: all references resolve`);
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
