// Astro integration registering the `client:interact` directive (src/scripts/interact-directive.ts).
import type { AstroIntegration } from 'astro';

export function interactDirective(): AstroIntegration {
  return {
    name: 'client-interact',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interact', entrypoint: './src/scripts/interact-directive.ts' });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus or click on the island. */
    'client:interact'?: boolean;
  }
}
