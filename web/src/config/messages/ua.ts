// Ukrainian, the default language. Keys are flat; where SPEC.md names a key, it is used as is
// (including its spelling, e.g. `uknownErrorPleaseReloadThePage`).
// Catalogues stay plain data with no runtime imports: the build parses them ahead of time
// (vite-plugins/precompile-messages.ts).
export const ua = {
  shopName: 'Крамниця пряжі',
  goToHomePage: 'Крамниця пряжі, головна сторінка',
  chooseLanguage: 'Мова сайту',
  languageUa: 'Укр',
  languageEn: 'Eng',
  catalog: 'Каталог',
  noCategoriesYet: 'Категорій поки немає',
  loading: 'Завантаження…',
  hideLoadingIndicator: 'Натисніть, щоб сховати',
  catalogLoadError: 'Не вдалося завантажити каталог.',
  retry: 'Спробувати ще раз',
  oops: 'Ой! Щось пішло не так',
  uknownErrorPleaseReloadThePage: 'Невідома помилка. Будь ласка, перезавантажте сторінку.',
  goToMainPage: 'На головну',
  widgetError: 'Цю частину сторінки не вдалося показати.',
  pageNotFound: 'Сторінку не знайдено',
  pageNotFoundDescription: 'Такої сторінки немає. Можливо, посилання застаріло або в ньому помилка.',
  footerDelivery: 'Доставка Новою поштою та Укрпоштою, оплата при отриманні.',
  footerCopyright: '© {year} Крамниця пряжі',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof ua;
export type Messages = Record<MessageKey, string>;
