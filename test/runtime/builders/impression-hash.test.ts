import '../../setup';
import { expect } from '@open-wc/testing';
import { buildImpressionHash, deviceFingerprint, type ImpressionHashParts } from '../../../src/runtime/builders/impression-hash';

const makeParts = (over: Partial<ImpressionHashParts> = {}): ImpressionHashParts => ({
  widgetId: 42,
  widgetType: 'modal',
  instanceId: 1,
  fingerprint: 'f00d',
  now: 1_700_000_000_000,
  random: () => 0.25,
  ...over,
});

describe('buildImpressionHash', () => {
  it('is a 14-digit hex string', () => {
    expect(buildImpressionHash(makeParts())).to.match(/^[0-9a-f]{14}$/);
  });

  it('is stable for the same inputs', () => {
    expect(buildImpressionHash(makeParts())).to.equal(buildImpressionHash(makeParts()));
  });

  // docs/widgets.md#references: "built from widget id, type, instance id, device fingerprint, time and a random number" — each must count.
  const changes: Array<[string, Partial<ImpressionHashParts>]> = [
    ['widget id', { widgetId: 43 }],
    ['widget type', { widgetType: 'bar' }],
    ['instance id', { instanceId: 2 }],
    ['device fingerprint', { fingerprint: 'beef' }],
    ['time', { now: 1_700_000_000_001 }],
    ['random number', { random: () => 0.75 }],
  ];
  for (const [part, over] of changes) {
    it(`changes with the ${part}`, () => {
      expect(buildImpressionHash(makeParts(over))).to.not.equal(buildImpressionHash(makeParts()));
    });
  }
});

describe('deviceFingerprint', () => {
  const nav = { userAgent: 'Mozilla/5.0 (X11)', language: 'en-US', platform: 'Linux x86_64', hardwareConcurrency: 8 };
  const screen = { width: 1920, height: 1080, colorDepth: 24 };

  it('is a stable 14-digit hex string', () => {
    expect(deviceFingerprint(nav, screen)).to.match(/^[0-9a-f]{14}$/);
    expect(deviceFingerprint({ ...nav }, { ...screen })).to.equal(deviceFingerprint(nav, screen));
  });

  const changes: Array<[string, Parameters<typeof deviceFingerprint>]> = [
    ['user agent', [{ ...nav, userAgent: 'Other' }, screen]],
    ['language', [{ ...nav, language: 'de-DE' }, screen]],
    ['platform', [{ ...nav, platform: 'MacIntel' }, screen]],
    ['core count', [{ ...nav, hardwareConcurrency: 4 }, screen]],
    ['screen width', [nav, { ...screen, width: 1280 }]],
    ['screen height', [nav, { ...screen, height: 720 }]],
    ['colour depth', [nav, { ...screen, colorDepth: 30 }]],
  ];
  for (const [part, args] of changes) {
    it(`changes with the ${part}`, () => expect(deviceFingerprint(...args)).to.not.equal(deviceFingerprint(nav, screen)));
  }

  it('works without the optional navigator fields', () => {
    expect(deviceFingerprint({ userAgent: 'UA', language: 'en' }, screen)).to.match(/^[0-9a-f]{14}$/);
  });
});
