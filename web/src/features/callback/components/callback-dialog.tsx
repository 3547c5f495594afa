import { useIntl } from 'react-intl';
import { CallbackForm } from './callback-form';
import { ModalDialog } from './modal-dialog';

/** The callback form in its dialog: its own chunk, loaded when a shopper first asks for it. */
export function CallbackDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage({ id: 'callbackTitle' })} onClose={onClose}>
      <CallbackForm />
    </ModalDialog>
  );
}
