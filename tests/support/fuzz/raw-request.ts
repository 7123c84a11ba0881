// Sends one fuzz request exactly as planned, over a keep-alive socket: node:http rather than fetch,
// so a broken path, method, header or body goes out as written (no URL normalising) and a hang or
// a dropped connection comes back as an error to report instead of an exception.
import { type Agent, request as httpRequest } from 'node:http';
import type { Outgoing } from './fuzz-plan.ts';

export interface Answer {
  status: number;
  text: string;
}

/** Where to send, over which agent, and how long an unanswered request may wait before it counts as a hang. */
export interface Target {
  url: string;
  agent: Agent;
  timeoutMs: number;
}

/** One request over a keep-alive socket; the raw path is sent as written (no URL normalising). */
export function send(out: Outgoing, target: Target): Promise<Answer | { error: string }> {
  const { agent, timeoutMs } = target;
  const url = new URL(target.url);
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: Answer | { error: string }) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    try {
      const request = httpRequest(
        { host: url.hostname, port: url.port, path: out.path, method: out.method, headers: out.headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', (error) => done({ error: `answer broke off: ${error.message}` }));
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (error) => done({ error: error.message }));
      request.end(out.body);
    } catch (error) {
      done({ error: `could not send: ${(error as Error).message}` });
    }
  });
}
