import type { Language } from '@/types/language';
import { en } from './en';
import { ua, type Messages } from './ua';

// Both catalogues are a few kilobytes; bundling them avoids a request before the first paint.
export const messages: Record<Language, Messages> = { ua, en };
