// Sends a risk user's pending alerts on its channels through the alert system's senders, each
// channel on its own (a failing one does not hold up the others), then takes them off the stored
// state. A crash between the two sends them again on the next run: delivery is at-least-once, as
// for the alerts.
import type { AlarmChannel } from '../../../../../shared/contracts/alarm/fields.ts';
import { type Logger, errorText } from '../../../../logger.ts';
import type { AlarmDelivery } from '../../../alarms/index.ts';
import { riskStateOf, withoutDelivered } from '../evaluation/risk-state.ts';
import { channelsOf } from '../risk-rows.ts';
import type { RiskUserRepository, RiskUserRow } from '../risk-user-repository.ts';
import { riskAlertMessage } from './risk-alert-message.ts';

export interface RiskDeliveryDeps {
  riskUsers: RiskUserRepository;
  delivery: AlarmDelivery;
  venueName(web: string): string;
  log: Logger;
}

/** Removing the delivered alerts races evaluations and edits of the row: a few tries, then the next run. */
const REMOVE_ATTEMPTS = 3;

async function send(deps: RiskDeliveryDeps, row: RiskUserRow): Promise<void> {
  const { pending } = riskStateOf(row.state);
  const recipient = await deps.delivery.recipients.find(row.userId);
  if (!recipient) return;
  for (const alert of pending) {
    const message = riskAlertMessage(
      {
        riskUserId: row.id,
        condition: alert.condition,
        values: alert.values,
        coin: alert.coin,
        exchange: deps.venueName(row.web),
        remark: row.remark,
      },
      recipient.language,
    );
    const outcomes = await Promise.all(
      channelsOf(row).map(async (channel: AlarmChannel) => {
        try {
          return { channel, ...(await deps.delivery.senders[channel](recipient, message)) };
        } catch (error) {
          deps.log.warn({ riskUserId: row.id, channel, error: errorText(error) }, 'risk alert delivery failed');
          return { channel, status: 'failed', reason: 'failed' };
        }
      }),
    );
    deps.log.info({ riskUserId: row.id, condition: alert.condition, outcomes }, 'risk alert sent');
  }
}

/** Delivers what the row has pending and records that it has. */
export async function deliverPending(deps: RiskDeliveryDeps, row: RiskUserRow): Promise<void> {
  const delivered = riskStateOf(row.state).pending;
  if (delivered.length === 0) return;
  await send(deps, row);
  let stored: unknown = row.state;
  for (let attempt = 0; attempt < REMOVE_ATTEMPTS; attempt++) {
    if (await deps.riskUsers.swapState(row.id, stored, withoutDelivered(riskStateOf(stored), delivered), null)) return;
    const fresh = await deps.riskUsers.find(row.id);
    if (!fresh) return; // removed meanwhile
    stored = fresh.state;
  }
  deps.log.warn({ riskUserId: row.id }, 'delivered risk alerts could not be cleared; they may be sent again');
}
