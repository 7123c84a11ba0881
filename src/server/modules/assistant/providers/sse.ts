// Server-sent events as Coze and OpenAI-compatible endpoints send them: "event:" and "data:" lines,
// an empty line ending each event. Reads a fetch body and yields one event at a time, however the
// bytes were split into chunks.

export interface SseEvent {
  event: string;
  data: string;
}

export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const flush = (): SseEvent | null => {
    const done = data.length > 0 || event ? { event: event || 'message', data: data.join('\n') } : null;
    event = '';
    data = [];
    return done;
  };
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (line === '') {
        const complete = flush();
        if (complete) yield complete;
      } else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
  }
  const last = flush();
  if (last) yield last;
}
