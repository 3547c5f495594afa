import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import type { YarnLine } from '@/types/yarn-line';
import { saveYarnLine } from '../api/yarn-lines';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { emptyLineValues, lineToValues } from '../utils/yarn-line-values';
import { YarnLineForm } from './yarn-line-form';

interface YarnLineDialogProps {
  /** The line to change; without it a new one is made. */
  line?: YarnLine;
  onClose: () => void;
  onSaved: (lineId: string) => void;
}

export function YarnLineDialog({ line, onClose, onSaved }: YarnLineDialogProps) {
  const intl = useIntl();
  // A line's name shows on its colours' pages and in the search index.
  const save = useAdminMutation(saveYarnLine, ['yarnLines', 'goods', 'searchIndex']);
  return (
    <Dialog title={intl.formatMessage({ id: line ? 'adminCatalog.yarnLine.editLineTitle' : 'adminCatalog.yarnLine.newLineTitle' })} onClose={onClose} size="wide" closeOnBackdrop={false}>
      <YarnLineForm
        initial={line ? lineToValues(line) : emptyLineValues()}
        care={line?.care}
        pending={save.isPending}
        serverError={save.error}
        onSubmit={(payload) =>
          save.mutate(payload, {
            onSuccess: ({ lineId }) => {
              onSaved(lineId);
              onClose();
            },
          })
        }
      />
    </Dialog>
  );
}
