/**
 * A self-signed X.509 certificate for a test peer (the bKash peer's SNS signing certificate), made
 * with node:crypto alone: Node has no certificate generator, and the certificate only needs to be
 * one `new X509Certificate()` reads, with the key pair's public key. DER is written by hand.
 */
import { X509Certificate, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, content: Buffer): Buffer => Buffer.concat([Buffer.from([tag]), length(content.length), content]);
const seq = (...parts: Buffer[]): Buffer => tlv(0x30, Buffer.concat(parts));

function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const iso = date.toISOString(); // YYYY-MM-DDTHH:MM:SS
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

const name = (cn: string): Buffer => seq(tlv(0x31, seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn, 'utf8')))));

export interface SelfSigned {
  privateKey: KeyObject;
  certificatePem: string;
}

export function selfSignedCertificate(commonName: string, days = 30): SelfSigned {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sha256WithRsa = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  // A positive INTEGER in its shortest form: the first byte 0x01-0x7f. (Only masking off the sign
  // bit left a first byte 0x00 before a byte under 0x80 in 1 certificate of 256, which OpenSSL
  // refuses as "illegal padding": it failed a payment file's setup now and then.)
  const serial = randomBytes(8);
  serial[0] = 1 + ((serial[0] ?? 0) % 0x7f);
  const from = new Date(Date.now() - 60_000);
  const to = new Date(Date.now() + days * 86_400_000);
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))), // version v3
    tlv(0x02, serial),
    sha256WithRsa,
    name(commonName),
    seq(utcTime(from), utcTime(to)),
    name(commonName),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = seq(tbs, sha256WithRsa, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const certificatePem = `-----BEGIN CERTIFICATE-----\n${der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n')}\n-----END CERTIFICATE-----\n`;
  // Read back once: a certificate Node cannot parse fails here, not in a test's webhook.
  new X509Certificate(certificatePem);
  return { privateKey, certificatePem };
}
