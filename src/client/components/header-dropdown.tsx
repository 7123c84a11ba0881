// A menu of the top bars (language, announcements): an icon button named for screen readers that
// opens a panel below it, aligned to its right edge. daisyUI's focus-based dropdown: it closes when
// focus leaves it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function HeaderDropdown({
  label,
  icon: Icon,
  menu = false,
  width,
  children,
}: {
  label: string;
  icon: LucideIcon;
  /** The panel is a list of menu items (<li>), not free content. */
  menu?: boolean;
  /** Tailwind's width class of the panel. */
  width: string;
  children: ReactNode;
}) {
  const panel = `dropdown-content bg-base-200 rounded-box z-50 mt-2 shadow-lg ${width}`;
  return (
    <div className="dropdown dropdown-end">
      <button type="button" tabIndex={0} className="btn btn-ghost btn-sm btn-square" aria-label={label} title={label}>
        <Icon aria-hidden="true" className="size-5" />
      </button>
      {menu ? <ul className={`menu p-2 ${panel}`}>{children}</ul> : <div className={`p-4 ${panel}`}>{children}</div>}
    </div>
  );
}
