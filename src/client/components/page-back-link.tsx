// The way back from a sub-screen to the screen it belongs to, in its page header's actions.
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

export function BackLink({ to, label }: { to: LinkProps['to']; label: string }) {
  return (
    <Link to={to} className="btn btn-sm btn-ghost">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
