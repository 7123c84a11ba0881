// A row of tabs that switches what a panel shows (the order type, the account panels, the bot
// kinds of /addrobot).
export function TabStrip<T extends string | number>({
  tabs,
  value,
  name,
  label,
  onChange,
  className,
  disabled = false,
}: {
  tabs: readonly T[];
  value: NoInfer<T>;
  /** The strip's name for screen readers. */
  name: string;
  label(tab: NoInfer<T>): string;
  onChange(tab: NoInfer<T>): void;
  /** The daisyUI look of the strip (tabs-box, tabs-border), its size and its layout. */
  className: string;
  /** The choice is fixed for now (editing a bot keeps its kind). */
  disabled?: boolean;
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
          disabled={disabled}
        >
          {label(option)}
        </button>
      ))}
    </div>
  );
}
