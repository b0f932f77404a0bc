import { describe, expect, it } from 'vitest';
import { messageText } from '../../shared/i18n/coded-messages.ts';
import { refusalFor, sniffImageType } from './uploads.server.ts';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffImageType', () => {
  it('knows the four accepted types by their bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('avif');
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toBe('avif');
  });

  it('refuses look-alikes and everything else', () => {
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniffImageType(bytes('GIF89a'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('refusalFor', () => {
  it('names what the file really is', () => {
    expect(messageText('en', refusalFor(bytes('\uFEFF  <?xml version="1.0"?><svg><script>alert(1)</script></svg>')))).toMatch(/^SVG images are not accepted/);
    expect(messageText('en', refusalFor(bytes('<!DOCTYPE html><html></html>')))).toMatch(/^This file is an HTML page/);
    expect(messageText('en', refusalFor(bytes('GIF89a', [1, 0, 1, 0])))).toMatch(/^GIF images are not accepted/);
    expect(messageText('en', refusalFor(bytes('name,email\nA,a@example.com\n')))).toMatch(/^This file is text/);
    expect(messageText('en', refusalFor(bytes([0, 1, 2, 3, 250, 251])))).toBe(
      'This file is not a JPEG, PNG, WebP or AVIF image. Upload a JPEG, PNG, WebP or AVIF image.',
    );
    expect(messageText('bn', refusalFor(bytes('GIF89a', [1, 0, 1, 0])))).toBe('GIF ছবি নেওয়া হয় না। JPEG, PNG, WebP বা AVIF ছবি আপলোড করুন।');
  });
});
