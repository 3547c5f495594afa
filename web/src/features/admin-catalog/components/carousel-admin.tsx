import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/components/ui/form-error';
import { addMainImage, blurMainImages, deleteMainImage } from '../api/admin-calls';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { useImageUpload } from '../hooks/use-image-upload';
import { RemoveButton } from './remove-button';
import { SlideWordsForm } from './slide-words-form';
import type { SlideDates, SlideWords } from '@domain/slide';
import styles from './admin.module.css';

const SLIDES: ['mainPageImages'] = ['mainPageImages'];

/** The carousel's admin buttons: add a picture (a file is required), delete the shown one, blur all; the shown one's words and link. */
export function CarouselAdmin({ imageIds, current, words, dates }: { imageIds: string[]; current: number; words: SlideWords | null; dates: SlideDates | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  // What the last action did, said under the buttons: an upload or a blur otherwise changes nothing in view at once.
  const [done, setDone] = useState<'adminCatalog.mainImageAdded' | 'adminCatalog.mainImagesBlurred' | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const image = useImageUpload('main');
  const add = useAdminMutation(addMainImage, SLIDES);
  const blur = useAdminMutation(blurMainImages, SLIDES);
  const shown = imageIds[current];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing(!file);
    setDone(null);
    const url = file && (await image.upload(file));
    if (url) {
      add.mutate(url, {
        onSuccess: () => {
          setFile(null);
          if (picker.current) picker.current.value = ''; // the added file's name no longer shows in the picker
          setDone('adminCatalog.mainImageAdded');
        },
      });
    }
  };
  const adding = image.busy || add.isPending;

  return (
    <div className={styles.carouselAdmin} role="group" aria-label={t('adminCatalog.carouselAdmin')}>
      <form className={styles.row} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fileId}>{t('adminCatalog.mainImageFile')}</label>
        <input ref={picker} id={fileId} type="file" accept="image/jpeg,image/png,image/webp" aria-invalid={missing || undefined} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <button type="submit" className={styles.secondarySmall} disabled={adding} aria-busy={adding || undefined}>
          {t(adding ? 'adminCatalog.mainImageAdding' : 'adminCatalog.addMainImage')}
        </button>
      </form>
      {missing && <p className={styles.fieldError} role="alert">{t('adminCatalog.chooseFile')}</p>}
      <FormError message={image.error ?? add.error ?? blur.error} />
      <div className={styles.row}>
        {shown && <RemoveButton label={t('adminCatalog.deleteMainImage', { number: current + 1 })} question={t('adminCatalog.deleteMainImageQuestion')} remove={() => deleteMainImage(shown)} scopes={SLIDES} />}
        <button type="button" className={styles.secondarySmall} disabled={blur.isPending} aria-busy={blur.isPending || undefined}
          onClick={() => {
            setDone(null);
            blur.mutate(undefined, { onSuccess: () => setDone('adminCatalog.mainImagesBlurred') });
          }}>
          {t(blur.isPending ? 'adminCatalog.mainImagesBlurring' : 'adminCatalog.blurMainImages')}
        </button>
      </div>
      <p role="status">{done && t(done)}</p>
      {shown && words && <SlideWordsForm key={shown} imageId={shown} number={current + 1} words={words} dates={dates} />}
    </div>
  );
}
