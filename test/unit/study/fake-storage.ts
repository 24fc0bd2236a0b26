// localStorage for unit tests, as the browser keeps it: installed globally by `useStorage`, removed after each test.
import { afterEach } from 'vitest';

/** `room` is how many more keys it accepts before refusing (storage full). */
export class FakeStorage {
  items = new Map<string, string>();
  constructor(public room = Infinity) {}
  get length() { return this.items.size; }
  key(i: number) { return [...this.items.keys()][i] ?? null; }
  getItem(k: string) { return this.items.get(k) ?? null; }
  setItem(k: string, v: string) {
    if (!this.items.has(k) && this.room-- <= 0) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string) { this.items.delete(k); }
}
export const useStorage = (s: FakeStorage) => { (globalThis as { localStorage?: unknown }).localStorage = s; return s; };
afterEach(() => { delete (globalThis as { localStorage?: unknown }).localStorage; });
