// Translated texts of the API's error codes. The code is the stable part clients rely on;
// the message follows the shop's language cookie (ua by default, SPEC.md section 9).
import type { Request } from 'express';

const messages = {
  VALIDATION_FAILED: { ua: 'Перевірте введені дані.', en: 'Please check the data you entered.' },
  MALFORMED_JSON: { ua: 'Запит пошкоджено: некоректний JSON.', en: 'The request is not valid JSON.' },
  UNSUPPORTED_CONTENT_TYPE: { ua: 'Непідтримуваний тип вмісту запиту.', en: 'Unsupported request content type.' },
  PAYLOAD_TOO_LARGE: { ua: 'Запит завеликий.', en: 'The request is too large.' },
  NOT_FOUND: { ua: 'Не знайдено.', en: 'Not found.' },
  METHOD_NOT_ALLOWED: { ua: 'Метод не підтримується.', en: 'Method not allowed.' },
  UNAUTHENTICATED: { ua: 'Увійдіть, будь ласка.', en: 'Please log in.' },
  FORBIDDEN: { ua: 'Недостатньо прав.', en: 'You are not allowed to do this.' },
  INTERNAL: {
    ua: 'Невідома помилка, будь ласка, перезавантажте сторінку.',
    en: 'Unknown error, please reload the page.',
  },
} as const;

export type MessageKey = keyof typeof messages;

export function requestLanguage(req: Request): 'ua' | 'en' {
  const cookie = req.headers.cookie ?? '';
  const match = /(?:^|;\s*)language=(ua|en)\b/.exec(cookie);
  if (match) return match[1] as 'ua' | 'en';
  return /^en\b/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'ua';
}

export function translate(key: MessageKey, language: 'ua' | 'en'): string {
  return messages[key][language];
}
