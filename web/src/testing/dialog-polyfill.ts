// The modal half of <dialog> that jsdom lacks, as browsers do it: showModal() and close() set
// `open` (close fires 'close'), and an Escape whose keydown no one prevented fires a cancelable
// 'cancel' at the topmost modal dialog, which closes unless the cancel is prevented. It does not
// make the page behind inert; Tab is kept inside by the dialog's own trap, as in a browser.

const modals: HTMLDialogElement[] = [];

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement) {
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  // A browser handles Escape after the keydown's dispatch, and only if it was not prevented; a
  // listener that stopped its propagation does not matter. The microtask runs after the dispatch.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      queueMicrotask(() => {
        const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
        if (event.defaultPrevented || !top) return;
        if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
      });
    },
    true,
  );
}
