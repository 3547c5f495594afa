import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { CallbackForm } from './callback-form';

/** The callback form in its dialog: its own chunk, loaded when a shopper first asks for it. */
export function CallbackDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'callbackTitle' })} onClose={onClose}>
      <CallbackForm />
    </Dialog>
  );
}
