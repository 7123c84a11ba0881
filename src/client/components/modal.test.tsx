// @vitest-environment happy-dom
// The one dialog frame as a person meets it: named by its title, focus on the first field and back
// afterwards, Escape and the close button refused while a call runs, and no close on a stray click.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { Modal } from './modal.tsx';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => cleanup());

function Opener({ busy = false, onClose }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Rename" onClose={close} busy={busy}>
          <input aria-label="Disabled" disabled />
          <input aria-label="Name" />
          <button type="submit">Save</button>
        </Modal>
      )}
    </>
  );
}

function open(): HTMLElement {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog', { name: 'Rename' });
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered outside the layout that opened it', () => {
    const { container } = render(<Opener />);
    const dialog = open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('puts focus on the first enabled field and gives it back to the opener on closing', () => {
    render(<Opener />);
    open();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('focuses the box, not a confirm button, when it has no field', () => {
    render(
      <Modal title="Turn off" onClose={() => undefined}>
        <button type="submit">Confirm</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Turn off' });
    expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape without letting the key reach the page', () => {
    const onClose = vi.fn();
    const pageKeys = vi.fn();
    render(<Opener onClose={onClose} />);
    open();
    document.addEventListener('keydown', pageKeys);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    document.removeEventListener('keydown', pageKeys);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(pageKeys).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while a call runs: Escape is ignored and the close button is disabled', () => {
    const onClose = vi.fn();
    render(<Opener busy onClose={onClose} />);
    open();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
  });

  it('does not close on a click beside the box, so nothing typed is lost', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(open());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
  });
});
