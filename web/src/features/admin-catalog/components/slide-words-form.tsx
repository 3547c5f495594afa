import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { SLIDE_LINK_MAX, SLIDE_SUBTITLE_MAX, SLIDE_TITLE_MAX, slideProblem, type SlideWords } from '@domain/slide';
import { saveMainImageTexts } from '../api/admin-calls';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import styles from './admin.module.css';

const SLIDES: ['mainPageImages'] = ['mainPageImages'];
const PROBLEM_TEXT = { SLIDE_LINK_INVALID: 'adminCatalog.slide.linkInvalid', SLIDE_TEXT_LANGUAGES: 'adminCatalog.slide.textLanguages' } as const;

/** The shown slide's words over its picture, in each language, and where a click on it goes. */
export function SlideWordsForm({ imageId, number, words }: { imageId: string; number: number; words: SlideWords }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [values, setValues] = useState({ ...words, link: words.link ?? '' });
  const [problem, setProblem] = useState<keyof typeof PROBLEM_TEXT | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useAdminMutation(saveMainImageTexts, SLIDES);
  const text = (part: 'title' | 'subtitle', language: 'ua' | 'en') => (value: string) => setValues((v) => ({ ...v, [part]: { ...v[part], [language]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { imageId, title: values.title, subtitle: values.subtitle, link: values.link.trim() || null };
    const found = slideProblem(body);
    setProblem(found);
    if (!found) save.mutate(body, { onSuccess: () => setSaved(true) });
  };

  return (
    <form className={styles.slideWords} onSubmit={submit} noValidate aria-label={t('adminCatalog.slide.form', { number })}>
      <TextField label={t('adminCatalog.slide.titleUa')} value={values.title.ua} onValue={text('title', 'ua')} maxLength={SLIDE_TITLE_MAX} error={problem === 'SLIDE_TEXT_LANGUAGES' ? t(PROBLEM_TEXT[problem]) : undefined} />
      <TextField label={t('adminCatalog.slide.titleEn')} value={values.title.en} onValue={text('title', 'en')} maxLength={SLIDE_TITLE_MAX} />
      <TextField label={t('adminCatalog.slide.subtitleUa')} value={values.subtitle.ua} onValue={text('subtitle', 'ua')} maxLength={SLIDE_SUBTITLE_MAX} />
      <TextField label={t('adminCatalog.slide.subtitleEn')} value={values.subtitle.en} onValue={text('subtitle', 'en')} maxLength={SLIDE_SUBTITLE_MAX} />
      <TextField
        label={t('adminCatalog.slide.link')}
        hint={t('adminCatalog.slide.linkHint')}
        value={values.link}
        onValue={(link) => setValues((v) => ({ ...v, link }))}
        maxLength={SLIDE_LINK_MAX}
        inputMode="url"
        error={problem === 'SLIDE_LINK_INVALID' ? t(PROBLEM_TEXT[problem]) : undefined}
      />
      <FormError message={save.error} />
      <div className={styles.row}>
        <button type="submit" className={styles.secondarySmall} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t(save.isPending ? 'adminCatalog.slide.saving' : 'adminCatalog.slide.save')}
        </button>
        <span role="status">{saved && t('adminCatalog.slide.saved')}</span>
      </div>
    </form>
  );
}
