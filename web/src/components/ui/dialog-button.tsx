import { Suspense, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

interface DialogButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** The dialog it opens, told how to close; usually lazy, so it loads with the first click. */
  dialog: (onClose: () => void) => ReactNode;
}

/** A button that opens a dialog (the login panel, the callback form) and renders it only while open. */
export function DialogButton({ dialog, children, ...button }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" {...button} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
