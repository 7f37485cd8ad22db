import { deflateSync } from 'node:zlib';

let drawn: string | undefined;

/**
 * A hand-drawn-looking signature as a PNG data URL on the 400x200 canvas the client uses,
 * for the demo customer (drawn with a few overlapping strokes; no image library needed).
 * Drawn once: the contract suites send it with every step-up, and drawing it under jest was an
 * eighth of a suite's own CPU.
 */
export function demoSignatureDataUrl(): string {
  drawn ??= draw();
  return drawn;
}

function draw(): string {
  const width = 400;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 4, 0); // transparent, like the client's canvas
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
      const px = Math.round(x) + dx;
      const py = Math.round(y) + dy;
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const i = (py * width + px) * 4;
      pixels.writeUInt32BE(0x1f2a44ff, i);
    }
  };
  for (let t = 0; t <= 1; t += 0.0005) {
    ink(40 + t * 300, 110 + Math.sin(t * 18) * 35 * (1 - t * 0.6) + Math.cos(t * 40) * 6);
  }
  for (let t = 0; t <= 1; t += 0.001) ink(60 + t * 280, 150 + Math.sin(t * 3) * 4);
  return 'data:image/png;base64,' + png(width, height, pixels).toString('base64');
}

function png(width: number, height: number, rgba: Buffer): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
