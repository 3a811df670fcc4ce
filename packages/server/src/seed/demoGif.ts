/**
 * Tiny GIF pictures for the demo material (spec 02 section 9: photos are GIF base64): a 16×16
 * four-colour drawing, written without compression (a clear code every two pixels keeps the LZW
 * codes at 3 bits), about 250 base64 characters each.
 */
const SIZE = 16;

export type Rgb = [number, number, number];
/** Palette index 0..3 of the pixel at (x, y). */
export type Drawing = (x: number, y: number) => 0 | 1 | 2 | 3;

export function gifBase64(draw: Drawing, palette: [Rgb, Rgb, Rgb, Rgb]): string {
  const bytes: number[] = [...Buffer.from('GIF89a', 'ascii')];
  const word = (n: number) => bytes.push(n & 0xff, n >> 8);
  word(SIZE);
  word(SIZE);
  bytes.push(0x91, 0, 0); // global colour table of 4 entries, background 0, square pixels
  for (const [r, g, b] of palette) bytes.push(r, g, b);
  bytes.push(0x2c);
  word(0);
  word(0);
  word(SIZE);
  word(SIZE);
  bytes.push(0, 2); // no local table; LZW minimum code size 2 (clear 4, end 5)
  const codes: number[] = [];
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (i % 2 === 0) codes.push(4);
    codes.push(draw(i % SIZE, Math.floor(i / SIZE)));
  }
  codes.push(5);
  const data: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const c of codes) {
    acc |= c << bits;
    bits += 3;
    while (bits >= 8) {
      data.push(acc & 0xff);
      acc >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) data.push(acc & 0xff);
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.slice(i, i + 255);
    bytes.push(chunk.length, ...chunk);
  }
  bytes.push(0, 0x3b);
  return Buffer.from(bytes).toString('base64');
}

const c = SIZE / 2 - 0.5;
const dist = (x: number, y: number) => Math.hypot(x - c, y - c);

/** Simple shapes the demo material is drawn with. */
export const shapes: Record<string, Drawing> = {
  ball: (x, y) => (dist(x, y) < 6 ? ((x + y) % 5 === 0 ? 2 : 1) : 0),
  ring: (x, y) => (Math.abs(dist(x, y) - 5.5) < 1.2 ? 1 : 0),
  cone: (x, y) => (y >= 2 && y <= 14 && Math.abs(x - c) <= (y - 2) / 2 ? (y === 8 || y === 9 ? 2 : 1) : y === 15 ? 3 : 0),
  mat: (x, y) => (y >= 5 && y <= 11 && x >= 1 && x <= 14 ? (y === 5 || y === 11 ? 3 : 1) : 0),
  rope: (x, y) => (Math.abs(y - (8 + 4 * Math.sin(x / 2.5))) < 1.2 ? 1 : x < 2 || x > 13 ? (y > 5 && y < 11 ? 2 : 0) : 0),
  racket: (x, y) => (Math.hypot(x - 8, (y - 5) * 1.2) < 4.5 ? (x + y) % 2 === 0 ? 2 : 1 : x >= 7 && x <= 8 && y > 9 ? 3 : 0),
  bib: (x, y) => (x >= 3 && x <= 12 && y >= 3 && y <= 14 && !(x >= 6 && x <= 9 && y <= 5) ? (y === 9 ? 2 : 1) : 0),
  net: (x, y) => (y >= 3 && y <= 12 && (x % 3 === 0 || y % 3 === 0) ? 1 : y > 12 && (x === 0 || x === 15) ? 3 : 0),
  beam: (x, y) => (y >= 6 && y <= 8 ? 1 : (x === 3 || x === 12) && y > 8 ? 3 : 0),
  disc: (x, y) => (Math.hypot(x - c, (y - c) * 2.2) < 7 ? (Math.hypot(x - c, (y - c) * 2.2) < 3 ? 2 : 1) : 0),
  bag: (x, y) => (x >= 3 && x <= 12 && y >= 2 && y <= 15 ? (y === 4 ? 2 : 1) : 0),
  chute: (x, y) => (dist(x, y) < 7.5 ? ((Math.atan2(y - c, x - c) * 3) / Math.PI + 6) % 2 < 1 ? 1 : 2 : 0),
};
