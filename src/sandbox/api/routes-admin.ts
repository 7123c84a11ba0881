// The sandbox's own admin routes, for tests and tools in any language: add and lift faults, open
// funded accounts, deposit to or withdraw from an account (listed by the capital endpoints), and
// set a perpetual's mark or funding rate (routes-admin-futures.ts). Guarded by the venue's admin
// token (header X-Sandbox-Admin-Token); never subject to faults or rate limits.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FaultInjector, faultRuleSchema } from '../faults/faults.ts';
import { VenueError } from '../venue-error.ts';
import type { Venue } from '../venue/venue.ts';
import { futuresAdminRoutes } from './routes-admin-futures.ts';
import { depositJson, withdrawalJson } from './routes-capital.ts';

export const ADMIN_PREFIX = '/sandbox-admin';
export const ADMIN_TOKEN_HEADER = 'x-sandbox-admin-token';

const newAccountSchema = z
  .object({
    balances: z.record(z.string(), z.string().regex(/^\d{1,20}(\.\d{1,8})?$/)).default({}),
    permissions: z.object({ read: z.boolean(), trade: z.boolean(), withdraw: z.boolean() }).partial().default({}),
    label: z.string().min(1).max(100).optional(),
    futuresBalance: z
      .string()
      .regex(/^\d{1,20}(\.\d{1,8})?$/)
      .optional(),
  })
  .strict();

const amount = z.string().regex(/^\d{1,20}(\.\d{1,8})?$/);
const transferFields = {
  asset: z.string().regex(/^[A-Z0-9]{1,20}$/),
  amount,
  network: z.string().min(1).max(20).optional(),
  address: z.string().min(1).max(120).optional(),
};
const depositSchema = z.object({ ...transferFields, txId: z.string().min(1).max(120).optional() }).strict();
const withdrawalSchema = z.object({ ...transferFields, fee: amount.optional() }).strict();

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
        const { balances, label, futuresBalance } = parsed.data;
        const account = venue.createAccount({
          balances,
          ...(label ? { label } : {}),
          ...(futuresBalance === undefined ? {} : { futuresBalance }),
        });
        const key = venue.createApiKey(account.id, parsed.data.permissions);
        await venue.sync();
        return { accountId: account.id, apiKey: key.apiKey, secret: key.secret };
      });

      const accountParam = (id: string) => {
        const accountId = Number(id);
        if (!Number.isSafeInteger(accountId) || venue.accounts.get(accountId)?.kind !== 'user')
          throw new VenueError(-1130, 'Invalid request: unknown account');
        return accountId;
      };
      const positive = (value: string) => {
        if (!/[1-9]/.test(value)) throw new VenueError(-1130, 'Invalid request: amount must be positive');
      };
      admin.post<{ Params: { id: string } }>('/accounts/:id/deposits', async (request) => {
        const parsed = depositSchema.safeParse(request.body ?? {});
        if (!parsed.success) throw invalid(parsed.error);
        const { asset, amount, ...details } = parsed.data;
        positive(amount);
        const transfer = venue.deposit(accountParam(request.params.id), asset, amount, details);
        await venue.sync();
        return depositJson(transfer);
      });
      admin.post<{ Params: { id: string } }>('/accounts/:id/withdrawals', async (request) => {
        const parsed = withdrawalSchema.safeParse(request.body ?? {});
        if (!parsed.success) throw invalid(parsed.error);
        const { asset, amount, ...details } = parsed.data;
        positive(amount);
        const transfer = venue.withdraw(accountParam(request.params.id), asset, amount, details);
        await venue.sync();
        return withdrawalJson(transfer);
      });

      futuresAdminRoutes(admin, venue);
    },
    { prefix: ADMIN_PREFIX },
  );
}
