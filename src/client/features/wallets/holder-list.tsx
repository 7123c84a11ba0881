// /holderList: the token holder list with each holder's quantity, share, last update and note.
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, TableSection } from '../../components/page.tsx';

const COLUMNS = ['address', 'quantity', 'percentage', 'updated', 'remark'] as const;

export function HolderListPage() {
  const { t } = useTranslation('wallets');
  return (
    <>
      <PageHeader title={t('holders.title')} description={t('holders.subtitle')} />
      <TableSection
        title={t('holders.list')}
        columns={COLUMNS.map((column) => t(`holders.columns.${column}`))}
        empty={<EmptyState title={t('holders.empty')} body={t('holders.emptyBody')} />}
      />
    </>
  );
}
