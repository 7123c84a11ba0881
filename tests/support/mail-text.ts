// Reads a caught mail as a person sees it: the Subject with its RFC 2047 encoded words decoded,
// and a quoted-printable text body decoded to UTF-8.

const qpBytes = (text: string) => {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qpBytes(text.replace(/_/g, ' ')),
    )
    .replace(/\r?\n[ \t]/g, ' ')
    .trim();
}

export function bodyOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  return /^Content-Transfer-Encoding: quoted-printable/im.test(raw) ? qpBytes(body.replace(/=\r?\n/g, '')) : body;
}
