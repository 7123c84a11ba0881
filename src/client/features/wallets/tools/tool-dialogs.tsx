// The one tool dialog open at a time on /subManage (a single transfer counts as one).
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { useChainWallets } from '../chain-wallets.ts';
import type { AddTokenSlot } from './add-token-slot.ts';
import { AllocateDialog } from './allocate-dialog.tsx';
import { ApprovalDialog } from './approval-dialog.tsx';
import { BatchTransferDialog } from './batch-transfer-dialog.tsx';
import { CollectDialog } from './collect-dialog.tsx';
import { CreateWalletsDialog } from './create-wallets-dialog.tsx';
import { ExportDialog } from './export-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import type { ToolName } from './tool-bar.tsx';
import { TransferDialog } from './transfer-dialog.tsx';

export type OpenTool = { name: ToolName } | { name: 'transfer'; from: WalletView };

export interface ToolContext {
  /** The page's query: ?gas_token= and ?web= prefill the approval, ?openDistribution= the allocation. */
  gasToken?: string | undefined;
  web?: string | undefined;
  /** The group the list shows, so a new batch of wallets lands where the user is looking. */
  group?: number | undefined;
  addToken?: AddTokenSlot | undefined;
}

export function ToolDialog({ tool, context, onClose }: { tool: OpenTool; context: ToolContext; onClose(): void }) {
  const { chain, reloadAll } = useChainWallets();
  switch (tool.name) {
    case 'createWallets':
      return <CreateWalletsDialog onClose={onClose} initialGroup={context.group} />;
    case 'allocate':
      return <AllocateDialog onClose={onClose} />;
    case 'collect':
      return <CollectDialog onClose={onClose} />;
    case 'batchTransfer':
      return <BatchTransferDialog onClose={onClose} />;
    case 'approval':
      return <ApprovalDialog onClose={onClose} askedToken={context.gasToken} askedWeb={context.web} />;
    case 'import':
      return <ImportDialog onClose={onClose} />;
    case 'export':
      return <ExportDialog onClose={onClose} />;
    case 'transfer':
      return <TransferDialog from={tool.from} onClose={onClose} />;
    case 'addToken': {
      const web = context.web && chain.webs.includes(context.web) ? context.web : chain.webs[0];
      if (!web || !context.addToken) return null;
      return context.addToken({ web, onAdded: reloadAll, onClose });
    }
  }
}
