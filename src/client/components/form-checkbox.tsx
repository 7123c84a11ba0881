// A checkbox (or a toggle switch, by its classes) inside the label that names it: a click on the
// text toggles it too, and the change is handed back as the new state.
import type { ReactNode } from 'react';

export function LabelledCheckbox({
  checked,
  onChange,
  className,
  controlClassName,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The label's classes (its layout beside the other fields). */
  className: string;
  /** The input's daisyUI classes: checkbox or toggle, size and colour. */
  controlClassName: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input type="checkbox" className={controlClassName} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}
