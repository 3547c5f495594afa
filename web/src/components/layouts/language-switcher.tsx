import { useIntl } from 'react-intl';
import { htmlLang } from '@/lib/i18n/locale';
import { setLanguage } from '@/lib/i18n/language-cookie';
import { useLanguage } from '@/lib/i18n/language-context';
import { LANGUAGES, type Language } from '@/types/language';
import styles from './language-switcher.module.css';

const LABEL_KEYS: Record<Language, 'languageUa' | 'languageEn'> = { ua: 'languageUa', en: 'languageEn' };

export function LanguageSwitcher() {
  const intl = useIntl();
  const current = useLanguage();
  return (
    <div className={styles.switcher} role="group" aria-label={intl.formatMessage({ id: 'chooseLanguage' })}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={htmlLang(language)}
          className={styles.button}
          aria-pressed={language === current}
          onClick={() => {
            if (language !== current) setLanguage(language);
          }}
        >
          {intl.formatMessage({ id: LABEL_KEYS[language] })}
        </button>
      ))}
    </div>
  );
}
