// One remote call's contract: its path, who may call it, and the zod schemas of what goes in and
// comes out. The client validates before sending and the server validates on arrival with the
// same schema, so each rule is written once (messages are i18n keys in locales/*/messages.json).
import type { z } from 'zod';

export type CallAuth = 'none' | 'user';

export interface CallContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  module: string;
  action: string;
  path: string;
  auth: CallAuth;
  /** Long calls get the 300 s timeout instead of 30 s (spec §7). */
  long: boolean;
  request: Req;
  response: Res;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(spec: {
  module: string;
  action: string;
  auth: CallAuth;
  long?: boolean;
  request: Req;
  response: Res;
}): CallContract<Req, Res> {
  return { ...spec, long: spec.long ?? false, path: `/Api/${spec.module}/${spec.action}` };
}

export type RequestOf<C> = C extends CallContract<infer Req, z.ZodType> ? z.input<Req> : never;
export type ParsedRequestOf<C> = C extends CallContract<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<C> = C extends CallContract<z.ZodType, infer Res> ? z.output<Res> : never;
