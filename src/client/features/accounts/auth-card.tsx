// The centred card that frames the login, registration, reset and safe-login forms, and the form
// inside it: what went wrong with the form as a whole first, the fields, then the full-width submit.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand.tsx';
import { FormAlert, FormFrame, SubmitButton } from '../../components/form/form-controls.tsx';
import type { Form, FormValues } from '../../components/form/use-form.ts';

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

export function AuthForm<V extends FormValues>({
  form,
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  form: Form<V>;
  label: string;
  submitLabel: string;
  onSubmit(values: V): Promise<void>;
  children: ReactNode;
}) {
  return (
    <FormFrame form={form} label={label} onSubmit={onSubmit}>
      <FormAlert error={form.errorOf('form')} />
      {children}
      <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
    </FormFrame>
  );
}
