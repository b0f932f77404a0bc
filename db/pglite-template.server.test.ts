/**
 * The empty database a new embedded database starts from: there for the installed PGlite, unpacked
 * whole or not at all, owner-only, and a database PGlite opens as its own.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { extractTar, installedPgliteVersion, pgliteTemplatePath, unpackPgliteTemplate } from './pglite-template.server.ts';

/** One ustar entry: a 512-byte header and its data padded to 512 bytes. */
function entry(name: string, type: '0' | '2' | '5', data = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100);
  header.write('0000644\0', 100);
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(`${'0'.repeat(11)}\0`, 136);
  header.write(type, 156);
  header.write('ustar\0' + '00', 257);
  return Buffer.concat([header, data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
}
const tar = (...entries: Buffer[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);

/** A stream of `bytes` in pieces of `size` bytes (headers and data cut anywhere). */
async function* pieces(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'travelez-template-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the empty database template', () => {
  it('is there for the installed PGlite (after an upgrade: npm run db:template)', () => {
    expect(existsSync(pgliteTemplatePath(installedPgliteVersion()))).toBe(true);
  });

  it('unpacks into a database PGlite opens as an existing one, every file and folder owner-only', async () => {
    const folder = path.join(dir, 'pglite');
    expect(await unpackPgliteTemplate(folder)).toBe(true);
    expect(readdirSync(dir)).toEqual(['pglite']);
    for (const name of readdirSync(folder, { recursive: true }) as string[]) {
      const stat = statSync(path.join(folder, name));
      expect(stat.mode & 0o777, name).toBe(stat.isDirectory() ? 0o700 : 0o600);
    }
    // PGlite says at debug level 1 whether it found a database or ran initdb.
    const said = vi.spyOn(console, 'log').mockImplementation(() => {});
    const client = await PGlite.create(folder, { debug: 1 });
    const messages = said.mock.calls.map((call) => call.join(' '));
    said.mockRestore();
    try {
      const { rows } = await client.query<{ version: string; user: string }>('select version(), current_user as user');
      expect(rows[0]!.version).toContain(`PGlite ${installedPgliteVersion()}`);
      expect(rows[0]!.user).toBe('postgres');
    } finally {
      await client.close();
    }
    expect(messages).toContain('pglite: found DB, resuming');
  }, 60_000);

  it('replaces an empty folder, and changes nothing when there is no template for the version', async () => {
    const folder = path.join(dir, 'pglite');
    mkdirSync(folder);
    expect(await unpackPgliteTemplate(folder, path.join(dir, 'pglite-0.0.0.tar.gz'))).toBe(false);
    expect(readdirSync(dir)).toEqual(['pglite']);
    expect(readdirSync(folder)).toEqual([]);
    expect(await unpackPgliteTemplate(folder)).toBe(true);
    expect(readdirSync(folder)).toContain('PG_VERSION');
  }, 60_000);

  it('never replaces a folder that holds anything', async () => {
    const folder = path.join(dir, 'pglite');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'keep'), 'x');
    await expect(unpackPgliteTemplate(folder)).rejects.toThrow(/ENOTEMPTY|EEXIST/);
    expect(readdirSync(folder)).toEqual(['keep']);
    expect(readdirSync(dir)).toEqual(['pglite']);
  }, 60_000);

  it('a damaged template leaves no folder behind (the next start tries again)', async () => {
    const file = path.join(dir, 'damaged.tar.gz');
    writeFileSync(file, gzipSync(tar(entry('PG_VERSION', '0', Buffer.from('18\n')))).subarray(0, 40));
    const folder = path.join(dir, 'pglite');
    await expect(unpackPgliteTemplate(folder, file)).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['damaged.tar.gz']);
  });
});

describe('extractTar', () => {
  it('writes folders and files, whatever the pieces the stream comes in', async () => {
    const big = Buffer.alloc(1_500, 7);
    const bytes = tar(entry('/base', '5'), entry('/base/1/2600', '0', big), entry('/PG_VERSION', '0', Buffer.from('18\n')), entry('/empty', '0'));
    for (const size of [1, 100, 511, 513, 4096, bytes.length]) {
      const root = path.join(dir, String(size));
      mkdirSync(root);
      await extractTar(pieces(bytes, size), root);
      expect(statSync(path.join(root, 'base/1/2600')).size).toBe(big.length);
      expect(readdirSync(root).sort()).toEqual(['PG_VERSION', 'base', 'empty']);
      expect(statSync(path.join(root, 'empty')).size).toBe(0);
    }
  });

  it('refuses a path leaving the folder, a link, or a stream that ends early', async () => {
    const root = path.join(dir, 'root');
    mkdirSync(root);
    await expect(extractTar(pieces(tar(entry('../outside', '0', Buffer.from('x'))), 512), root)).rejects.toThrow(/damaged: the path/);
    expect(existsSync(path.join(dir, 'outside'))).toBe(false);
    await expect(extractTar(pieces(tar(entry('link', '2')), 512), root)).rejects.toThrow(/of type "2"/);
    await expect(extractTar(pieces(entry('PG_VERSION', '0', Buffer.from('18\n')), 512), root)).rejects.toThrow(/ends early/);
  });
});
