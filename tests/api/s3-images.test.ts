/**
 * Images in an S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY), against s3rver, a local S3-compatible server: an upload lands in the
 * bucket and nowhere on the instance's disk, and /uploads serves it with the year-long header.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/net.ts';
import { adminViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let h: ApiHarness;
let s3: S3rver;
let bucketDir: string;

beforeAll(async () => {
  bucketDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-s3-'));
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: bucketDir, configureBuckets: [{ name: 'travelez-images' }] });
  await s3.run();
  h = await startApiHarness({
    seed: false,
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'travelez-images', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
  });
  h.viewer('admin', adminViewer());
});
afterAll(async () => {
  await h?.close();
  await s3?.close();
  if (bucketDir) await rm(bucketDir, { recursive: true, force: true });
});

describe('images in an S3-compatible bucket', () => {
  it('an upload is stored in the bucket (not on disk) and served under /uploads', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 90, b: 120 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new File([png as Uint8Array<ArrayBuffer>], 'boat.png', { type: 'image/png' }));
    const res = await h.request('/api/uploads', { method: 'POST', body: form, as: 'admin' });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const name = path.basename(new URL(url, 'http://x').pathname);
    expect((await h.runtime.services.imageStore.names()).sort()).toEqual([name.replace('-960', '-1600'), name.replace('-960', '-480'), name].sort());
    expect(await readdir(path.join(h.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    const served = await h.request(`/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(900);
    expect((await h.request('/uploads/000000000000000000000000-960.webp')).status).toBe(404);
  });

  it('refuses half an S3 configuration at start-up', async () => {
    const { loadConfig } = await import('../../server/config.server.ts');
    expect(() => loadConfig({ S3_BUCKET: 'x' })).toThrow(/set all of S3_ENDPOINT, S3_BUCKET/);
  });
});
