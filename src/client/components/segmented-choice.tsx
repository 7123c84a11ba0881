// A row of mutually exclusive options (billing period, date range) as real radio inputs styled
// as joined buttons (two columns on a phone), so keyboards and screen readers treat it as one choice.
import type { ReactNode } from 'react';

export interface SegmentOption<T extends string | number> {
  value: T;
  label: ReactNode;
}

export function SegmentedChoice<T extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  size = 'sm',
}: {
  name: string;
  legend: string;
  options: SegmentOption<NoInfer<T>>[];
  value: T;
  onChange(value: NoInfer<T>): void;
  size?: 'xs' | 'sm';
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:join sm:flex sm:gap-0">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`btn sm:join-item ${size === 'xs' ? 'btn-xs' : 'btn-sm'} has-focus-visible:outline-2 ${option.value === value ? 'btn-primary' : 'btn-outline'}`}
        >
          <input type="radio" name={name} className="sr-only" checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
