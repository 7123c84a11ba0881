// Start, stop and delete of a bot, each after the user confirms. A volume or price-moving bot that
// was never started asks for the legal notice instead of a plain confirmation. Stop answers once
// the server has cancelled the bot's pending orders. A DEX or NFT bot trades from its wallet group,
// not an exchange account, and its confirmation says so.
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { botKind } from '../../../shared/bots/catalogue.ts';
import { deleteRobot } from '../../../shared/contracts/robot/delete-robot.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { startRobot } from '../../../shared/contracts/robot/start-robot.ts';
import { stopRobot } from '../../../shared/contracts/robot/stop-robot.ts';
import { inNewWalletMode } from '../../../shared/bots/params/new-wallets.ts';
import { confirmDialog, showToast } from '../../components/feedback/feedback-atoms.ts';
import { api } from '../../lib/api/api.ts';
import { LegalNoticeDialog } from './legal-notice-dialog.tsx';
import { tradesOnDex } from './market-venues.ts';
import { useVenueLabel } from './robot-row.tsx';
import { minutesUntil } from './robot-timing.ts';

export interface RobotActions {
  busy: ReadonlySet<number>;
  start(robot: RobotView): void;
  stop(robot: RobotView): void;
  remove(robot: RobotView): void;
  /** The legal notice dialog while it is open. */
  dialog: ReactNode;
}

export function useRobotActions(put: (robot: RobotView) => void, removed: (id: number) => void): RobotActions {
  const { t } = useTranslation('bots');
  const venueLabel = useVenueLabel();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [legalFor, setLegalFor] = useState<RobotView | null>(null);

  const labelsOf = (robot: RobotView) => ({
    name: t(botKind(robot.kind).nameKey),
    pair: `${robot.yenUnit1}/${robot.yenUnit2}`,
    // "Sandbox A · Futures" for a bot on a futures market.
    exchange: venueLabel(robot.exchange, robot.web_type),
  });

  const run = async (robot: RobotView, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(robot.id));
    try {
      await work();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(robot.id);
        return next;
      });
    }
  };

  const doStart = (robot: RobotView, legalConfirmed: boolean) =>
    run(robot, async () => {
      const answer = await api.call(startRobot, { id: robot.id, legal_confirmed: legalConfirmed });
      put(answer.robot);
      const queued = answer.robot.status === 'queued';
      if (queued && inNewWalletMode(answer.robot.params)) {
        // The initialisation's length is the server's: the toast counts to the bot's own start.
        showToast(t('list.initialisingToast', { count: minutesUntil(answer.robot.start_at) }), 2500, 'success');
      } else showToast(t(queued ? 'list.queuedToast' : 'list.startedToast'), 2500, 'success');
    });

  return {
    busy,
    start(robot) {
      if (robot.moves_market && !robot.legal_confirmed) {
        setLegalFor(robot);
        return;
      }
      void (async () => {
        const labels = labelsOf(robot);
        const question = tradesOnDex(botKind(robot.kind)) ? t('list.confirmStartWallets', labels) : t('list.confirmStart', labels);
        if (await confirmDialog(question)) await doStart(robot, false);
      })();
    },
    stop(robot) {
      void (async () => {
        // A wallet bot has no resting orders to cancel: its swaps are transactions, sent or not.
        const wallets = tradesOnDex(botKind(robot.kind));
        if (!(await confirmDialog(t(wallets ? 'list.confirmStopWallets' : 'list.confirmStop', labelsOf(robot))))) return;
        await run(robot, async () => {
          const answer = await api.call(stopRobot, { id: robot.id });
          put(answer.robot);
          const toast = answer.robot.collection
            ? 'list.stoppedCollectingToast'
            : wallets
              ? 'list.stoppedWalletsToast'
              : 'list.stoppedToast';
          showToast(t(toast), 2500, 'success');
        });
      })();
    },
    remove(robot) {
      void (async () => {
        if (!(await confirmDialog(t('list.confirmDelete', labelsOf(robot))))) return;
        await run(robot, async () => {
          await api.call(deleteRobot, { id: robot.id });
          removed(robot.id);
        });
      })();
    },
    dialog: legalFor && (
      <LegalNoticeDialog
        botName={`${labelsOf(legalFor).name} · ${labelsOf(legalFor).exchange} ${labelsOf(legalFor).pair}`}
        onClose={() => setLegalFor(null)}
        onConfirm={() => {
          const robot = legalFor;
          setLegalFor(null);
          void doStart(robot, true);
        }}
      />
    ),
  };
}
