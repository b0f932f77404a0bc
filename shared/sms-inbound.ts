/**
 * What a text sent to the operator's number asks for (issue 37): STOP (or বন্ধ) ends the SMS to that
 * number, START (or চালু) brings them back; anything else is not a command. Case, spaces, Bangla
 * digits and a trailing full stop or দাঁড়ি do not matter.
 */
export type InboundCommand = 'stop' | 'start';

const stopWords = new Set(['STOP', 'STOP ALL', 'STOPALL', 'UNSUBSCRIBE', 'END', 'বন্ধ', 'বন্ধ করুন', 'এসএমএস বন্ধ']);
const startWords = new Set(['START', 'UNSTOP', 'চালু', 'চালু করুন', 'এসএমএস চালু']);

export function inboundCommand(text: string): InboundCommand | null {
  const words = text
    .normalize('NFC')
    .trim()
    .replace(/[.!।]+$/u, '')
    .replace(/\s+/g, ' ')
    .toUpperCase();
  if (stopWords.has(words)) return 'stop';
  if (startWords.has(words)) return 'start';
  return null;
}
