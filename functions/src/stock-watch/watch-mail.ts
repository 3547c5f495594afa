// The subscription's mails, in the shopper's language, in the shop's own words and its goods'
// titles only (the shop relays no stranger's text). Each carries the one-click unsubscribe: a
// link in the text and the List-Unsubscribe headers, whose address takes the mail client's POST.
import { canonicalUrl } from '@domain/canonical-url';
import type { Language, Localized } from '@domain/language';
import { goodLink, type GoodPlace } from '@domain/links';
import { config } from '../config';
import type { OutgoingMail } from '../mail/outbox';

interface MailboxLink {
  mailboxId: string;
  token: string;
}

const linkPath = ({ mailboxId, token }: MailboxLink) => `${encodeURIComponent(mailboxId)}/${encodeURIComponent(token)}`;
const pageUrl = (page: string, link: MailboxLink, language: Language) => canonicalUrl(config.shopOrigin, `/stockwatch/${page}/${linkPath(link)}`, language);

const confirmUrl = (link: MailboxLink, language: Language) => pageUrl('confirm', link, language);
const unsubscribeUrl = (link: MailboxLink, language: Language) => pageUrl('unsubscribe', link, language);
/** Where a mail client posts `List-Unsubscribe=One-Click` (RFC 8058): the API itself, no page. */
const oneClickUnsubscribeUrl = (link: MailboxLink) => `${config.shopOrigin}/api/unsubscribestockwatch/${linkPath(link)}`;

const T = {
  greeting: { ua: 'Вітаємо!', en: 'Hello!' },
  confirmSubject: { ua: 'Підтвердьте підписку в Крамниці пряжі', en: 'Confirm your subscription at the Yarn shop' },
  confirmAction: {
    ua: 'Ви попросили повідомити вас, коли в Крамниці пряжі з’явиться {good}. Щоб підтвердити адресу, відкрийте посилання:',
    en: 'You asked the Yarn shop to tell you when {good} is in stock. To confirm your address, open this link:',
  },
  confirmIgnore: {
    ua: 'Якщо ви не просили, просто проігноруйте цей лист: без підтвердження ми більше не напишемо.',
    en: 'If you did not ask, just ignore this mail: without confirmation we will not write again.',
  },
  backSubject: { ua: '{title} знову в наявності', en: '{title} is back in stock' },
  backText: { ua: '{title} знову в наявності в Крамниці пряжі:', en: '{title} is back in stock at the Yarn shop:' },
  lotSubject: { ua: 'Нова партія: {title}', en: 'A new dye lot: {title}' },
  lotText: {
    ua: 'З’явилася партія {title}, з якої можна взяти щонайменше {count} мотків одного відтінку:',
    en: 'A dye lot of {title} has come in that can supply at least {count} skeins of one shade:',
  },
  watchEnded: {
    ua: 'Це одноразове повідомлення: підписку на цей товар завершено.',
    en: 'This is a one-time notice: your subscription to this good has ended.',
  },
  unsubscribe: { ua: 'Відписатися від усіх таких листів:', en: 'Unsubscribe from all such mails:' },
} as const satisfies Record<string, Localized>;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isLink = (line: string) => line.startsWith('http://') || line.startsWith('https://');

function mailOf(to: string, subject: string, lines: string[], unsubscribe: MailboxLink, language: Language): OutgoingMail {
  const all = [...lines, T.unsubscribe[language], unsubscribeUrl(unsubscribe, language)];
  const html = all.map((line) => (isLink(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`)).join('');
  return {
    to,
    subject,
    text: all.join('\n\n'),
    html,
    headers: { 'List-Unsubscribe': `<${oneClickUnsubscribeUrl(unsubscribe)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function confirmationMail(to: string, language: Language, goodTitle: Localized, confirm: MailboxLink, unsubscribe: MailboxLink): OutgoingMail {
  const lines = [T.greeting[language], fill(T.confirmAction[language], { good: goodTitle[language] }), confirmUrl(confirm, language), T.confirmIgnore[language]];
  return { ...mailOf(to, T.confirmSubject[language], lines, unsubscribe, language), sentBy: 'request' };
}

interface InStockGood extends GoodPlace {
  title: Localized;
}

/** The one mail of a satisfied subscription: a link to the colour's page in her language. */
export function inStockMail(to: string, language: Language, good: InStockGood, minSkeins: number | null, unsubscribe: MailboxLink): OutgoingMail {
  const title = good.title[language];
  const lot = minSkeins !== null;
  const subject = fill((lot ? T.lotSubject : T.backSubject)[language], { title });
  const lines = [
    T.greeting[language],
    fill((lot ? T.lotText : T.backText)[language], { title, count: minSkeins ?? 0 }),
    canonicalUrl(config.shopOrigin, goodLink(good), language),
    T.watchEnded[language],
  ];
  return { ...mailOf(to, subject, lines, unsubscribe, language), sentBy: 'trigger' };
}
