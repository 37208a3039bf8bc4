import { deflateSync } from 'node:zlib';

/** CRC-32 as PNG chunks need it (zlib's own crc32 is only in newer Node releases). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The extension's icon, drawn in code so no binary sits in the repository: a blue rounded square with a white
 * upward arrow (the "pilot" taking off). RGBA, anti-aliased by 4×4 supersampling, byte-identical on every build.
 */
export function iconPng(size: number): Buffer {
  const radius = size * 0.22;
  const inside = (x: number, y: number): 'bg' | 'fg' | null => {
    const cx = Math.min(Math.max(x, radius), size - radius);
    const cy = Math.min(Math.max(y, radius), size - radius);
    if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return null;
    const u = x / size;
    const v = y / size;
    // Arrow head: a triangle from (0.5, 0.18) to (0.22, 0.52) and (0.78, 0.52); shaft: 0.4..0.6 wide down to 0.82.
    const head = v >= 0.18 && v <= 0.52 && Math.abs(u - 0.5) <= ((v - 0.18) / 0.34) * 0.28;
    const shaft = v > 0.5 && v <= 0.82 && Math.abs(u - 0.5) <= 0.1;
    return head || shaft ? 'fg' : 'bg';
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < 4; sy += 1) {
        for (let sx = 0; sx < 4; sx += 1) {
          const hit = inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4);
          if (!hit) continue;
          const [pr, pg, pb] = hit === 'fg' ? [255, 255, 255] : [29, 78, 216];
          r += pr;
          g += pg;
          b += pb;
          a += 1;
        }
      }
      const offset = 1 + x * 4;
      if (a > 0) {
        row[offset] = Math.round(r / a);
        row[offset + 1] = Math.round(g / a);
        row[offset + 2] = Math.round(b / a);
      }
      row[offset + 3] = Math.round((a / 16) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
