// The wallet tools of spec §1/§2, each opening its dialog; Refresh Balance reads the trading
// wallets' balances (of the group on screen, or all) from the chain at once, and the holder list
// opens on the same network (EVM chains: on Solana there is neither it nor approval).
import { Link } from '@tanstack/react-router';
import {
  ArrowDownToLine,
  ArrowLeftRight,
  BadgeCheck,
  Coins,
  Download,
  FileKey,
  type LucideIcon,
  PlusCircle,
  RefreshCw,
  Send,
  Users,
  WalletCards,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { attachedWalletBalanceUpdate } from '../../../../shared/contracts/wallet/wallet-balances.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { Section } from '../../../components/page.tsx';
import { api } from '../../../lib/api/api.ts';
import { useChainWallets } from '../chain-wallets.ts';

export type ToolName = 'createWallets' | 'allocate' | 'collect' | 'batchTransfer' | 'approval' | 'addToken' | 'import' | 'export';

const TOOLS: { name: ToolName; icon: LucideIcon }[] = [
  { name: 'createWallets', icon: WalletCards },
  { name: 'allocate', icon: Send },
  { name: 'collect', icon: ArrowDownToLine },
  { name: 'batchTransfer', icon: ArrowLeftRight },
  { name: 'approval', icon: BadgeCheck },
  { name: 'addToken', icon: PlusCircle },
  { name: 'import', icon: FileKey },
  { name: 'export', icon: Download },
];

// Two columns on a phone, where a long name wraps onto a second line rather than being cut.
const TOOL_BUTTON = 'btn btn-outline btn-sm h-auto min-h-8 justify-start py-1 text-left leading-tight whitespace-normal sm:justify-center';

function RefreshBalances({ group }: { group: number | undefined }) {
  const { t } = useTranslation('wallets');
  const { chain, reloadAll } = useChainWallets();
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    setBusy(true);
    api
      .call(attachedWalletBalanceUpdate, { chain: chain.chain, ...(group !== undefined ? { group_id: group } : {}) })
      .then(
        (answer) => {
          showToast(t('tools.refreshed', { count: answer.wallets }), 3000, 'success');
          reloadAll();
        },
        () => undefined,
      )
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className={TOOL_BUTTON} onClick={refresh} disabled={busy} aria-busy={busy} data-testid="tool-refreshBalance">
      <RefreshCw aria-hidden="true" className={`size-4 shrink-0 ${busy ? 'animate-spin' : ''}`} />
      {t('tools.refreshBalance')}
    </button>
  );
}

export function ToolBar({ onOpen, group, canAddToken }: { onOpen(tool: ToolName): void; group: number | undefined; canAddToken: boolean }) {
  const { t } = useTranslation('wallets');
  const { chain } = useChainWallets();
  // An SPL token needs no approval to be swapped.
  const solana = chain.family === 'solana';
  return (
    <Section title={t('tools.title')}>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {TOOLS.filter((tool) => (tool.name !== 'addToken' || canAddToken) && (tool.name !== 'approval' || !solana)).map(
          ({ name, icon: Icon }) => (
            <button key={name} type="button" className={TOOL_BUTTON} onClick={() => onOpen(name)} data-testid={`tool-${name}`}>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`tools.${name}`)}
            </button>
          ),
        )}
        <RefreshBalances group={group} />
        <Link to="/holderList" search={{ chain: chain.chain }} className={TOOL_BUTTON} data-testid="tool-holderList">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {t('tools.holderList')}
        </Link>
      </div>
      <p className="flex items-center gap-1 text-xs opacity-60">
        <Coins aria-hidden="true" className="size-3.5" />
        {t('tools.hint')}
      </p>
    </Section>
  );
}
