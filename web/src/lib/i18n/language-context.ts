import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@/types/language';

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The shop's language (`ua` or `en`), for choosing a translation of content. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
