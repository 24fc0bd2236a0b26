// The dependency direction (DESIGN §2): engine and schema ← lib and i18n ← components ← layouts ← views (a page's body shared by several routes) ← pages; nothing imports upwards. And no folder of code grows past a dozen files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SRC = join(ROOT, 'src');

/** The folders of src/ from the bottom layer up; a file may import from its own layer and the ones below. */
const LAYERS = [['engine', 'schema'], ['lib', 'i18n'], ['components'], ['layouts'], ['views'], ['pages']];
const layerOf = (folder: string) => LAYERS.findIndex((l) => l.includes(folder));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every relative import of a file that lands in another folder of src/, as [importing folder, imported folder]. */
function crossings(): string[] {
  const found: string[] = [];
  for (const file of filesUnder(SRC)) {
    const from = relative(SRC, file).split('/')[0]!;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const to = relative(SRC, resolve(file, '..', spec!)).split('/')[0]!;
      if (to !== from) found.push(`${relative(SRC, file)} -> ${to}`);
    }
  }
  return found;
}

describe('layers', () => {
  it('no file imports from a layer above its own', () => {
    const upward = crossings().filter((c) => {
      const [file, to] = c.split(' -> ');
      const a = layerOf(file!.split('/')[0]!);
      const b = layerOf(to!);
      return a >= 0 && b >= 0 && b > a;
    });
    expect(upward).toEqual([]);
  });

  it('the engine imports no framework (it runs the same in Node and the browser)', () => {
    const bad = filesUnder(join(SRC, 'engine')).filter((f) => /from '(preact|astro)[^']*'/.test(readFileSync(f, 'utf8')));
    expect(bad.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('no folder of code holds more than a dozen files (a larger one is grouped by concept)', () => {
    const counts = new Map<string, number>();
    for (const file of [...filesUnder(SRC), ...filesUnder(join(ROOT, 'test'))]) counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
    const crowded = [...counts].filter(([, n]) => n > 12).map(([dir, n]) => `${relative(ROOT, dir)}: ${n} files`);
    expect(crowded).toEqual([]);
  });
});
