// The HTTP edge over real HTTP: a built client (a small one written here the way the build writes
// it: hashed assets with their .br and .gz beside them) served precompressed as the browser
// accepts, hashed assets cached for a year and the rest revalidated, larger replies compressed on
// the fly, and the security headers on every response, the CSP allowing the page's own inline boot
// script by its hash and nothing inline besides.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/http/security-headers.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'mmc-edge-client-'));
const BOOT = "document.documentElement.dataset.theme = 'dark';";
const INDEX = `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
const MANIFEST = JSON.stringify({ name: 'MM Console', description: 'y'.repeat(2000) });
// A video lesson as `npm run videos` names its files: a hash of the contents in each name.
const VIDEO = Buffer.from(Array.from({ length: 50_000 }, (_, index) => index % 251));
const CAPTIONS = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n选择交易所和交易对\n';

const servers: TestServer[] = [];
let shared: TestServer;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(clientDir, 'assets/index-abc123.js'), APP_JS);
  writeFileSync(join(clientDir, 'assets/index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(clientDir, 'assets/index-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(clientDir, 'manifest.webmanifest'), MANIFEST);
  mkdirSync(join(clientDir, 'videos'));
  writeFileSync(join(clientDir, 'videos/manualCex.96ea679ec8.webm'), VIDEO);
  writeFileSync(join(clientDir, 'videos/manualCex.zh.8cda506529.vtt'), CAPTIONS);
  shared = await serve();
}, 60_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

async function serve(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer({ CLIENT_DIR: clientDir, ...env });
  servers.push(server);
  return server;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with the given Accept-Encoding, the body as it came over the wire (not decoded). */
function get(url: string, encoding = '', extraHeaders: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...extraHeaders } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('the HTTP edge', () => {
  it('serves hashed assets precompressed as the browser accepts, cached for a year', async () => {
    const server = shared;
    const br = await get(`${server.url}/assets/index-abc123.js`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get(`${server.url}/assets/index-abc123.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);
    const plain = await get(`${server.url}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
  });

  it('streams a video lesson by byte ranges, its files cached for a year, its captions as WebVTT', async () => {
    const server = shared;
    const whole = await get(`${server.url}/videos/manualCex.96ea679ec8.webm`, 'gzip, br');
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A seek: the player asks for the part it needs.
    const part = await get(`${server.url}/videos/manualCex.96ea679ec8.webm`, '', { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${VIDEO.length}`);
    expect(part.body.equals(VIDEO.subarray(1000, 2000))).toBe(true);
    const captions = await get(`${server.url}/videos/manualCex.zh.8cda506529.vtt`);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body.toString()).toBe(CAPTIONS);
    expect(captions.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page, the service worker and the manifest every time, and compresses what was not precompressed', async () => {
    const server = shared;
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/robot']) {
      expect((await get(`${server.url}${path}`, 'br')).headers['cache-control'], path).toBe('no-cache');
    }
    const page = await get(`${server.url}/stocks`, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
    const manifest = await get(`${server.url}/manifest.webmanifest`, 'gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(manifest.body).toString()).toBe(MANIFEST);
  });

  it('sends the security headers on pages, files and API replies, the CSP allowing only the boot script inline', async () => {
    const server = shared;
    const [hash] = inlineScriptHashes(INDEX);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    for (const path of ['/', '/robot', '/assets/index-abc123.js', '/Api/System/server_key', '/Api/no_such_call']) {
      const { headers } = await get(`${server.url}${path}`);
      const csp = directives(String(headers['content-security-policy']));
      expect(csp.get('script-src'), path).toEqual(["'self'", hash]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('tells browsers to keep to https when the site is reached over it', async () => {
    const server = await serve({ PUBLIC_URL: 'https://console.example.com' });
    expect((await get(`${server.url}/`)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
