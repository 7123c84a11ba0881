// Copying to the clipboard. The Clipboard API exists only in secure contexts and a browser may
// refuse it; either way the user is told the same thing, so both answer false.
export async function copyText(text: string): Promise<boolean> {
  const clipboard = globalThis.navigator?.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
