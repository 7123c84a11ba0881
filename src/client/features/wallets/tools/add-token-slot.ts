// Add Token is the trading screens' dialog (spec §3 "New token", /Markets/add_new_token). Features
// do not import each other, so the app hands it in (src/client/app/wallet-management-screen.tsx)
// and the wallet page only says on which DEX venue and what to do once a token is added.
import type { ReactNode } from 'react';

export type AddTokenSlot = (props: { web: string; onAdded(): void; onClose(): void }) => ReactNode;
