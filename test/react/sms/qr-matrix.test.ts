import '../../setup';
import { expect } from '@open-wc/testing';
import jsQR from 'jsqr';
import { correction, generate } from 'lean-qr/nano';
import { qrMatrix } from '../../../src/react/sms/qr-matrix';

/** The code as a picture a phone's camera would see: black modules on white, 4 modules of quiet zone, 4 px a module. */
function picture(matrix: boolean[][]): { data: Uint8ClampedArray; width: number } {
  const scale = 4;
  const quiet = 4;
  const width = (matrix.length + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + quiet) * scale + dy) * width + (x + quiet) * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
    }),
  );
  return { data, width };
}

/** What a reader finds in the code, or null. */
function decoded(matrix: boolean[][]): string | null {
  const { data, width } = picture(matrix);
  return jsQR(data, width, width)?.data ?? null;
}

/**
 * The error correction level written in the code's format information (ISO/IEC 18004, 7.9), read beside the top-left
 * finder pattern in the order a reader reads it.
 */
function correctionLevel(matrix: boolean[][]): string {
  const at = (x: number, y: number) => (matrix[y]?.[x] ? 1 : 0);
  const cells: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5].map((x): [number, number] => [x, 8]),
    [7, 8],
    [8, 8],
    [8, 7],
    ...[5, 4, 3, 2, 1, 0].map((y): [number, number] => [8, y]),
  ];
  const bits = cells.reduce((value, [x, y]) => (value << 1) | at(x, y), 0) ^ 0x5412;
  return ['M', 'L', 'H', 'Q'][(bits >> 13) & 3] as string;
}

/** A finder pattern: a dark 7×7 ring, a light ring inside it, a dark 3×3 centre. */
function isFinder(matrix: boolean[][], left: number, top: number): boolean {
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (matrix[top + y]?.[left + x] !== (ring !== 2)) return false;
    }
  return true;
}

describe('the SMS channel’s QR code', () => {
  const texts: [string, string][] = [
    ['a link with the body after `?&`', 'sms:+15550100?&body=JOIN%20ABC'],
    ['a link with the body after `&`', 'sms:+15550100&body=JOIN%20ABC'],
    ['an international number and a long body', `sms:+447700900123?&body=${'SUBSCRIBE%20'.repeat(12)}`],
    ['an empty body', 'sms:+15550100?&body='],
    ['text outside ASCII, as UTF-8', 'sms:+33612345678?&body=Café ✓'],
  ];
  for (const [what, text] of texts) {
    it(`reads back ${what}`, () => {
      expect(decoded(qrMatrix(text))).to.equal(text);
    });
  }

  it('is square, without a quiet zone, with a finder pattern in three corners', () => {
    const rows = qrMatrix('sms:+15550100?&body=JOIN%20ABC');
    const size = rows.length;
    expect(size).to.equal(29); // 30 bytes at level M: version 3, 4 × 3 + 17 modules
    expect(rows.every((row) => row.length === size)).to.equal(true);
    expect([isFinder(rows, 0, 0), isFinder(rows, size - 7, 0), isFinder(rows, 0, size - 7)]).to.deep.equal([true, true, true]);
    expect(isFinder(rows, size - 7, size - 7)).to.equal(false);
  });

  it('grows with the text, and stays readable', () => {
    const long = `sms:+15550100?&body=${'A'.repeat(300)}`;
    expect(qrMatrix(long).length).to.be.above(qrMatrix('sms:+15550100?&body=A').length);
    expect(decoded(qrMatrix(long))).to.equal(long);
  });

  it('corrects errors at level M', () => {
    // The reading of the level, checked against codes generated at each level.
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const code = generate('sms:+15550100', { minCorrectionLevel: correction[level] });
      const rows = Array.from({ length: code.size }, (_, y) => Array.from({ length: code.size }, (_, x) => code.get(x, y)));
      expect(correctionLevel(rows), level).to.equal(level);
    }
    expect(correctionLevel(qrMatrix('sms:+15550100?&body=JOIN%20ABC'))).to.equal('M');
  });

  it('is still read with a band of its modules misread', () => {
    const text = 'sms:+15550100?&body=JOIN%20ABC';
    const rows = qrMatrix(text).map((row) => [...row]);
    // 21 modules across the middle, clear of the finder, timing and format patterns: a few of the data codewords.
    for (let x = 9; x < 16; x++) for (let y = 10; y < 13; y++) rows[y]![x] = !rows[y]![x];
    expect(decoded(rows)).to.equal(text);
  });
});
