/**
 * Image storage: every image the site shows is WebP in a few widths, under a name derived from its
 * content, so it can be cached for a year.
 *   /uploads/<name>-480.webp, -960.webp, -1600.webp   (the 960 one is the canonical URL)
 * Where the files live is an ImageStore: DATA_DIR/uploads for one process (PGlite), the `images`
 * table when several instances share a PostgreSQL server, so an image uploaded through one is
 * served by all.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type * as S3 from '@aws-sdk/client-s3';
import type Sharp from 'sharp';
import type { Database } from '../../db/client.server.ts';
import { images } from '../../db/schema.ts';
import { demoRendersFolder } from '../../db/seed/renders.server.ts';
import { imageUrl, imageWidths } from '../../shared/images.ts';

export { imageUrl, imageWidths };

/** The most pixels a source image may have (a decompression bomb is refused before decoding). */
export const maxInputPixels = 40_000_000;

export const contentName = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 24);

/** Where image files live: a folder, or the database. */
export interface ImageStore {
  /** 'files': served from the folder as static files; 'database': served through `get` (database or S3). */
  kind: 'files' | 'database';
  /** Which of these file names are stored already. */
  existing(names: string[]): Promise<Set<string>>;
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes of a stored file, or null. */
  get(name: string): Promise<Buffer | null>;
  /** Every stored file name (tests, maintenance). */
  names(): Promise<string[]>;
}

async function writeAtomically(file: string, data: Buffer, mode?: number) {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data, mode === undefined ? undefined : { mode });
  await rename(tmp, file);
}

/** Files in a folder (DATA_DIR/uploads), written atomically. */
export function fileImageStore(dir: string): ImageStore {
  const safe = (name: string) => /^[\w.-]+$/.test(name) && !name.startsWith('.');
  return {
    kind: 'files',
    async existing(names) {
      return new Set(names.filter((n) => safe(n) && existsSync(path.join(dir, n))));
    },
    async put(name, bytes) {
      if (!safe(name)) throw new Error(`Not a file name: ${name}`);
      // In DATA_DIR: the site's own (it serves them itself).
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeAtomically(path.join(dir, name), bytes, 0o600);
    },
    async get(name) {
      if (!safe(name)) return null;
      return readFile(path.join(dir, name)).catch(() => null);
    },
    async names() {
      return (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.webp'));
    },
  };
}

/** Rows of the `images` table (several instances on one PostgreSQL server). */
function databaseImageStore(db: Database): ImageStore {
  return {
    kind: 'database',
    async existing(names) {
      if (names.length === 0) return new Set();
      const rows = await db.select({ name: images.name }).from(images).where(inArray(images.name, names));
      return new Set(rows.map((r) => r.name));
    },
    async put(name, bytes) {
      await db.insert(images).values({ name, contentType: 'image/webp', bytes }).onConflictDoNothing();
    },
    async get(name) {
      const [row] = await db.select({ bytes: images.bytes }).from(images).where(eq(images.name, name));
      return row?.bytes ?? null;
    },
    async names() {
      return (await db.select({ name: images.name }).from(images)).map((r) => r.name);
    },
  };
}

/**
 * Re-encodes `input` (any format sharp reads) to WebP at every width (never upscaled past the
 * source) and returns the canonical URL. Idempotent: the same bytes give the same files.
 * Every variant is rendered before any file is stored, so a source that cannot be decoded
 * leaves nothing behind.
 */
export async function storeImageVariants(store: ImageStore, input: Buffer, options: { name?: string } = {}): Promise<string> {
  const name = options.name ?? contentName(input);
  const files = imageWidths.map((width) => ({ width, file: `${name}-${width}.webp` }));
  const stored = await store.existing(files.map((f) => f.file));
  const variants: { file: string; data: Buffer }[] = [];
  for (const { width, file } of files) {
    if (stored.has(file)) continue;
    const { default: sharp } = await loadSharp();
    const data = await sharp(input, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    variants.push({ file, data });
  }
  for (const variant of variants) await store.put(variant.file, variant.data);
  return imageUrl(name);
}

interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * An S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): the
 * files live outside every instance. The site still serves them under /uploads (same headers,
 * same URLs), reading them through the AWS SDK.
 */
function s3ImageStore(settings: S3Settings): ImageStore {
  let client: Promise<typeof S3 & { s3: S3.S3Client }> | null = null;
  const sdk = () =>
    (client ??= import('@aws-sdk/client-s3').then((m) => ({
      ...m,
      s3: new m.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: true,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    })));
  const get = async (name: string): Promise<Buffer | null> => {
    const { s3, GetObjectCommand } = await sdk();
    try {
      const out = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: name }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw error;
    }
  };
  return {
    kind: 'database',
    async existing(names) {
      const { s3, HeadObjectCommand } = await sdk();
      const found = new Set<string>();
      for (const name of names) {
        try {
          await s3.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: name }));
          found.add(name);
        } catch {
          // Not there (or not readable): it is written again.
        }
      }
      return found;
    },
    async put(name, bytes) {
      const { s3, PutObjectCommand } = await sdk();
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: name,
          Body: bytes,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    get,
    async names() {
      const { s3, ListObjectsV2Command } = await sdk();
      const out: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }));
        out.push(...(page.Contents ?? []).map((o) => o.Key!).filter(Boolean));
        token = page.NextContinuationToken;
      } while (token);
      return out;
    },
  };
}

/**
 * Where the images live for these settings: an S3-compatible bucket when S3_* are set, else the
 * database with DATABASE_URL (several instances), else DATA_DIR/uploads (one process).
 */
export function imageStoreFor(config: { databaseUrl: string | undefined; uploadsDir: string; s3?: S3Settings | undefined }, db: Database): ImageStore {
  if (config.s3) return s3ImageStore(config.s3);
  return config.databaseUrl ? databaseImageStore(db) : fileImageStore(config.uploadsDir);
}

/**
 * The seed's `storeImage`: an illustration's shipped renders (db/seed/images: its WebP files and,
 * for a scene, its AVIF copies) copied into the store (decision 0018). A drawing whose WebP files
 * are not all there (its art changed without `npm run db:seed-images`) is rendered now instead.
 */
export function demoImageStorer(store: ImageStore) {
  return async (name: string, svg: string) => {
    const webp = imageWidths.map((width) => `${name}-${width}.webp`);
    const avif = imageWidths.map((width) => `${name}-${width}.avif`);
    const shipped = [...webp, ...avif].filter((file) => existsSync(path.join(demoRendersFolder, file)));
    const stored = await store.existing(shipped);
    for (const file of shipped) if (!stored.has(file)) await store.put(file, await readFile(path.join(demoRendersFolder, file)));
    if (!webp.every((file) => shipped.includes(file))) await storeImageVariants(store, Buffer.from(svg), { name });
  };
}

let sharpModule: Promise<{ default: typeof Sharp }> | undefined;

/**
 * sharp (and libvips under it) is loaded on the first image an admin uploads or the seed renders:
 * a server that only serves pages never holds its memory. Each image is rendered once and stored,
 * so libvips keeps no cache of its operations (by default up to 50 MB, still held after the seed),
 * and one thread works on an image (the seed renders two at a time; docs/performance.md).
 */
export function loadSharp(): Promise<{ default: typeof Sharp }> {
  return (sharpModule ??= import('sharp').then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  }));
}
