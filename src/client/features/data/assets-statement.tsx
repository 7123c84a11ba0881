// /property: Assets Statement: asset reports over the last 1, 3 or 6 months.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { EmptyState, PageHeader, TableSection } from '../../components/page.tsx';

const RANGES = [1, 3, 6] as const;

export function AssetsStatementPage() {
  const { t } = useTranslation('data');
  const [months, setMonths] = useState<(typeof RANGES)[number]>(1);
  return (
    <>
      <PageHeader title={t('statement.title')} description={t('statement.subtitle')} />
      <TableSection
        title={t('statement.reports')}
        actions={
          <SegmentedChoice
            name="months"
            legend={t('statement.rangeLabel')}
            size="xs"
            value={months}
            onChange={setMonths}
            options={RANGES.map((option) => ({ value: option, label: t('statement.lastMonths', { count: option }) }))}
          />
        }
        columns={[
          t('statement.columns.date'),
          t('statement.columns.account'),
          t('statement.columns.totalValue'),
          t('statement.columns.change'),
        ]}
        empty={<EmptyState title={t('statement.empty')} />}
      />
    </>
  );
}
