// A choice among a few options shown as cards (the settings pages' language and theme), each a real
// radio input inside its label, so keyboards and screen readers treat the set as one choice.
import type { ReactNode } from 'react';

export interface RadioCard<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown below the label inside the card (a preview). */
  below?: ReactNode;
}

export function RadioCards<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  columns,
}: {
  name: string;
  legend: string;
  options: readonly RadioCard<NoInfer<T>>[];
  value: T;
  onChange(value: NoInfer<T>): void;
  /** Tailwind's class for the grid from the small breakpoint up, e.g. sm:grid-cols-3. */
  columns: string;
}) {
  return (
    <fieldset className={`grid gap-3 ${columns}`}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`card card-border cursor-pointer p-4 transition-colors ${option.value === value ? 'border-primary bg-primary/10' : 'hover:bg-base-200'}`}
        >
          <span className="flex items-center gap-3">
            <input
              type="radio"
              name={name}
              className="radio radio-primary radio-sm"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </span>
          {option.below}
        </label>
      ))}
    </fieldset>
  );
}
