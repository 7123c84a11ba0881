// @vitest-environment happy-dom
// A dialog form's last row: Cancel and submit both refuse while the call runs, and submit waits
// until the form can be sent.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { DialogActions } from './dialog-actions.tsx';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => cleanup());

describe('DialogActions', () => {
  it('cancels and submits when idle', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DialogActions busy={false} onCancel={onCancel}>
          Save
        </DialogActions>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and marks the submit busy while the call runs', () => {
    render(
      <DialogActions busy onCancel={() => undefined}>
        Save
      </DialogActions>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps submit disabled until the form can be sent, Cancel still works', () => {
    render(
      <DialogActions busy={false} canSubmit={false} onCancel={() => undefined}>
        Save
      </DialogActions>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
