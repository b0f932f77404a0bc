import { issueMessage } from './i18n/coded-messages.ts';
import type { FieldLabel } from './i18n/coded-messages.text.ts';

/**
 * Control characters in typed text: none in a single line (names, subjects, e-mail addresses);
 * in longer text only tab, line feed and carriage return. A NUL byte, an escape sequence or a line
 * break in a name would otherwise reach the database, the log or an e-mail header.
 */
const inLine = /[\u0000-\u001f\u007f-\u009f]/;
const inText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export type TextKind = 'line' | 'multiline';

export function hasControlCharacters(value: string, kind: TextKind = 'line'): boolean {
  return (kind === 'line' ? inLine : inText).test(value);
}

/** The message a form shows under the field. */
export function controlCharactersMessage(label: FieldLabel, kind: TextKind = 'line'): string {
  return issueMessage(kind === 'line' ? 'controlCharactersInLine' : 'controlCharactersInText', label);
}
