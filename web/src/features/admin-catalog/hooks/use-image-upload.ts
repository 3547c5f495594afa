// Every picture the ADMIN adds is uploaded at once (POST /api/uploadimage), and a failed upload is
// worded the same everywhere (docs/product.md, "Admin: goods"): the one policy's sentence, then the fixed advice.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { uploadImage, type ImageContainer } from '../api/admin-calls';
import { ADMIN_ERRORS } from './use-admin-mutation';

/** Uploads into `container`; `upload` answers the picture's URL, or null after showing why it failed. */
export function useImageUpload(container: ImageContainer, onBusy?: (busy: boolean) => void) {
  const intl = useIntl();
  const errorText = useApiErrorText(ADMIN_ERRORS);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const upload = async (file: File): Promise<string | null> => {
    setState({ busy: true, error: null });
    onBusy?.(true);
    try {
      const image = await uploadImage(file, container);
      setState({ busy: false, error: null });
      return image.data;
    } catch (error) {
      setState({ busy: false, error: intl.formatMessage({ id: 'adminCatalog.imageNotAdded' }, { message: errorText(error) }) });
      return null;
    } finally {
      onBusy?.(false);
    }
  };
  return { ...state, upload };
}
