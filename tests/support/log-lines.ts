// A log destination for tests: pino writes its JSON lines here, and the test reads them back.
import { Writable } from 'node:stream';

export function logLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(line);
      done();
    },
  });
  return { stream, lines };
}
