// A page of the public site (FAQ, contact, videos): centred at a width that suits its content, under
// one title and a short line that says what the page is for.
import type { ReactNode } from 'react';

export function PublicPage({
  width,
  title,
  subtitle,
  children,
}: {
  /** Tailwind's max-width class, e.g. max-w-4xl. */
  width: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-12`}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-2xl opacity-75">{subtitle}</p>
      {children}
    </div>
  );
}
