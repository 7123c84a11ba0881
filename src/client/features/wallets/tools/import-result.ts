// What an import of private keys leaves in the box (spec §5: one key per line). The server
// imports the valid keys, skips those already held and names the lines that are not a key, by
// number from 1 over the text as sent. The keys imported or already held are done with; only the
// bad lines stay, in their order, so the user corrects them and sends again with nothing lost.

/** The lines of the text as the server numbers them (a CRLF counts as one break). */
export const linesOf = (text: string): string[] => text.split(/\r?\n/);

export function keepInvalidLines(text: string, invalid: readonly number[]): string {
  const wanted = new Set(invalid);
  return linesOf(text)
    .filter((_line, index) => wanted.has(index + 1))
    .join('\n');
}

/** Line numbers for a message: the first few, and an ellipsis when there are more. */
export function lineList(lines: readonly number[], shown = 20): string {
  const sorted = [...lines].sort((a, b) => a - b);
  return sorted.slice(0, shown).join(', ') + (sorted.length > shown ? ', …' : '');
}

/** Keys typed (non-empty lines), for the count under the box. */
export const keyCount = (text: string): number => linesOf(text).filter((line) => line.trim() !== '').length;
