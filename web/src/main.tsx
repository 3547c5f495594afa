import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import './app/styles/global.css';
import { loadMessages } from './config/messages/messages';
import { readBootState } from './lib/boot-state';
import { setCatalogReader } from './lib/catalog-reader';
import { firestoreLiteReader } from './lib/firestore-lite-reader';
import { languageFromUrl, readLanguage } from './lib/i18n/language-cookie';
import { htmlLang, warmUpIntl } from './lib/i18n/locale';
import { createQueryClient } from './lib/react-query';
import { setSiteOrigin } from './lib/site-origin';

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');

// A page rendered on the server says its language and carries its data; the browser renders it
// again from the same data (hydration). The plain shell (a personal page, or a server render that
// failed) carries neither, and the browser reads everything itself.
const boot = readBootState();
// The language is fixed for the life of the page: changing it writes the cookie and reloads.
// A ?lang= address (the site map's English pages) is saved as the buttons would save it.
const fromUrl = languageFromUrl();
const language = boot?.language ?? fromUrl ?? readLanguage();
document.documentElement.lang = htmlLang(language);
if (boot) setSiteOrigin(boot.origin);
setCatalogReader(firestoreLiteReader);

const queryClient = createQueryClient();
if (boot?.queries) hydrate(queryClient, boot.queries);

// The page's code and the messages load together, and the first render waits for both, so that a
// lazy page never suspends while React hydrates it.
const messagesLoaded = loadMessages(language);
const pageCodeLoaded = preloadRoute(window.location.pathname);
warmUpIntl(language);

void Promise.all([messagesLoaded, pageCodeLoaded]).then(([messages]) => {
  const app = (
    <StrictMode>
      <App language={language} messages={messages} queryClient={queryClient} />
    </StrictMode>
  );
  // A transition lets React work in slices, yielding to the browser between them, instead of one
  // long task that holds up input (Lighthouse's total blocking time).
  startTransition(() => {
    if (boot?.queries !== undefined) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
