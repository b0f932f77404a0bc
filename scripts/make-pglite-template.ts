/**
 * `npm run db:template`: the empty database a new embedded database starts from
 * (db/pglite-empty/pglite-<version>.tar.gz, decision 0015). PGlite creates a database in a
 * temporary folder exactly as it did in an empty DATA_DIR (initdb, its default settings), and is
 * closed, so that PostgreSQL shuts it down cleanly; the folder is then packed as a gzipped tar under
 * the installed PGlite's version (copies made for other versions are removed). Run it after upgrading
 * @electric-sql/pglite (a unit test, db/pglite-template.server.test.ts, fails until then) and commit
 * the file, so that a new server never runs initdb.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { installedPgliteVersion, pgliteTemplateFolder, pgliteTemplatePath } from '../db/pglite-template.server.ts';

/** One ustar header (names up to 100 bytes; times 0, so the same folder packs to the same bytes). */
function header(name: string, type: '0' | '5', size: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`${name}: name too long for the template's tar`);
  const h = Buffer.alloc(512);
  h.write(name, 0, 100);
  h.write(`${(type === '5' ? 0o700 : 0o600).toString(8).padStart(7, '0')}\0`, 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  h.write('00000000000\0', 136);
  h.write(type, 156);
  h.write('ustar\0' + '00', 257);
  h.write('        ', 148);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

async function pack(root: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  const names = ((await readdir(root, { recursive: true })) as string[]).map((n) => n.split(path.sep).join('/')).sort();
  for (const name of names) {
    const full = path.join(root, name);
    const info = await stat(full);
    if (info.isDirectory()) {
      parts.push(header(`${name}/`, '5', 0));
    } else if (info.isFile()) {
      const data = await readFile(full);
      parts.push(header(name, '0', data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
    } else {
      throw new Error(`${name}: neither a file nor a folder`);
    }
  }
  return Buffer.concat([...parts, Buffer.alloc(1024)]);
}

const version = installedPgliteVersion();
const target = pgliteTemplatePath(version);
const work = await mkdtemp(path.join(os.tmpdir(), 'travelez-pglite-template-'));
try {
  const folder = path.join(work, 'pglite');
  const client = await PGlite.create(folder);
  await client.query('select 1');
  await client.close();
  const tar = await pack(folder);
  await mkdir(pgliteTemplateFolder, { recursive: true });
  await writeFile(target, gzipSync(tar, { level: 9 }));
} finally {
  await rm(work, { recursive: true, force: true });
}
for (const name of await readdir(pgliteTemplateFolder)) {
  if (path.join(pgliteTemplateFolder, name) !== target) await rm(path.join(pgliteTemplateFolder, name));
}
console.log(`${path.relative(process.cwd(), target)}: the empty database of PGlite ${version}`);
