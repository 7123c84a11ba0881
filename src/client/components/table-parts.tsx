// The pieces every table of the app is made of: a caption for screen readers (on screen the panel's
// title already names the table), the column heads (figures right-aligned) and the rows.
import type { ReactNode } from 'react';

export interface Column {
  label: string;
  /** Figures are right-aligned so their digits line up. */
  numeric?: boolean;
  /** Right-aligned for another reason: a column of row actions that sit at the row's end. */
  end?: boolean;
  /** Read by screen readers only (a column of buttons). */
  hidden?: boolean;
}

export function ColumnHeads({ columns, className, nowrap = false }: { columns: Column[]; className?: string; nowrap?: boolean }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={headClass(column, nowrap)}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function headClass(column: Column, nowrap: boolean): string | undefined {
  const classes = [nowrap && 'whitespace-nowrap', (column.numeric || column.end) && 'text-right'].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

// Written out in full so the style scanner sees both class names.
const TABLE_CLASS = { sm: 'table table-sm', xs: 'table table-xs' } as const;

export function DataTable({
  caption,
  columns,
  children,
  size = 'sm',
  frameClassName = 'overflow-x-auto',
  headClassName,
  nowrapHeads,
  testId,
}: {
  caption: string;
  columns: Column[];
  /** The rows; none yet leaves the heads standing alone. */
  children?: ReactNode;
  size?: keyof typeof TABLE_CLASS;
  /** The box the table scrolls in (and when it shows). */
  frameClassName?: string;
  headClassName?: string;
  /** Heads on one line each, for tables whose columns are narrower than their names. */
  nowrapHeads?: boolean;
  testId?: string;
}) {
  return (
    <div className={frameClassName}>
      <table className={TABLE_CLASS[size]} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads columns={columns} className={headClassName} nowrap={nowrapHeads} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A compact table that scrolls within its panel, its heads staying in view. */
export function ScrollTable({
  caption,
  columns,
  heightClass,
  headClass = 'bg-base-200',
  children,
}: {
  caption: string;
  columns: Column[];
  heightClass: string;
  /** The heads' background, the panel's own so rows do not show through. */
  headClass?: string;
  children: ReactNode;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      size="xs"
      frameClassName={`${heightClass} overflow-auto`}
      headClassName={`${headClass} sticky top-0`}
    >
      {children}
    </DataTable>
  );
}
