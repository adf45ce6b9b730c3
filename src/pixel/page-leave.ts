/**
 * One "the page is going away" signal per departure. Browsers fire `visibilitychange` (hidden) and
 * `pagehide` in either order, or only one of them (mobile browsers often kill a hidden tab without
 * `pagehide`), so both count, and whichever comes second is ignored; so does `freeze` (a tab the
 * browser suspends may be discarded without another word). Coming back (visible again,
 * or restored from the back-forward cache) arms it for the next departure.
 */
interface PageLeaveHandlers {
  leave(): void;
  back(): void;
}

export function watchPageLeave(win: Window, signal: AbortSignal, { leave, back }: PageLeaveHandlers): void {
  let away = false;
  const onLeave = () => {
    if (away) return;
    away = true;
    leave();
  };
  const onBack = () => {
    if (!away) return;
    away = false;
    back();
  };
  const doc = win.document;
  win.addEventListener('pagehide', onLeave, { signal });
  win.addEventListener('pageshow', onBack, { signal });
  doc.addEventListener('freeze', onLeave, { signal });
  doc.addEventListener('visibilitychange', () => (doc.visibilityState === 'hidden' ? onLeave() : onBack()), { signal });
}
