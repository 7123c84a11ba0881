// The security headers of every response (@fastify/helmet): a Content-Security-Policy that lets
// scripts run only from this origin and the built index.html's own inline boot script (by its
// hash, so no 'unsafe-inline'), no plugins, no framing, no base-URL change, calls to this origin
// only; nosniff, no referrer, same-origin opener, HSTS when the site is reached over https, and a
// Permissions-Policy denying the powerful features the app never uses.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The features the app does not use; clipboard writes are the page's own and need no policy. */
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth', 'midi', 'display-capture'];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' of each inline script of the page, as CSP hashes them (the exact text between the tags). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

export function contentSecurityPolicy(scriptHashes: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    // QR codes are data: URLs drawn in the page.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { clientDir?: string | undefined; https: boolean },
): Promise<void> {
  const indexFile = options.clientDir ? `${options.clientDir}/index.html` : undefined;
  const hashes = indexFile && existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(hashes) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // Set as the request arrives, as helmet sets its own, so every reply has it (the not-found handler's too).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
