// A table row as a phone shows it: what the row is (and where), its headline figure at the right,
// and the other figures in two columns of label and value, so nothing scrolls sideways.
import type { ReactNode } from 'react';

export interface CardFigure {
  label: string;
  value: string;
  tone?: string;
}

export function FigureCard({
  title,
  subtitle,
  headline,
  figures,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The figure that matters most, beside the title (a result, a value). */
  headline?: ReactNode;
  figures: CardFigure[];
}) {
  return (
    <li className="bg-base-100 border-base-300 rounded-box border p-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-medium">{title}</span>
        {headline && <span className="shrink-0 font-semibold tabular-nums">{headline}</span>}
      </div>
      {subtitle && <p className="truncate text-xs opacity-70">{subtitle}</p>}
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
        {figures.map((figure) => (
          <div key={figure.label} className="flex justify-between gap-2">
            <dt className="opacity-60">{figure.label}</dt>
            <dd className={`tabular-nums ${figure.tone ?? ''}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
