// A bot as the app shows it (/robot, /addrobot) and the draft a form saves. The draft is a union
// over the catalogue's kinds, so each kind's parameters are checked by its own schema, on the
// client before sending and on the server on arrival. An NFT kind sends no pair: the collection its
// parameters name is its market, and the server names it from the venue (save-robot.ts).
import { z } from 'zod';
import { MAX_ROW_ID } from '../ids.ts';
import { BOT_CATALOGUE, BOT_KEYS } from '../../bots/catalogue.ts';
import { coinField, marketPairFields } from '../markets/pair.ts';

export const ROBOT_STATUSES = ['stopped', 'queued', 'running', 'paused'] as const;
export type RobotStatus = (typeof ROBOT_STATUSES)[number];

export const robotId = z.number('validation.incompleteParameters').int().positive().max(MAX_ROW_ID);

/** A reason shown with a status or a log line: its i18n key (bots:events.*) and the text in the caller's language. */
export const robotReason = z.object({ key: z.string(), text: z.string() });

export const robotView = z.object({
  id: z.number().int(),
  kind: z.enum(BOT_KEYS),
  /** The robot number of spec §9. */
  no: z.number().int(),
  web: z.string(),
  /** The venue's name as shown ("Sandbox A"). */
  exchange: z.string(),
  web_type: z.number().int(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  /** The second venue of arbitrage and follow kinds. */
  second_web: z.string().nullable(),
  status: z.enum(ROBOT_STATUSES),
  status_reason: robotReason.nullable(),
  /** ms since the epoch; null when never started. */
  started_at: z.number().nullable(),
  /** A queued bot begins at this time (ms). */
  start_at: z.number().nullable(),
  stopped_at: z.number().nullable(),
  /** A stopped new-wallet bot's collection while it runs: transfers done of all (spec §4); null otherwise. */
  collection: z.object({ done: z.number().int(), total: z.number().int() }).nullable().optional(),
  /** Orders the venue accepted, quote volume filled, realised profit (null where the kind has none). */
  orders: z.number().int(),
  volume: z.number(),
  realised_profit: z.number().nullable(),
  params: z.record(z.string(), z.unknown()),
  /** The volume / price-moving notice was confirmed (or the kind needs none). */
  legal_confirmed: z.boolean(),
  /** The kind moves volume or price: the notice must be confirmed before its first start. */
  moves_market: z.boolean(),
  created_at: z.number(),
});

/** The request of the calls that act on one bot. */
export const robotIdRequest = z.object({ id: robotId });

/** The answer of the calls that show or change one bot: the bot as it is now. */
export const robotAnswer = z.object({ robot: robotView });
export type RobotView = z.infer<typeof robotView>;

const draftMember = (kind: (typeof BOT_CATALOGUE)[number]) =>
  z.object({
    /** Absent: a new bot; present: the bot to update. */
    id: robotId.optional(),
    ...marketPairFields,
    kind: z.literal(kind.key),
    params: kind.params,
  });

/** An NFT kind's draft: a pair sent anyway (an older form's) is taken and ignored. */
const nftDraftMember = (kind: (typeof BOT_CATALOGUE)[number]) =>
  draftMember(kind).extend({ yenUnit1: coinField.optional(), yenUnit2: coinField.optional() });

type DraftMember = ReturnType<typeof draftMember> | ReturnType<typeof nftDraftMember>;

/** A bot as a form saves it: kind, market and that kind's parameters. */
export const robotDraft = z.discriminatedUnion(
  'kind',
  BOT_CATALOGUE.map((kind) => (kind.family === 'nft' ? nftDraftMember(kind) : draftMember(kind))) as unknown as [
    DraftMember,
    ...DraftMember[],
  ],
  'validation.incompleteParameters',
);
export type RobotDraft = z.output<typeof robotDraft>;
