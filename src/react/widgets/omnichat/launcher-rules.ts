/**
 * The launcher's decisions as pure functions of their inputs (docs/elements.md#mc-omnichat): whether
 * the icons animate, what the first-seen setting does, when the popover shows and which entrance
 * rule it follows. Time and storage are passed in.
 */
import { DEFAULT_FIRST_SEEN, LAUNCHER_REANIMATE_AFTER_MS } from '../../../runtime/constants';
import type { Device, WhenDisplay } from '../../../runtime/types';

interface AnimationInputs {
  disabled: boolean;
  channelCount: number;
  /** Epoch ms the visitor last saw this launcher, undefined when never. */
  lastSeen: number | undefined;
  now: number;
}

/** Animates unless disabled, with channels, for a visitor who never saw it or not for 24 hours. */
export function shouldAnimate({ disabled, channelCount, lastSeen, now }: AnimationInputs): boolean {
  if (disabled || channelCount < 1) return false;
  return lastSeen === undefined || now - lastSeen > LAUNCHER_REANIMATE_AFTER_MS;
}

type FirstSeenPlan = { kind: 'none' } | { kind: 'open' } | { kind: 'delay'; ms: number };

/**
 * `opened` starts open and `delay` opens after its value in seconds, both only for a visitor who
 * never saw the launcher; anything else (`hidden`, unknown modes, a delay that is not a number)
 * leaves it closed.
 */
export function firstSeenPlan(firstSeen: readonly unknown[] | undefined, lastSeen: number | undefined): FirstSeenPlan {
  if (lastSeen !== undefined || !Array.isArray(firstSeen)) return { kind: 'none' };
  const [mode, value] = firstSeen;
  if (mode === 'opened') return { kind: 'open' };
  if (mode !== 'delay') return { kind: 'none' };
  const seconds = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? { kind: 'delay', ms: seconds * 1000 } : { kind: 'none' };
}

/** `setup.desktopFirstSeen` or `setup.mobileFirstSeen`, by the visitor's device. */
export function firstSeenFor(setup: { desktopFirstSeen?: unknown; mobileFirstSeen?: unknown }, device: Device): readonly unknown[] {
  const value = device === 'mobile' ? setup.mobileFirstSeen : setup.desktopFirstSeen;
  return Array.isArray(value) ? value : DEFAULT_FIRST_SEEN;
}

export interface PopoverInputs {
  enabled: boolean;
  panelOpen: boolean;
  dismissed: boolean;
  entranceReady: boolean;
  animationStopped: boolean;
  animationPlayedOnce: boolean;
}

export function isPopoverVisible(inputs: PopoverInputs): boolean {
  return (
    inputs.enabled &&
    !inputs.panelOpen &&
    !inputs.dismissed &&
    inputs.entranceReady &&
    (inputs.animationStopped || inputs.animationPlayedOnce)
  );
}

/**
 * The popover's entrance pair: `main.popupMessageWhenDisplay`, else the older
 * `setup.popupMessageWhenDisplay` (the same precedence as the widget's own `whenDisplay`), as the
 * widget's data was read (resolve-widget.ts puts the chosen pair in both places).
 */
export const popoverEntrance = (main: { popupMessageWhenDisplay: WhenDisplay }): WhenDisplay => main.popupMessageWhenDisplay;

/** `main.disableAnimation`, read as a flag like the others (absent: animated). */
export const isAnimationDisabled = (main: { disableAnimation: boolean }): boolean => main.disableAnimation;
