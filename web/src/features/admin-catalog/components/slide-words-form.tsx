import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { fromKyivLocal, toKyivLocal } from '@domain/kyiv-time';
import { SLIDE_LINK_MAX, SLIDE_SUBTITLE_MAX, SLIDE_TITLE_MAX, isSlideShowing, slideDatesProblem, slideProblem, type SlideDates, type SlideWords } from '@domain/slide';
import { saveMainImageTexts } from '../api/admin-calls';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import styles from './admin.module.css';

const SLIDES: ['mainPageImages'] = ['mainPageImages'];
const PROBLEM_TEXT = { SLIDE_LINK_INVALID: 'adminCatalog.slide.linkInvalid', SLIDE_TEXT_LANGUAGES: 'adminCatalog.slide.textLanguages', SLIDE_DATES_ORDER: 'adminCatalog.slide.datesOrder' } as const;
const NO_DATES: SlideDates = { showFromMs: null, showUntilMs: null };
const localOf = (ms: number | null) => (ms === null ? '' : toKyivLocal(ms));
const msOf = (local: string) => (local ? fromKyivLocal(local) : null);

/** The shown slide's words over its picture, in each language, where a click on it goes, and the dates it shows between (Kyiv time). */
export function SlideWordsForm({ imageId, number, words, dates = NO_DATES }: { imageId: string; number: number; words: SlideWords; dates?: SlideDates | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [values, setValues] = useState({ ...words, link: words.link ?? '', showFrom: localOf(dates?.showFromMs ?? null), showUntil: localOf(dates?.showUntilMs ?? null) });
  const [problem, setProblem] = useState<keyof typeof PROBLEM_TEXT | null>(null);
  const [saved, setSaved] = useState(false);
  // When the form opened: whether the slide shows now is told as of then.
  const [openedAt] = useState(() => Date.now());
  const save = useAdminMutation(saveMainImageTexts, SLIDES);
  const text = (part: 'title' | 'subtitle', language: 'ua' | 'en') => (value: string) => setValues((v) => ({ ...v, [part]: { ...v[part], [language]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { imageId, title: values.title, subtitle: values.subtitle, link: values.link.trim() || null, showFrom: values.showFrom || null, showUntil: values.showUntil || null };
    const found = slideProblem(body) ?? slideDatesProblem({ showFromMs: msOf(values.showFrom), showUntilMs: msOf(values.showUntil) });
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
      <TextField
        type="datetime-local"
        label={t('adminCatalog.slide.showFrom')}
        hint={t('adminCatalog.slide.datesHint')}
        value={values.showFrom}
        onValue={(showFrom) => setValues((v) => ({ ...v, showFrom }))}
      />
      <TextField
        type="datetime-local"
        label={t('adminCatalog.slide.showUntil')}
        value={values.showUntil}
        onValue={(showUntil) => setValues((v) => ({ ...v, showUntil }))}
        error={problem === 'SLIDE_DATES_ORDER' ? t(PROBLEM_TEXT[problem]) : undefined}
      />
      {dates && !isSlideShowing(dates, openedAt) && <p>{t('adminCatalog.slide.notShowing')}</p>}
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
