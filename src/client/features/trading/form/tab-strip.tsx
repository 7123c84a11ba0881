// A row of tabs that switches what a panel shows (the order type, the account panels).
export function TabStrip<T extends string>({
  tabs,
  value,
  name,
  label,
  onChange,
  className,
}: {
  tabs: readonly T[];
  value: NoInfer<T>;
  /** The strip's name for screen readers. */
  name: string;
  label(tab: NoInfer<T>): string;
  onChange(tab: NoInfer<T>): void;
  /** The daisyUI look of the strip (tabs-box, tabs-border) and its size. */
  className: string;
}) {
  return (
    <div role="tablist" aria-label={name} className={`tabs ${className}`}>
      {tabs.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={value === option}
          className={`tab ${value === option ? 'tab-active' : ''}`}
          onClick={() => onChange(option)}
        >
          {label(option)}
        </button>
      ))}
    </div>
  );
}
