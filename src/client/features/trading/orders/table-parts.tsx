// Cells the order and fill tables of the trading screens share: the column heads (figures
// right-aligned) and the side, coloured as the order book colours it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSide } from '../../../../shared/contracts/trade/fields.ts';

export interface Column {
  label: string;
  /** Figures are right-aligned so their digits line up. */
  numeric?: boolean;
  /** Read by screen readers only (a column of buttons). */
  hidden?: boolean;
}

export function ColumnHeads({ columns, className }: { columns: Column[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.numeric ? 'text-right' : undefined}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function SideCell({ side }: { side: TradeSide }) {
  const { t } = useTranslation('trading');
  return <td className={side === 'buy' ? 'text-success' : 'text-error'}>{t(`manual.${side}`)}</td>;
}

/** A compact table that scrolls within its panel, its heads staying in view. */
export function ScrollTable({
  caption,
  columns,
  heightClass,
  headClass = 'bg-base-200',
  children,
}: {
  /** Read by screen readers only: the panel's title already says it. */
  caption: string;
  columns: Column[];
  heightClass: string;
  /** The heads' background, the panel's own so rows do not show through. */
  headClass?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${heightClass} overflow-auto`}>
      <table className="table table-xs">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads className={`${headClass} sticky top-0`} columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
