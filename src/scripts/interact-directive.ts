// `client:interact`: hydrates an island the first time the reader points at, touches, focuses or clicks it, so a page
// ships no island code until it is used. A click that arrives while the island loads is replayed once it is live.
import type { ClientDirective } from 'astro';

const WAKE = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

const interact: ClientDirective = (load, _options, el) => {
  let pending: HTMLElement | null = null;
  let started = false;
  const remember = (e: Event) => {
    if (e.type === 'click' && e.target instanceof HTMLElement) pending = e.target;
  };
  const wake = async (e: Event) => {
    remember(e);
    if (started) return;
    started = true;
    const hydrate = await load();
    // Tell the island whether a click is waiting to be replayed (a tap's click comes after its touchstart, so this is
    // decided once the code has loaded): it should then not start anything by itself.
    el.setAttribute('data-woken-by', pending ? 'click' : e.type);
    await hydrate();
    for (const type of WAKE) el.removeEventListener(type, wake);
    // Hydration keeps the server-rendered nodes, so the clicked element is still the one to click.
    if (pending?.isConnected) pending.click();
  };
  for (const type of WAKE) el.addEventListener(type, wake, { passive: true });
  // A query string may carry the island's state (e.g. ?source=…): show it at once rather than on first use.
  if (location.search) void wake(new Event('load'));
};

export default interact;
