// The job that carries out a firing (one per firing, persisted by the scheduler, so it runs after
// a restart too): first stop the pair's robots when the alert says so, then send the message on
// every channel still pending, each on its own. Running it again only finishes what is unfinished
// (robots already stopped are not stopped again; a sent channel is not sent again).
import type { Delivery } from '../../../../shared/contracts/alarm/alarm-view.ts';
import type { AlarmChannel, FiringCondition } from '../../../../shared/contracts/alarm/fields.ts';
import { type Logger, errorText } from '../../../logger.ts';
import type { AlarmRepository } from '../alarm-repository.ts';
import { marketOf, watchedAssetOf } from '../alarm-rows.ts';
import type { RecipientRepository } from '../channels/recipient-repository.ts';
import type { FiringRepository } from '../firing-repository.ts';
import type { BoundAccounts, RobotControl } from '../ports.ts';
import { alarmMessage } from './alarm-message.ts';
import type { ChannelSender } from './channel-senders.ts';

export interface DeliverFiringDeps {
  alarms: AlarmRepository;
  firings: FiringRepository;
  recipients: RecipientRepository;
  senders: Record<AlarmChannel, ChannelSender>;
  accounts: Pick<BoundAccounts, 'venueName'>;
  robots: RobotControl | null;
  now: () => number;
  log: Logger;
}

export const DELIVER_JOB = 'alarms.deliver';
export const deliverJobId = (firingId: number) => `alarm-firing:${firingId}`;

export async function deliverFiring(deps: DeliverFiringDeps, firingId: number): Promise<void> {
  const firing = await deps.firings.find(firingId);
  if (!firing) return; // the alert (and its firings) was deleted meanwhile
  const alarm = await deps.alarms.find(firing.alarmId);
  if (!alarm) return;
  const log = deps.log.child({ alarmId: alarm.id, firingId });
  const condition = firing.condition as FiringCondition;

  let robotsStopped = firing.robotsStopped;
  if (alarm.stopRobots && robotsStopped === null && condition !== 'test') {
    if (deps.robots) {
      try {
        robotsStopped = await deps.robots.stopAllOfPair(alarm.userId, marketOf(alarm), `alarm:${alarm.id}:${condition}`);
        await deps.firings.setRobotsStopped(firingId, robotsStopped);
        log.info({ robotsStopped }, 'alert stopped the robots of the pair');
      } catch (error) {
        // Thrown on purpose: the scheduler retries the job with backoff until the robots are stopped.
        log.error({ error: errorText(error) }, 'alert could not stop the robots of the pair');
        throw error;
      }
    } else {
      log.warn('alert asks to stop robots but no robot control is available');
    }
  }

  const deliveries = firing.deliveries as Delivery[];
  if (!deliveries.some((delivery) => delivery.status === 'pending')) return;
  const recipient = await deps.recipients.find(alarm.userId);
  if (!recipient) return;
  const message = alarmMessage(
    {
      condition,
      values: firing.values as Record<string, number>,
      web: alarm.web,
      webType: alarm.webType,
      exchange: deps.accounts.venueName(alarm.web),
      base: alarm.base,
      quote: alarm.quote,
      asset: watchedAssetOf(alarm),
      remark: alarm.remark,
      robotsStopped,
    },
    recipient.language,
  );
  const done = await Promise.all(
    deliveries.map(async (delivery): Promise<Delivery> => {
      if (delivery.status !== 'pending') return delivery;
      try {
        const outcome = await deps.senders[delivery.channel](recipient, message, firingId);
        return { ...delivery, ...outcome, at: deps.now() };
      } catch (error) {
        log.warn({ channel: delivery.channel, error: errorText(error) }, 'alert delivery failed');
        return { ...delivery, status: 'failed', reason: 'failed', at: deps.now() };
      }
    }),
  );
  await deps.firings.setDeliveries(firingId, done);
}
