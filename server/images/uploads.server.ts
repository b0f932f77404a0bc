/**
 * Admin image uploads: the type is decided by the file's bytes (never its name or declared type),
 * only JPEG, PNG, WebP and AVIF are taken, size and pixel count are limited, and an accepted image
 * is re-encoded to WebP at the site's widths (`storeImageVariants`). A refused file stores nothing.
 */
import type { Metadata } from 'sharp';
import { messageText, msg, type MessageRef } from '../../shared/i18n/coded-messages.ts';
import { loadSharp, maxInputPixels, storeImageVariants, type ImageStore } from './store.server.ts';

/** The largest upload accepted, in bytes (larger answers 413). */
export const maxUploadBytes = 10 * 1024 * 1024;

type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

/** A refused upload: `ref` is its message by key (the page writes it in its language), `message` the English. */
export class UploadRefused extends Error {
  readonly status: 400 | 413 | 415;
  readonly ref: MessageRef;
  constructor(status: UploadRefused['status'], ref: MessageRef) {
    super(messageText('en', ref));
    this.name = 'UploadRefused';
    this.status = status;
    this.ref = ref;
  }
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** The image type the bytes really are, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands up to the end of the ftyp box.
    const boxSize = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(bytes, i, i + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
  }
  return null;
}

/** A clear reason for bytes that are not an accepted image. */
export function refusalFor(bytes: Uint8Array): MessageRef {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.includes('<svg')) return msg('uploadNotImage', 'svg');
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || /<(script|body|head)[\s>]/.test(head)) {
    return msg('uploadNotImage', 'html');
  }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return msg('uploadNotImage', 'gif');
  const printable = Array.from(bytes.subarray(0, 512)).every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b !== 127));
  if (bytes.length > 0 && printable) return msg('uploadNotImage', 'text');
  return msg('uploadNotImage', 'otherType');
}

interface StoredUpload {
  url: string;
  type: ImageType;
  width: number;
  height: number;
}

export function createImageUploads(store: ImageStore) {
  return {
    maxBytes: maxUploadBytes,
    /** Checks an uploaded file and stores its WebP variants; throws `UploadRefused` otherwise. */
    async store(bytes: Uint8Array): Promise<StoredUpload> {
      if (bytes.length === 0) throw new UploadRefused(400, msg('uploadNotImage', 'empty'));
      if (bytes.length > maxUploadBytes) {
        throw new UploadRefused(413, msg('imageTooLarge', maxUploadBytes / 1024 / 1024));
      }
      const type = sniffImageType(bytes);
      if (!type) throw new UploadRefused(415, refusalFor(bytes));
      const input = Buffer.from(bytes);
      let meta: Metadata;
      try {
        const { default: sharp } = await loadSharp();
        meta = await sharp(input, { limitInputPixels: false }).metadata();
      } catch {
        throw new UploadRefused(400, msg('uploadNotImage', 'damaged'));
      }
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      if (width < 1 || height < 1) throw new UploadRefused(400, msg('uploadNotImage', 'unreadable'));
      if (width * height > maxInputPixels) {
        throw new UploadRefused(413, msg('imageTooManyPixels', width, height, maxInputPixels / 1_000_000));
      }
      const decoded = meta.format === 'heif' ? 'avif' : meta.format;
      if (decoded !== type) throw new UploadRefused(415, msg('uploadNotImage', 'notImage'));
      try {
        const url = await storeImageVariants(store, input);
        return { url, type, width, height };
      } catch {
        throw new UploadRefused(400, msg('uploadNotImage', 'damaged'));
      }
    },
  };
}
