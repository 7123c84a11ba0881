// /positionManagement: futures positions with size, closable quantity, value, entry and
// liquidation prices, unrealised P&L, margin and margin mode.
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, TableSection } from '../../components/page.tsx';

const COLUMNS = [
  'contract',
  'size',
  'closable',
  'value',
  'entryPrice',
  'unrealizedPnl',
  'liquidationPrice',
  'margin',
  'marginMode',
] as const;

export function PositionManagementPage() {
  const { t } = useTranslation('trading');
  return (
    <>
      <PageHeader title={t('positions.title')} description={t('positions.subtitle')} />
      <TableSection
        title={t('positions.list')}
        columns={COLUMNS.map((column) => t(`positions.columns.${column}`))}
        empty={<EmptyState title={t('positions.empty')} body={t('positions.emptyBody')} />}
      />
    </>
  );
}
