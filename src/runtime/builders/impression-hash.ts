import { hashString, randomInt } from './hash';

/** Large enough that two impressions in the same millisecond almost never share a hash. */
const IMPRESSION_RANDOM_MAX = 1_000_000_000;

export interface ImpressionHashParts {
  widgetId: number | string;
  widgetType: string;
  instanceId: number | string;
  fingerprint: string;
  now: number;
  random: () => number;
}

/** Impression hash (docs/widgets.md#references): widget id, type, instance id, device fingerprint, time and a random number. */
export function buildImpressionHash({ widgetId, widgetType, instanceId, fingerprint, now, random }: ImpressionHashParts): string {
  return hashString([widgetId, widgetType, instanceId, fingerprint, now, randomInt(random, IMPRESSION_RANDOM_MAX)].join('|'));
}

interface FingerprintNavigator {
  userAgent: string;
  language: string;
  platform?: string;
  hardwareConcurrency?: number;
}

interface FingerprintScreen {
  width: number;
  height: number;
  colorDepth: number;
}

/** A stable hash of what the browser tells every page about the device; no storage, no canvas probing. */
export function deviceFingerprint(nav: FingerprintNavigator, screen: FingerprintScreen): string {
  return hashString(
    [nav.userAgent, nav.language, nav.platform ?? '', nav.hardwareConcurrency ?? '', screen.width, screen.height, screen.colorDepth].join(
      '|',
    ),
  );
}
