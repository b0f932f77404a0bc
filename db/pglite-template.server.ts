/**
 * The empty database a new embedded database starts from (decision 0015).
 *
 * PGlite creates a database that is not there by running PostgreSQL's initdb in a second PGlite
 * instance, with its own WebAssembly memory, and copying the result over as an in-memory tar: the
 * server's resident memory reaches ~500 MB for a few seconds at its first start
 * (docs/performance.md, "First start"). Instead, `db/pglite-empty/pglite-<version>.tar.gz` holds
 * PGlite's `dumpDataDir()` of a database it had just created that way (`npm run db:template`,
 * scripts/make-pglite-template.ts), shipped with the code. A new folder is unpacked from it, as a
 * stream, beside the database folder and moved into place, and PGlite opens it as an existing
 * database. The copy fits one PGlite version only (its PostgreSQL's catalogue), hence the version
 * in its name: without the installed version's copy, PGlite runs initdb as before.
 */
import { createReadStream, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';

export const pgliteTemplateFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-empty');

/** The installed PGlite's version (from its package.json, which its `exports` do not list). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the empty database of PGlite `version` is (or would be). */
export function pgliteTemplatePath(version = installedPgliteVersion()): string {
  return path.join(pgliteTemplateFolder, `pglite-${version}.tar.gz`);
}

/** The installed PGlite's empty database, as PGlite's `loadDataDir` takes it (an in-memory database); undefined when none was made for it. */
export function readPgliteTemplate(file = pgliteTemplatePath()): File | undefined {
  let bytes: Buffer<ArrayBuffer>;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // The name tells PGlite it is gzipped.
  return new File([bytes], path.basename(file), { type: 'application/gzip' });
}

/**
 * Makes `folder` (missing or empty) the installed PGlite's empty database, unpacked from its
 * template; false, with nothing changed, when there is none for this version. The files go into
 * `<folder>.unpacking` first (owner-only) and the folder is moved into place whole, so a start
 * stopped half-way leaves no half-made database (the next start unpacks again). The caller holds
 * the database's lock.
 */
export async function unpackPgliteTemplate(folder: string, file = pgliteTemplatePath()): Promise<boolean> {
  let input: AsyncIterable<Buffer>;
  try {
    const stream = createReadStream(file);
    await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
    // pipeline: a read error ends the unpacking with it.
    input = pipeline(stream, createGunzip(), () => {});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const staging = `${folder}.unpacking`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  try {
    await extractTar(input, staging);
    // `folder` is missing or empty (openDatabase checked); a folder with anything in it stays, and this fails.
    try {
      rmdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    renameSync(staging, folder);
    return true;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

const block = 512;

/** A field of a tar header: text up to its first NUL. */
const field = (header: Buffer, start: number, length: number) => {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8');
};

/**
 * Writes the folders and regular files of a ustar stream (scripts/make-pglite-template.ts makes it) under
 * `root`: folders 0700, files 0600 (db/private-files.server.ts). Anything else (links, devices,
 * extended headers) or a path leaving `root` is refused as a damaged template.
 */
export async function extractTar(input: AsyncIterable<Buffer>, root: string): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  /** The file being written: its handle and the bytes still to come (then the padding to the block). */
  let current: { handle: Awaited<ReturnType<typeof open>> | null; left: number; padding: number } | null = null;
  let ended = false;
  const fail = (reason: string): never => {
    throw new Error(`The empty database template is damaged: ${reason}`);
  };
  const closeCurrent = async () => {
    await current?.handle?.close();
    current = null;
  };
  try {
    for await (const chunk of input) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let at = 0;
      while (!ended) {
        if (current) {
          const take = Math.min(current.left, pending.length - at);
          if (take > 0) await current.handle!.write(pending, at, take);
          current.left -= take;
          at += take;
          if (current.left > 0) break;
          const skip = Math.min(current.padding, pending.length - at);
          current.padding -= skip;
          at += skip;
          if (current.padding > 0) break;
          await closeCurrent();
          continue;
        }
        if (pending.length - at < block) break;
        const header = pending.subarray(at, at + block);
        at += block;
        if (header.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const name = field(header, 0, 100);
        const prefix = field(header, 257, 6).startsWith('ustar') ? field(header, 345, 155) : '';
        const relative = path.posix.normalize(`${prefix ? `${prefix}/` : ''}${name}`).replace(/^\/+/, '');
        if (relative === '' || relative === '.' || relative.split('/').includes('..')) fail(`the path ${JSON.stringify(name)}`);
        const target = path.join(root, ...relative.split('/'));
        const size = parseInt(field(header, 124, 12).trim() || '0', 8);
        if (!Number.isSafeInteger(size) || size < 0) fail(`the size of ${relative}`);
        const type = String.fromCharCode(header[156]!);
        if (type === '5') {
          mkdirSync(target, { recursive: true, mode: 0o700 });
        } else if (type === '0' || type === '\0') {
          mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
          current = { handle: await open(target, 'wx', 0o600), left: size, padding: (block - (size % block)) % block };
        } else {
          fail(`${relative} is of type ${JSON.stringify(type)}`);
        }
      }
      pending = pending.subarray(at);
    }
  } finally {
    await closeCurrent();
  }
  if (!ended) fail('it ends early');
}
