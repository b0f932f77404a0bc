/** Reads the messages the SMTP sink received (tests/support/smtp-sink.ts). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  /** Decoded bodies, concatenated (text and HTML). */
  body: string;
}

/** Quoted-printable: `=XX` are bytes of UTF-8 text (a Bangla letter is three of them). */
function decodeQuotedPrintable(s: string) {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header with RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`), as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeMime(raw: string): string {
  // Decode each part by its transfer encoding; good enough for the mails nodemailer writes.
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      return content;
    })
    .join('\n');
}

export async function readMailbox(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (f) => {
      const raw = await readFile(path.join(dir, f), 'utf8');
      const header = raw.split(/\r?\n\r?\n/)[0] ?? '';
      const unfolded = header.replace(/\r?\n[ \t]+/g, ' ');
      const to = /^to:\s*(.*)$/im.exec(unfolded)?.[1]?.trim() ?? '';
      const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(unfolded)?.[1]?.trim() ?? '');
      return { file: f, to, subject, body: decodeMime(raw) };
    }),
  );
}

/** Waits for a message to `address` whose subject matches; returns the newest such message. */
export async function waitForMail(dir: string, address: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readMailbox(dir)).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()) && subject.test(m.subject));
    if (found.length > 0) return found[found.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${address} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link in a message that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const links = mail.body.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return link.replace(/&amp;/g, '&');
}
