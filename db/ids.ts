import { randomBytes } from 'node:crypto';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/** An opaque, URL-safe, unguessable id: 20 characters of [0-9a-z] (~103 bits). */
export function newId(): string {
  const bytes = randomBytes(20);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % 36];
  return id;
}

/** The shape every id of ours has; anything else cannot exist and answers 404. */
export const idPattern = /^[0-9a-z]{20}$/;
