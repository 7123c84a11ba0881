import { z } from 'zod';
import { defineCall } from '../define-call.ts';

export const versionText = z.string().regex(/^\d+\.\d+\.\d+$/, 'validation.version');

/** Answers 1003 (update offered) or 1004 (update forced) with this data, 1000 when current. */
export const checkVersion = defineCall({
  module: 'System',
  action: 'check_version',
  auth: 'none',
  request: z.object({
    version: versionText,
    /** Set when the user refuses an offered update: that version is not offered again. */
    ignore_version: versionText.optional(),
  }),
  response: z.object({
    latest: versionText,
    minimum: versionText,
    content: z.string(),
    ignored: versionText.nullable(),
  }),
});
