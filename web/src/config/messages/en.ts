import type { Messages } from './ua';

export const en: Messages = {
  shopName: 'Yarn Shop',
  goToHomePage: 'Yarn Shop, home page',
  chooseLanguage: 'Site language',
  languageUa: 'Укр',
  languageEn: 'Eng',
  catalog: 'Catalog',
  noCategoriesYet: 'No categories yet',
  loading: 'Loading…',
  hideLoadingIndicator: 'Click to hide',
  catalogLoadError: 'Could not load the catalog.',
  retry: 'Try again',
  oops: 'Oops! Something went wrong',
  uknownErrorPleaseReloadThePage: 'Unknown error. Please reload the page.',
  goToMainPage: 'Go to main page',
  widgetError: 'This part of the page could not be shown.',
  pageNotFound: 'Page not found',
  pageNotFoundDescription: 'There is no such page. The link may be out of date or mistyped.',
  footerDelivery: 'Delivery by Nova Poshta and Ukrposhta, cash on delivery.',
  footerCopyright: '© {year} Yarn Shop',
};
