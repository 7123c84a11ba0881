// Paging through a long list a page at a time: a step back, where the reader is, a step on. Shown
// only when the list is longer than a page. The callers name the steps in their own words (older
// and newer log entries, previous and next).

export function ListPager({
  page,
  total,
  pageSize,
  onPage,
  previousLabel,
  nextLabel,
  positionLabel,
  label,
  className = '',
}: {
  page: number;
  /** How many entries the whole list has. */
  total: number;
  pageSize: number;
  onPage(page: number): void;
  previousLabel: string;
  nextLabel: string;
  /** Where the reader is among the pages there are, e.g. "Page 2 of 5". */
  positionLabel(pages: number): string;
  /** Names the pager for screen readers where a page has more than one. */
  label?: string;
  className?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={`join ${className}`} aria-label={label}>
      <button type="button" className="join-item btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </button>
      <span className="join-item btn btn-sm pointer-events-none tabular-nums" aria-live="polite">
        {positionLabel(pages)}
      </span>
      <button type="button" className="join-item btn btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
}
