import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { handPageReadsTo, opensWithPicture } from './app/page-reads';
import { preloadRoute } from './app/router';
import './app/styles/global.css';
import { loadMessages } from './config/messages/messages';
import { createQueryClient } from './lib/react-query';
import { languageFromUrl, readLanguage } from './lib/i18n/language-cookie';
import { htmlLang, warmUpIntl } from './lib/i18n/locale';
import { useFirstPicture } from './stores/first-picture-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language is fixed for the life of the page: changing it writes the cookie and reloads.
// A ?lang= address (the site map's English pages) chooses it as the buttons would.
const language = languageFromUrl() ?? readLanguage();
document.documentElement.lang = htmlLang(language);

// The page's own code is fetched alongside the messages rather than after the first render asks
// for it, and the first render waits for both: the page then shows in one go, not a spinner first
// (lazy-page.tsx says why that would make it late). Its data is already on the way
// (start-page-reads.ts). One query cache for the life of the page.
const queryClient = createQueryClient();
const pageCodeLoaded = preloadRoute(window.location.pathname);
handPageReadsTo(queryClient);
// A page without a first picture to wait for has nothing held back (the header's search, say).
if (!opensWithPicture(window.location.pathname)) useFirstPicture.getState().settle();

const messagesLoaded = loadMessages(language);
warmUpIntl(language);

void Promise.all([messagesLoaded, pageCodeLoaded]).then(([messages]) =>
  // A transition lets React render the first page in slices, yielding to the browser between
  // them, instead of one long task that holds up input (Lighthouse's total blocking time).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App language={language} messages={messages} queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
