// A sentence that ends in the link it leads to ("No account yet? Register", "Still stuck? Contact
// us"): the public pages' and the login forms' way on to the next page.
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export function PromptLink({ prompt, to, children }: { prompt: string; to: LinkProps['to']; children: ReactNode }) {
  return (
    <>
      {prompt}{' '}
      <Link to={to} className="link link-primary">
        {children}
      </Link>
    </>
  );
}
