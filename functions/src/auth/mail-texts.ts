// Texts of the account mails, in the language of the request that caused them. They greet no one
// by name: the user name is the registrant's own text, and until the link is opened nobody has
// proved that the address is theirs (the shop relays no stranger's text).
export type AccountMailKind = 'confirmRegistration' | 'passwordRecovery';

interface MailText {
  subject: string;
  lines: (link: string) => string[];
}

const TEXTS: Record<AccountMailKind, Record<'ua' | 'en', MailText>> = {
  confirmRegistration: {
    ua: {
      subject: 'Підтвердьте реєстрацію в Крамниці пряжі',
      lines: (link) => ['Вітаємо!', 'Щоб завершити реєстрацію, відкрийте посилання:', link, 'Якщо ви не реєструвалися, просто проігноруйте цей лист.'],
    },
    en: {
      subject: 'Confirm your registration at the Yarn shop',
      lines: (link) => ['Hello!', 'To finish signing up, open this link:', link, 'If you did not sign up, just ignore this mail.'],
    },
  },
  passwordRecovery: {
    ua: {
      subject: 'Зміна пароля в Крамниці пряжі',
      lines: (link) => ['Вітаємо!', 'Щоб задати новий пароль, відкрийте посилання:', link, 'Якщо ви не просили змінити пароль, проігноруйте цей лист.'],
    },
    en: {
      subject: 'Change your password at the Yarn shop',
      lines: (link) => ['Hello!', 'To set a new password, open this link:', link, 'If you did not ask for this, ignore this mail.'],
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function accountMail(kind: AccountMailKind, language: 'ua' | 'en', link: string) {
  const text = TEXTS[kind][language];
  const lines = text.lines(link);
  const html = lines.map((line) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)).join('');
  return { subject: text.subject, text: lines.join('\n\n'), html };
}
