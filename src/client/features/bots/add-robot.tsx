// /addrobot: choose a bot kind (tabs CEX Liquidity, Trading, Price management; DEX; NFT, each kind
// with its level; kinds outside the user's plan locked with an upgrade link, none for a designated
// test account) and fill in its form.
// ?id=<bot> edits that bot (its kind is fixed); ?type=<kind> opens that kind's form. A new futures
// bot (Quick Follow) starts on a futures market when the user's plan covers it only there.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { BOT_CATALOGUE, type BotKindEntry, botKind, isBotKey } from '../../../shared/bots/catalogue.ts';
import { accountAccess, grants } from '../../../shared/bots/levels.ts';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { getExchangeAccounts } from '../../../shared/contracts/exchange-accounts/get-exchange-accounts.ts';
import { getRobot } from '../../../shared/contracts/robot/get-robot.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { LoadingDots } from '../../components/list-status.tsx';
import { BackLink } from '../../components/page-back-link.tsx';
import { PageHeader, Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { useMarketLists, useWebList } from '../../lib/market-lists.ts';
import { accountSummaryAtom, useAtomValue } from '../../lib/store.ts';
import { KindPicker, type KindTab, tabOf } from './kind-picker.tsx';
import { type MarketChoice, marketOfRobot, prefersFutures, startingMarket } from './market-venues.ts';
import { RobotForm } from './robot-form.tsx';

function useAccounts(): ExchangeAccountView[] | null {
  const [accounts, setAccounts] = useState<ExchangeAccountView[] | null>(null);
  useEffect(() => {
    api
      .call(getExchangeAccounts, {})
      .then((answer) => setAccounts(answer.list))
      .catch(() => setAccounts([]));
  }, []);
  return accounts;
}

export function AddRobotPage() {
  const { t } = useTranslation(['bots', 'catalogue']);
  const search = useSearch({ from: '/_app/addrobot' });
  const navigate = useNavigate();
  const summary = useAtomValue(accountSummaryAtom);
  const webList = useWebList();
  const accounts = useAccounts();
  // The venues' default pairs and the favourites suggest the pair.
  useMarketLists();
  const editId = search.id ? Number(search.id) : null;
  const [editing, setEditing] = useState<RobotView | null | 'failed'>(null);
  const preset = search.type && isBotKey(search.type) ? botKind(search.type) : null;
  const [chosen, setChosen] = useState<BotKindEntry | null>(preset);
  const [tab, setTab] = useState<KindTab>(preset ? tabOf(preset) : 2);

  useEffect(() => {
    if (editId === null || !Number.isInteger(editId)) return;
    api
      .call(getRobot, { id: editId })
      .then((answer) => {
        setEditing(answer.robot);
        const kind = BOT_CATALOGUE.find((entry) => entry.key === answer.robot.kind) ?? null;
        setChosen(kind);
        if (kind) setTab(tabOf(kind));
      })
      .catch(() => setEditing('failed'));
  }, [editId]);

  // Unknown until the account is loaded: nothing is locked meanwhile (the server checks at start).
  // A designated test account (the demo user) may try every kind; others what their plan includes.
  const access = summary ? accountAccess(summary.level, summary.testAccount) : null;
  const locked = (kind: BotKindEntry) => access !== null && !grants(access, kind.family, kind.level);
  const robot = editing !== null && editing !== 'failed' ? editing : null;
  const waitingForBot = editId !== null && editing === null;

  const initialMarket: MarketChoice = robot
    ? marketOfRobot(robot)
    : chosen
      ? startingMarket(chosen, accounts, webList, prefersFutures(chosen, access))
      : { web: '', base: '', quote: '' };

  return (
    <>
      <PageHeader
        title={robot ? t('add.editTitle') : t('add.title')}
        description={t('add.subtitle')}
        actions={<BackLink to="/robot" label={t('add.back')} />}
      />
      {editing === 'failed' && (
        <div role="alert" className="alert alert-error alert-soft mb-4 text-sm">
          {t('add.botMissing')}
        </div>
      )}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
        <KindPicker
          tab={tab}
          onTab={setTab}
          chosen={chosen}
          onChoose={(kind) => {
            setChosen(kind);
            // On a narrow screen the form is below the list: bring it into view.
            requestAnimationFrame(() => document.getElementById('robot-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
          }}
          locked={locked}
          disabled={robot !== null}
        />
        <div id="robot-form" className="scroll-mt-20">
          <Section title={chosen ? t(chosen.nameKey) : t('add.parameters')}>
            {waitingForBot || (chosen && chosen.family === 'cex' && accounts === null) ? (
              <LoadingDots label={t('add.loading')} />
            ) : chosen ? (
              <RobotForm
                // A new kind or bot starts a fresh form.
                key={`${chosen.family}-${chosen.key}-${robot?.id ?? 'new'}`}
                kind={chosen}
                editing={robot}
                accounts={accounts}
                access={access}
                initialMarket={initialMarket}
                onSaved={(saved) => {
                  showToast(robot ? t('add.savedChanges') : t('add.saved'), 2500, 'success');
                  void navigate({ to: '/robot', search: { highlight: String(saved.id) } });
                }}
              />
            ) : (
              <p className="text-sm opacity-70">{t('add.chooseFirst')}</p>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
