// Building blocks of a screen: its header, titled sections, an honest empty state and a table
// frame that shows its columns even before there are rows.
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable } from './table-parts.tsx';

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    // The right padding keeps the actions clear of the floating task widget (top right, y = 70).
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4 pr-14">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 max-w-3xl text-sm opacity-70">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

export function Section({
  title,
  actions,
  children,
  className = '',
  tour,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The beginner tour's name for this section, when a step points at it. */
  tour?: string;
}) {
  return (
    <section className={`card bg-base-200/60 border-base-300 border ${className}`} data-tour={tour}>
      <div className="card-body gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold">{title}</h2>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}

export function EmptyState({ title, body, action, icon }: { title: string; body?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-10 text-center">
      <span className="bg-base-300/60 mb-1 grid size-12 place-items-center rounded-full opacity-80" aria-hidden="true">
        {icon ?? <Inbox className="size-6" />}
      </span>
      <p className="font-medium">{title}</p>
      {body && <p className="max-w-md text-sm opacity-70">{body}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** A table with its column headings and, while it has no rows, the empty state below them. */
export function TableFrame({ columns, empty, caption }: { columns: string[]; empty: ReactNode; caption: string }) {
  return (
    <div>
      <DataTable caption={caption} columns={columns.map((label) => ({ label }))} nowrapHeads />
      {empty}
    </div>
  );
}

/** A titled section that is one table; the title names the table for screen readers too. */
export function TableSection({
  title,
  actions,
  columns,
  empty,
  className,
}: {
  title: string;
  actions?: ReactNode;
  columns: string[];
  empty: ReactNode;
  className?: string;
}) {
  return (
    <Section title={title} actions={actions} className={className}>
      <TableFrame caption={title} columns={columns} empty={empty} />
    </Section>
  );
}

/** A labelled figure; value null shows a dash (nothing known yet). */
export function Stat({ label, value, hint }: { label: string; value: string | null; hint?: string }) {
  return (
    <div className="bg-base-100 border-base-300 rounded-box border p-4">
      <p className="text-xs uppercase tracking-wide opacity-60">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums">{value ?? '—'}</p>
      {hint && <p className="mt-1 text-xs opacity-60">{hint}</p>}
    </div>
  );
}
