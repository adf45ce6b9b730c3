import '../../setup';
import { expect } from '@open-wc/testing';
import { buildPixelSessionId, createGuid, type PixelSessionIdParts } from '../../../src/runtime/builders/pixel-session-id';

const makeParts = (over: Partial<PixelSessionIdParts> = {}): PixelSessionIdParts => ({
  pageId: '1234567',
  now: 1_700_000_000_000,
  random: () => 0.5,
  guid: '3b241101-e2bb-4255-8caf-4136c566a962',
  ...over,
});

describe('buildPixelSessionId', () => {
  it('is 28 hex digits (two 53-bit hashes)', () => {
    expect(buildPixelSessionId(makeParts())).to.match(/^[0-9a-f]{28}$/);
  });

  it('is deterministic for the same inputs', () => {
    expect(buildPixelSessionId(makeParts())).to.equal(buildPixelSessionId(makeParts()));
  });

  // docs/widgets.md#references: "a hash of page id, timestamp, random numbers and a guid" — each must count.
  const changes: Array<[string, Partial<PixelSessionIdParts>]> = [
    ['page id', { pageId: '7654321' }],
    ['timestamp', { now: 1_700_000_000_001 }],
    ['random numbers', { random: () => 0.25 }],
    ['guid', { guid: '00000000-0000-4000-8000-000000000000' }],
  ];
  for (const [part, over] of changes) {
    it(`changes with the ${part}`, () => expect(buildPixelSessionId(makeParts(over))).to.not.equal(buildPixelSessionId(makeParts())));
  }

  it('draws two random numbers', () => {
    let calls = 0;
    buildPixelSessionId(makeParts({ random: () => (calls++, 0.5) }));
    expect(calls).to.equal(2);
  });
});

describe('createGuid', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  const cases: Array<[string, number, string]> = [
    ['all-zero bytes still carry version 4 and the RFC variant', 0x00, '00000000-0000-4000-8000-000000000000'],
    ['all-ones bytes have the version and variant bits forced', 0xff, 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
  ];
  for (const [name, fill, expected] of cases) {
    it(name, () => expect(createGuid((n) => new Uint8Array(n).fill(fill))).to.equal(expected));
  }

  it('lays the bytes out in order', () => {
    const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i * 17);
    expect(createGuid(bytes)).to.equal('00112233-4455-4677-8899-aabbccddeeff');
  });

  it('uses the browser crypto source by default and gives distinct v4 guids', () => {
    const guids = new Set(Array.from({ length: 50 }, () => createGuid()));
    expect(guids.size).to.equal(50);
    for (const guid of guids) expect(guid).to.match(V4);
  });

  it('asks for 16 bytes', () => {
    let asked = 0;
    createGuid((n) => ((asked = n), new Uint8Array(n)));
    expect(asked).to.equal(16);
  });
});
