// The sandbox's own admin routes, for tests and tools in any language: add and lift faults, and
// open funded accounts. Guarded by the venue's admin token (header X-Sandbox-Admin-Token); never
// subject to faults or rate limits.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FaultInjector, faultRuleSchema } from '../faults/faults.ts';
import { VenueError } from '../venue-error.ts';
import type { Venue } from '../venue/venue.ts';

export const ADMIN_PREFIX = '/sandbox-admin';
export const ADMIN_TOKEN_HEADER = 'x-sandbox-admin-token';

const newAccountSchema = z
  .object({
    balances: z.record(z.string(), z.string().regex(/^\d{1,20}(\.\d{1,8})?$/)).default({}),
    permissions: z.object({ read: z.boolean(), trade: z.boolean(), withdraw: z.boolean() }).partial().default({}),
    label: z.string().min(1).max(100).optional(),
  })
  .strict();

export interface AdminDeps {
  venue: Venue;
  faults: FaultInjector;
  adminToken: string;
}

function authorized(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(String(request.headers[ADMIN_TOKEN_HEADER] ?? ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function adminRoutes(app: FastifyInstance, { venue, faults, adminToken }: AdminDeps): void {
  app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        if (!authorized(request, adminToken)) throw new VenueError(-1002, 'You are not authorized to execute this request.', 401);
      });
      const invalid = (error: z.ZodError) =>
        new VenueError(-1130, `Invalid request: ${error.issues.map((issue) => issue.message).join('; ')}`);

      admin.get('/faults', async () => faults.list());
      admin.post('/faults', async (request) => {
        const parsed = faultRuleSchema.safeParse(request.body);
        if (!parsed.success) throw invalid(parsed.error);
        return { id: faults.add(parsed.data) };
      });
      admin.delete('/faults', async () => {
        faults.clear();
        return {};
      });
      admin.delete<{ Params: { id: string } }>('/faults/:id', async (request) => ({ removed: faults.remove(request.params.id) }));

      admin.post('/accounts', async (request) => {
        const parsed = newAccountSchema.safeParse(request.body ?? {});
        if (!parsed.success) throw invalid(parsed.error);
        const account = venue.createAccount({ balances: parsed.data.balances, ...(parsed.data.label ? { label: parsed.data.label } : {}) });
        const key = venue.createApiKey(account.id, parsed.data.permissions);
        await venue.sync();
        return { accountId: account.id, apiKey: key.apiKey, secret: key.secret };
      });
    },
    { prefix: ADMIN_PREFIX },
  );
}
