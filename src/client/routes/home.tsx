import { createFileRoute, redirect } from '@tanstack/react-router';

// "/home" is the public layout's old address: it shows the landing page (spec §2).
export const Route = createFileRoute('/home')({
  beforeLoad: () => {
    throw redirect({ to: '/light', replace: true });
  },
});
