// One entry point for the content schemas, used by Astro's collections and by the Node loader.
export * from './vocab';
export * from './moves';
export * from './piece';
export * from './source';
export * from './game';
export * from './translation';
export * from './puzzle';
