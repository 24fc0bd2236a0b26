// Keeps the language switcher's links on the reader's state: the page's current query (`?source=…`, the board's
// position) and hash, which change after load, are copied onto a link just before it is followed or copied.
export function attachLangSwitch(nav: HTMLElement): void {
  const update = (event: Event) => {
    const a = (event.target as Element | null)?.closest?.('a');
    if (!(a instanceof HTMLAnchorElement)) return;
    const target = new URL(a.href);
    a.href = target.pathname + location.search + location.hash;
  };
  for (const type of ['pointerdown', 'focusin', 'click', 'contextmenu']) nav.addEventListener(type, update);
}
