// The centred card that frames the login, registration, reset and safe-login forms.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand.tsx';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <div className="card bg-base-200/70 border-base-300 w-full max-w-md border shadow-xl">
        <div className="card-body gap-5 p-6 sm:p-8">
          <Link to="/light" className="self-start" tabIndex={-1} aria-hidden="true">
            <Brand />
          </Link>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {subtitle && <p className="mt-1 text-sm opacity-70">{subtitle}</p>}
          </div>
          {children}
          {footer && <div className="text-center text-sm opacity-80">{footer}</div>}
        </div>
      </div>
    </div>
  );
}

/** A labelled input of a form: the label points at the control with id `htmlFor`. */
export function Field({ htmlFor, label, hint, children }: { htmlFor: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex w-full flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && <span className="text-xs opacity-60">{hint}</span>}
    </div>
  );
}
