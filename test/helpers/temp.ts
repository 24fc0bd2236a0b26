// Temporary folders for tests, removed when the test file that made them is done (left behind, a run's copies of the
// content and built sites came to gigabytes in /tmp).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];
// Each test file imports this module afresh, so the hook belongs to that file.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder under the system's temporary folder, its name `prefix` and a random suffix. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
