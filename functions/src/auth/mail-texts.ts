// Texts of the account mails, in the language of the request that caused them. They greet no one
// by name: the user name is the registrant's own text, and until the link is opened nobody has
// proved that the address is theirs (the shop relays no stranger's text).
export type AccountMailKind = 'confirmRegistration' | 'passwordRecovery';

/** Every account mail reads: a greeting, what the link does, the link, what to do if it was not asked for. */
interface MailText {
  subject: string;
  action: string;
  ignore: string;
}

const GREETING: Record<'ua' | 'en', string> = { ua: 'Вітаємо!', en: 'Hello!' };

const TEXTS: Record<AccountMailKind, Record<'ua' | 'en', MailText>> = {
  confirmRegistration: {
    ua: {
      subject: 'Підтвердьте реєстрацію в Крамниці пряжі',
      action: 'Щоб завершити реєстрацію, відкрийте посилання:',
      ignore: 'Якщо ви не реєструвалися, просто проігноруйте цей лист.',
    },
    en: {
      subject: 'Confirm your registration at the Yarn shop',
      action: 'To finish signing up, open this link:',
      ignore: 'If you did not sign up, just ignore this mail.',
    },
  },
  passwordRecovery: {
    ua: {
      subject: 'Зміна пароля в Крамниці пряжі',
      action: 'Щоб задати новий пароль, відкрийте посилання:',
      ignore: 'Якщо ви не просили змінити пароль, проігноруйте цей лист.',
    },
    en: {
      subject: 'Change your password at the Yarn shop',
      action: 'To set a new password, open this link:',
      ignore: 'If you did not ask for this, ignore this mail.',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function accountMail(kind: AccountMailKind, language: 'ua' | 'en', link: string) {
  const text = TEXTS[kind][language];
  const lines = [GREETING[language], text.action, link, text.ignore];
  const html = lines.map((line) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)).join('');
  return { subject: text.subject, text: lines.join('\n\n'), html };
}
