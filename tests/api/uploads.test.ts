/**
 * POST /api/uploads with real images made by sharp and with hostile files: the type comes from
 * the bytes, every refusal says why, and a refused file leaves nothing in the image store (the
 * uploads folder on PGlite, the images table on PostgreSQL, where several instances share it).
 */
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let h: ApiHarness;

beforeAll(async () => {
  h = await startApiHarness({ seed: false });
  h.viewer('admin', adminViewer());
  h.viewer('customer', customerViewer());
});
afterAll(async () => {
  await h?.close();
});

const stored = async () => (await h.runtime.services.imageStore.names()).sort();
const storedFile = async (name: string) => (await h.runtime.services.imageStore.get(name))!;

function upload(bytes: Uint8Array, filename: string, type: string, as = 'admin') {
  const form = new FormData();
  form.set('image', new File([bytes as Uint8Array<ArrayBuffer>], filename, { type }));
  return h.request('/api/uploads', { method: 'POST', body: form, as });
}

const photo = (format: 'jpeg' | 'png' | 'webp' | 'avif', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 140 } } })
    .toFormat(format)
    .toBuffer();

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A ~100-byte PNG that declares 30000 x 30000 pixels (a decompression bomb). */
function pngBomb() {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30000, 0);
  ihdr.writeUInt32BE(30000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(30001 * 4); // a few zero rows; decoding all would need 900 MB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectRefused(res: Response, status: number, message: RegExp, before: string[]) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string };
  expect(body.error).toMatch(message);
  expect(await stored()).toEqual(before);
}

describe('accepted images', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('stores a %s as WebP at every width and serves it', async (format) => {
    const bytes = await photo(format, 1800, 1000);
    const res = await upload(bytes, `photo.${format}`, `image/${format}`);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}-960\.webp$/);
    const name = /\/uploads\/([0-9a-f]+)-960\.webp/.exec(url)![1]!;
    const files = (await stored()).filter((f) => f.startsWith(name));
    expect(files).toEqual([`${name}-1600.webp`, `${name}-480.webp`, `${name}-960.webp`]);
    expect(h.runtime.services.imageStore.kind).toBe(process.env.TEST_DB === 'postgres' ? 'database' : 'files');
    const meta = await sharp(await storedFile(`${name}-480.webp`)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    const served = await h.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control') ?? '').toMatch(/max-age=31536000/);
  });

  it('takes a PNG named .jpg (and sent as image/jpeg) for the PNG it is', async () => {
    const bytes = await photo('png', 640, 480);
    const res = await upload(bytes, 'holiday.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect((await sharp(await storedFile(path.basename(url))).metadata()).format).toBe('webp');
  });

  it('gives the same bytes the same name (content-derived)', async () => {
    const bytes = await photo('jpeg', 700, 500);
    const a = (await (await upload(bytes, 'a.jpg', 'image/jpeg')).json()) as { url: string };
    const b = (await (await upload(bytes, 'b.jpg', 'image/jpeg')).json()) as { url: string };
    expect(a.url).toBe(b.url);
  });
});

describe('AVIF copies (the first screen photo)', () => {
  it('makes an AVIF copy of a stored image on first request, at the asked width, stores it and serves it for a year', async () => {
    const res = await upload(await photo('jpeg', 1800, 1000), 'hero.jpg', 'image/jpeg');
    const name = /\/uploads\/([0-9a-f]+)-960\.webp/.exec(((await res.json()) as { url: string }).url)![1]!;
    expect(await h.runtime.services.imageStore.get(`${name}-960.avif`)).toBeNull();

    const [first, second] = await Promise.all([h.request(`/uploads/${name}-960.avif`), h.request(`/uploads/${name}-960.avif`)]);
    for (const served of [first, second]) {
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/avif');
      expect(served.headers.get('cache-control') ?? '').toMatch(/max-age=31536000/);
    }
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('heif');
    expect(meta.compression).toBe('av1');
    expect(meta.width).toBe(960);
    // Smaller than the WebP of the same width, and kept: the next request reads the stored copy.
    expect(bytes.length).toBeLessThan((await storedFile(`${name}-960.webp`)).length);
    expect((await h.runtime.services.imageStore.get(`${name}-960.avif`))?.equals(bytes)).toBe(true);
    const again = await h.request(`/uploads/${name}-960.avif`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 404 for an image that is not stored or a width the site does not make, and makes nothing', async () => {
    const res = await upload(await photo('png', 900, 600), 'small.png', 'image/png');
    const name = /\/uploads\/([0-9a-f]+)-960\.webp/.exec(((await res.json()) as { url: string }).url)![1]!;
    for (const url of ['/uploads/0123456789abcdef01234567-960.avif', `/uploads/${name}-961.avif`, `/uploads/${name}-9600.avif`, `/uploads/${name}.avif`]) {
      expect((await h.request(url)).status, url).toBe(404);
    }
    expect(await h.runtime.services.imageStore.get(`${name}-961.avif`)).toBeNull();
    expect(await h.runtime.services.imageStore.get('0123456789abcdef01234567-960.avif')).toBeNull();
  });
});

describe('refused files', () => {
  it('refuses an SVG carrying a script', async () => {
    const before = await stored();
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    await expectRefused(await upload(Buffer.from(svg), 'logo.svg', 'image/svg+xml'), 415, /SVG images are not accepted/, before);
  });

  it('refuses a text file named .png', async () => {
    const before = await stored();
    await expectRefused(
      await upload(Buffer.from('just some notes, not a picture\n'), 'notes.png', 'image/png'),
      415,
      /This file is text, not an image/,
      before,
    );
  });

  it('refuses an HTML page sent as image/jpeg', async () => {
    const before = await stored();
    const html = '<!DOCTYPE html><html><body><script>fetch("/api/admins")</script></body></html>';
    await expectRefused(await upload(Buffer.from(html), 'photo.jpg', 'image/jpeg'), 415, /HTML page, not an image/, before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const before = await stored();
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    await expectRefused(await upload(big, 'huge.jpg', 'image/jpeg'), 413, /too large: the limit is 10 MB/, before);
  });

  it('refuses a decompression bomb (a tiny PNG declaring 30000 x 30000 pixels)', async () => {
    const before = await stored();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    await expectRefused(await upload(bomb, 'bomb.png', 'image/png'), 413, /too many pixels \(30000 × 30000\)/, before);
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const before = await stored();
    const bytes = (await photo('jpeg', 800, 600)).subarray(0, 200);
    await expectRefused(await upload(bytes, 'cut.jpg', 'image/jpeg'), 400, /could not be read/, before);
  });

  it('asks for the image field, and for multipart', async () => {
    const form = new FormData();
    form.set('photo', 'nothing');
    const res = await h.request('/api/uploads', { method: 'POST', body: form, as: 'admin' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/field "image"/);
    const json = await h.request('/api/uploads', { method: 'POST', as: 'admin', json: { image: 'x' } });
    expect(json.status).toBe(415);
  });

  it('is for admins only', async () => {
    const bytes = await photo('png', 100, 100);
    const before = await stored();
    const anon = new FormData();
    anon.set('image', new File([bytes as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' }));
    expect((await h.request('/api/uploads', { method: 'POST', body: anon })).status).toBe(401);
    expect((await upload(bytes, 'a.png', 'image/png', 'customer')).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
