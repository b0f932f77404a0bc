/**
 * Reads QR codes in the browser: the native BarcodeDetector where the browser has one that reads
 * QR codes (Chrome on Android), else the `barcode-detector` ponyfill (ZXing compiled to
 * WebAssembly). Its .wasm file is served by the site itself (a hashed /assets file from the
 * build, precached by the service worker so scanning works offline), never fetched from a CDN
 * (the library's default).
 */
export interface QrDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<QrDetector> | null = null;

export function qrDetector(): Promise<QrDetector> {
  detector ??= (async () => {
    const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
    if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) return new native({ formats: ['qr_code'] });
    const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
    return new BarcodeDetector({ formats: ['qr_code'] });
  })();
  return detector;
}

/** The first QR code's text in an image (a photo of a ticket), or null. */
export async function decodeImage(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const found = await (await qrDetector()).detect(bitmap);
    return found[0]?.rawValue ?? null;
  } finally {
    bitmap.close();
  }
}
