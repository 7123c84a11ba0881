import { createFileRoute, redirect } from '@tanstack/react-router';

// "/" goes to the landing page (spec §2).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/light', replace: true });
  },
});
