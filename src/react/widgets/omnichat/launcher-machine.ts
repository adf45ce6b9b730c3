/**
 * The launcher's timing (docs/elements.md#mc-omnichat), apart from React so it can be driven by
 * fake timers: the panel's open state, the first-seen auto-open, the icon animation and the
 * popover's dismissal. Views subscribe to its snapshots.
 *
 * - `show(lastSeen)`: the bubble appeared. A visitor who never saw it gets the first-seen plan:
 *   `open` starts open; `delay` opens after the delay and closes LAUNCHER_AUTO_OPEN_DURATION_MS
 *   later, unless the visitor acted in between (the timers are then cleared).
 * - `entranceReached()`: the popover's entrance rule is met. If the icons may animate they cycle
 *   in icon order, the first after LAUNCHER_FIRST_ICON_DELAY_MS and the next every
 *   LAUNCHER_ICON_SWITCH_MS, then stop (played once); otherwise the animation stops after
 *   LAUNCHER_ANIMATION_STOP_DELAY_MS.
 * - Any visitor action (toggle, close, popover click or dismissal) stops the animation.
 */
import {
  LAUNCHER_ANIMATION_STOP_DELAY_MS,
  LAUNCHER_AUTO_OPEN_DURATION_MS,
  LAUNCHER_FIRST_ICON_DELAY_MS,
  LAUNCHER_ICON_SWITCH_MS,
} from '../../../runtime/constants';
import type { ChannelType } from './channels';
import { firstSeenPlan, shouldAnimate } from './launcher-rules';

interface LauncherTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

type AnimationPhase = 'waiting' | 'running' | 'stopped';

interface LauncherSnapshot {
  open: boolean;
  popoverDismissed: boolean;
  animation: AnimationPhase;
  /** The animation went through every icon. */
  playedOnce: boolean;
  /** The channel icon the bubble shows now; null for its own icon. */
  icon: ChannelType | null;
}

export interface LauncherOptions {
  /** The usable channels in icon order. */
  icons: readonly ChannelType[];
  animationDisabled: boolean;
  /** The device's first-seen pair, e.g. `["delay", 5]`. */
  firstSeen: readonly unknown[];
  timers?: LauncherTimers;
  now?: () => number;
}

// Looked up at call time, so fake timers installed after this module loaded still apply.
const windowTimers: LauncherTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
};

export function createLauncherMachine({
  icons,
  animationDisabled,
  firstSeen,
  timers = windowTimers,
  now = () => Date.now(),
}: LauncherOptions) {
  let state: LauncherSnapshot = { open: false, popoverDismissed: false, animation: 'waiting', playedOnce: false, icon: null };
  const listeners = new Set<() => void>();
  let firstSeenTimers: unknown[] = [];
  let animationTimer: unknown;
  let lastSeen: number | undefined;
  let shown = false;
  let entered = false;

  function set(patch: Partial<LauncherSnapshot>): void {
    const next = { ...state, ...patch };
    const keys = Object.keys(patch) as (keyof LauncherSnapshot)[];
    if (keys.every((key) => next[key] === state[key])) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function clearFirstSeen(): void {
    for (const id of firstSeenTimers) timers.clearTimeout(id);
    firstSeenTimers = [];
  }

  function clearAnimation(): void {
    if (animationTimer !== undefined) timers.clearTimeout(animationTimer);
    animationTimer = undefined;
  }

  function stopAnimation(): void {
    clearAnimation();
    if (state.animation !== 'stopped' || state.icon !== null) set({ animation: 'stopped', icon: null });
  }

  function step(index: number): void {
    const icon = icons[index];
    if (icon === undefined) {
      animationTimer = undefined;
      set({ animation: 'stopped', playedOnce: true, icon: null });
      return;
    }
    set({ icon });
    animationTimer = timers.setTimeout(() => step(index + 1), LAUNCHER_ICON_SWITCH_MS);
  }

  /** A visitor action: the automatic opening and the animation give way to it. */
  function interact(): void {
    clearFirstSeen();
    stopAnimation();
  }

  return {
    getState: (): LauncherSnapshot => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The bubble appeared; `previous` is the last-seen timestamp read before this showing was recorded. */
    show(previous: number | undefined): void {
      if (shown) return;
      shown = true;
      lastSeen = previous;
      const plan = firstSeenPlan(firstSeen, previous);
      if (plan.kind === 'open') set({ open: true });
      if (plan.kind !== 'delay') return;
      const opening = timers.setTimeout(() => {
        set({ open: true });
        const closing = timers.setTimeout(() => {
          firstSeenTimers = [];
          set({ open: false });
        }, LAUNCHER_AUTO_OPEN_DURATION_MS);
        firstSeenTimers = [closing];
      }, plan.ms);
      firstSeenTimers = [opening];
    },

    /** The popover's entrance rule is met (once the bubble is shown). */
    entranceReached(): void {
      if (!shown || entered || state.animation !== 'waiting') return;
      entered = true;
      if (shouldAnimate({ disabled: animationDisabled, channelCount: icons.length, lastSeen, now: now() })) {
        set({ animation: 'running' });
        animationTimer = timers.setTimeout(() => step(0), LAUNCHER_FIRST_ICON_DELAY_MS);
      } else {
        animationTimer = timers.setTimeout(() => {
          animationTimer = undefined;
          set({ animation: 'stopped' });
        }, LAUNCHER_ANIMATION_STOP_DELAY_MS);
      }
    },

    /** The bubble or the popover was clicked; returns whether the panel is now open. */
    toggle(): boolean {
      interact();
      set({ open: !state.open });
      return state.open;
    },

    /** The close control, the overlay or Escape; returns whether the panel was open. */
    close(): boolean {
      const wasOpen = state.open;
      interact();
      set({ open: false });
      return wasOpen;
    },

    dismissPopover(): void {
      interact();
      set({ popoverDismissed: true });
    },

    /** Clears every timer (the view unmounts). */
    dispose(): void {
      clearFirstSeen();
      clearAnimation();
      listeners.clear();
    },
  };
}
