// Draws the app icons of the web manifest (a white club house on the app's blue) as PNG files in
// public/. Run once after changing the drawing: node packages/web/scripts/makeIcons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const BLUE = [0x19, 0x71, 0xc2];
const WHITE = [0xff, 0xff, 0xff];

/** Inside the house: a roof (triangle) over a body, with a door cut out; within the maskable safe zone. */
function isHouse(x, y) {
  const inRoof = y >= 0.26 && y < 0.5 && Math.abs(x - 0.5) <= (y - 0.26) * 1.25;
  const inBody = y >= 0.5 && y <= 0.74 && x >= 0.3 && x <= 0.7;
  const inDoor = y >= 0.58 && y <= 0.74 && x >= 0.45 && x <= 0.55;
  return (inRoof || inBody) && !inDoor;
}

function crc32(bytes) {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

function png(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = [0]; // filter: none
    for (let x = 0; x < size; x++) row.push(...(isHouse((x + 0.5) / size, (y + 0.5) / size) ? WHITE : BLUE));
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../public');
for (const size of [192, 512]) writeFileSync(join(publicDir, `icon-${size}.png`), png(size));
