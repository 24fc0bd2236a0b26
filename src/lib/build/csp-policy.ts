// The Content-Security-Policy every page carries, as Astro's `experimental.csp` option: Astro adds the hashes of the
// scripts and styles it inlines (island runtime, small hoisted scripts and stylesheets) to script-src and style-src.

/** Directives besides script-src and style-src (Astro writes those two). Meta-tag CSP ignores frame-ancestors. */
export const CSP_DIRECTIVES = [
  // Everything not listed below comes from our own origin only: the site makes no request elsewhere.
  "default-src 'self'",
  // SVG icons in CSS may be data: URIs.
  "img-src 'self' data:",
  "object-src 'none'",
  // The service worker (/sw.js) and Pagefind's search worker are our own files.
  "worker-src 'self'",
  "base-uri 'self'",
  // Astro only accepts directives from its own list and has no style-src-attr in it, so this one rides on the previous
  // entry (Astro joins directives with ";"). Shiki's highlighting and server-rendered islands write style attributes
  // (colours, grid sizes); allowing attributes only keeps <style> elements hash-checked. Browsers without CSP3's
  // style-src-attr fall back to style-src and merely lose those colours.
  "form-action 'self'; style-src-attr 'unsafe-inline'",
] as const;

/** script-src sources besides Astro's hashes: our bundles, and WebAssembly compilation for Pagefind's search (it runs
 *  its WebAssembly in a same-origin worker, outside this policy, but falls back to the page when a worker fails). */
export const CSP_SCRIPT_RESOURCES = ["'self'", "'wasm-unsafe-eval'"];

export const cspConfig = {
  algorithm: 'SHA-256' as const,
  directives: [...CSP_DIRECTIVES],
  scriptDirective: { resources: CSP_SCRIPT_RESOURCES },
  styleDirective: { resources: ["'self'"] },
};
