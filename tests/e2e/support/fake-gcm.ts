// Chromium registers a push subscription with Google's GCM service (device check-in, then a
// registration that returns the subscription's token). Those services are out of reach here, so
// the browser is pointed (--gcm-checkin-url, --gcm-registration-url) at this loopback stand-in:
// pushManager.subscribe() then completes as it does for a user, with a real key pair and auth
// secret made by the browser. Messages are not delivered through it: the test hands pushes to the
// service worker over CDP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGcm {
  /** Chromium switches that point GCM here. */
  switches: string[];
  registrations(): number;
  close(): Promise<void>;
}

/** AndroidCheckinResponse { stats_ok: true (1), android_id (7, fixed64), security_token (8, fixed64) }. */
function checkinResponse(): Buffer {
  const fixed64 = (tag: number, value: bigint) => {
    const field = Buffer.alloc(9);
    field[0] = tag;
    field.writeBigUInt64LE(value, 1);
    return field;
  };
  return Buffer.concat([Buffer.from([0x08, 0x01]), fixed64((7 << 3) | 1, 4_242_424_242_424n), fixed64((8 << 3) | 1, 1_357_913_579_135n)]);
}

export async function startFakeGcm(): Promise<FakeGcm> {
  let registered = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url?.startsWith('/checkin')) {
        response.setHeader('content-type', 'application/x-protobuf');
        response.end(checkinResponse());
      } else if (request.url?.startsWith('/register')) {
        registered += 1;
        response.setHeader('content-type', 'text/plain');
        response.end(`token=e2e-${registered}-${Math.random().toString(36).slice(2, 12)}`);
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    switches: [`--gcm-checkin-url=${url}/checkin`, `--gcm-registration-url=${url}/register`, '--gcm-mcs-endpoint=https://127.0.0.1:9'],
    registrations: () => registered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
