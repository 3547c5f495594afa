import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/styles/global.css';
import { readLanguage } from './lib/i18n/language-cookie';
import { htmlLang } from './lib/i18n/locale';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language is fixed for the life of the page: changing it writes the cookie and reloads.
const language = readLanguage();
document.documentElement.lang = htmlLang(language);

createRoot(root).render(
  <StrictMode>
    <App language={language} />
  </StrictMode>,
);
