import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Dialog } from '../dialog';

function Opener({ children, onClose }: { children?: (close: () => void) => ReactNode; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => (setOpen(false), onClose?.());
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Edit" onClose={close}>
          {children ? (
            children(close)
          ) : (
            <>
              <input aria-label="Name" />
              <button type="button">Save</button>
            </>
          )}
        </Dialog>
      )}
    </>
  );
}

async function openDialog(ui = <Opener />) {
  const rendered = renderWithProviders(ui, { language: 'en' });
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Edit' }) };
}

describe('Dialog', () => {
  it('focuses its first field, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const { user } = renderWithProviders(<Opener />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('is a native modal <dialog>, named by its heading, and the page behind does not scroll while it is open', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Edit' }).id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop, not on one inside the panel or a press that began inside', async () => {
    const { user, dialog } = await openDialog();
    // jsdom lays nothing out: the panel's box is 0×0 at the origin, so (50, 50) is outside it.
    const backdrop = { clientX: 50, clientY: 50 };
    await user.click(screen.getByLabelText('Name'));
    fireEvent.mouseDown(screen.getByLabelText('Name'));
    fireEvent.click(dialog, backdrop);
    expect(dialog).toBeInTheDocument();
    fireEvent.mouseDown(dialog, { clientX: 0, clientY: 0 });
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    expect(dialog).toBeInTheDocument();
    fireEvent.mouseDown(dialog, backdrop);
    fireEvent.click(dialog, backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps a form open on a backdrop click when told to, so typed work is not lost', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Dialog title="Good" onClose={onClose} closeOnBackdrop={false}>
        <input aria-label="Title" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Good' });
    fireEvent.mouseDown(dialog, { clientX: 50, clientY: 50 });
    fireEvent.click(dialog, { clientX: 50, clientY: 50 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Escape from an enclosing menu, and a prevented Escape keydown does not close it', async () => {
    const menuKeyDown = vi.fn();
    const ui = (
      <div onKeyDown={(event) => menuKeyDown(event.key)}>
        <Opener />
      </div>
    );
    const { user, dialog } = await openDialog(ui);
    dialog.addEventListener('keydown', (event) => event.key === 'Escape' && event.preventDefault(), { once: true });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuKeyDown).not.toHaveBeenCalledWith('Escape');
  });

  it('closes on Escape when the focused control has left it (an answer replaced the form)', async () => {
    const { user } = await openDialog(<Opener>{() => <Replaced />}</Opener>);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Thanks')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts on the panel when asked to, or on a control that took the focus itself', async () => {
    const { unmount } = renderWithProviders(
      <Dialog title="Cart" onClose={() => {}} initialFocus="panel">
        <input aria-label="Quantity" />
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Cart' })).toHaveFocus();
    unmount();
    renderWithProviders(
      <Dialog title="Remove" onClose={() => {}}>
        <input aria-label="Reason" />
        <button type="button" autoFocus>
          Cancel
        </button>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('moves focus to the new first field when its content changes', async () => {
    function Views() {
      const [view, setView] = useState('a');
      return (
        <Dialog title="Views" onClose={() => {}} contentKey={view}>
          {view === 'a' ? <button type="button" onClick={() => setView('b')}>Next</button> : <input aria-label="Email" />}
        </Dialog>
      );
    }
    const { user } = renderWithProviders(<Views />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => {});
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});

function Replaced() {
  const [sent, setSent] = useState(false);
  return sent ? (
    <p>Thanks</p>
  ) : (
    <button type="button" onClick={() => setSent(true)}>
      Send
    </button>
  );
}
