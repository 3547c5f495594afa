import { useState, type FormEvent, type ReactNode } from 'react';
import type { Localized } from '@/types/language';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { validateSection, type SectionErrors } from '../utils/validate-section';
import { ImageField } from './image-field';
import styles from './admin.module.css';

interface SectionInput {
  name: string;
  title: Localized;
  previewImage: string | null;
}

interface SectionFormProps {
  initial?: SectionInput;
  nameKind: 'segment' | 'subCategory';
  /** Extra fields (a category's outer category and description). */
  children?: ReactNode;
  pending: boolean;
  serverError: string | null;
  onSubmit: (input: SectionInput) => void;
}

/** Name, Ukrainian and English titles and a preview picture: the shape of every catalogue section. */
export function SectionForm({ initial, nameKind, children, pending, serverError, onSubmit }: SectionFormProps) {
  const t = useText();
  const [name, setName] = useState(initial?.name ?? '');
  const [titleUa, setTitleUa] = useState(initial?.title.ua ?? '');
  const [titleEn, setTitleEn] = useState(initial?.title.en ?? '');
  const [previewImage, setPreviewImage] = useState(initial?.previewImage ?? null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<SectionErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSection({ name, titleUa, titleEn }, nameKind);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ name: name.trim(), title: { ua: titleUa.trim(), en: titleEn.trim() }, previewImage });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t(nameKind === 'segment' ? 'adminCatalog.field.segment' : 'adminCatalog.field.subCategoryName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={Boolean(initial)}
        error={t(errors.name)}
      />
      <TextField label={t('adminCatalog.field.titleUa')} value={titleUa} onChange={(event) => setTitleUa(event.target.value)} error={t(errors.titleUa)} />
      <TextField label={t('adminCatalog.field.titleEn')} value={titleEn} onChange={(event) => setTitleEn(event.target.value)} error={t(errors.titleEn)} />
      {children}
      <ImageField label={t('adminCatalog.field.previewImage')} container="previews" value={previewImage} onChange={setPreviewImage} onBusy={setUploading} />
      <FormError message={serverError} />
      <button type="submit" className={styles.primary} disabled={pending || uploading}>
        {t('adminCatalog.save')}
      </button>
    </form>
  );
}
