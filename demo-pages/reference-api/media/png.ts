import { deflateSync } from 'node:zlib';

/**
 * A tiny RGB canvas and PNG encoder (no dependency): enough to draw the data set's pictures —
 * rectangles, hatching, gradients — and serve them as real images.
 */
export type Rgb = [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  /** Fills [x, x + w) × [y, y + h) with a colour, or paints it with `paint(x, y)` (null leaves a pixel). */
  rect(x: number, y: number, w: number, h: number, colour: Rgb | ((x: number, y: number) => Rgb | null)): void {
    const x0 = Math.max(0, x);
    const x1 = Math.min(this.width, x + w);
    const p = this.pixels;
    for (let j = Math.max(0, y); j < Math.min(this.height, y + h); j++) {
      let i = (j * this.width + x0) * 3;
      for (let k = x0; k < x1; k++, i += 3) {
        const c = typeof colour === 'function' ? colour(k, j) : colour;
        if (c === null) continue;
        p[i] = c[0];
        p[i + 1] = c[1];
        p[i + 2] = c[2];
      }
    }
  }

  /** A rectangle outline, `weight` pixels thick. */
  frame(x: number, y: number, w: number, h: number, colour: Rgb, weight = 2): void {
    this.rect(x, y, w, weight, colour);
    this.rect(x, y + h - weight, w, weight, colour);
    this.rect(x, y, weight, h, colour);
    this.rect(x + w - weight, y, weight, h, colour);
  }

  png(): Buffer {
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (stride + 1)] = 0; // filter: none
      raw.set(this.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter set, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A colour from a hue (degrees) at fixed saturation and lightness. */
export function hue(degrees: number, saturation = 0.55, lightness = 0.5): Rgb {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((degrees % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = lightness - c / 2;
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as Rgb;
}
