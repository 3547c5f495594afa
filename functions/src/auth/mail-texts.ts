// Texts of the account mails, in the language of the request that caused them. They greet no one
// by name: the user name is the registrant's own text, and until the link is opened nobody has
// proved that the address is theirs (the shop relays no stranger's text).
export type AccountMailKind = 'confirmRegistration' | 'passwordRecovery' | 'addressTaken' | 'confirmEmailChange';

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
  // A signed-in customer asked to move her account to this address: it changes once the link is followed.
  confirmEmailChange: {
    ua: {
      subject: 'Підтвердьте нову адресу в Крамниці пряжі',
      action: 'Щоб ваш акаунт у Крамниці пряжі отримував листи на цю адресу, відкрийте посилання (воно діє 24 години):',
      ignore: 'Якщо ви не просили змінити адресу, просто проігноруйте цей лист: нічого не зміниться.',
    },
    en: {
      subject: 'Confirm your new address at the Yarn shop',
      action: 'To have your Yarn shop account use this address, open this link (it works for 24 hours):',
      ignore: 'If you did not ask to change your address, just ignore this mail: nothing will change.',
    },
  },
  // Registration with an address that already has an account: the same answer as a new one, and this mail.
  addressTaken: {
    ua: {
      subject: 'Спроба реєстрації в Крамниці пряжі з вашою адресою',
      action:
        'Хтось (можливо, ви) намагався зареєструватися в Крамниці пряжі з цією адресою, але акаунт з нею вже є. Якщо він ваш, увійдіть або змініть пароль («Забули пароль?»); якщо ви ще не підтвердили реєстрацію, там само можна попросити новий лист:',
      ignore: 'Якщо це були не ви, просто проігноруйте цей лист: ваш акаунт не змінився.',
    },
    en: {
      subject: 'Someone tried to sign up at the Yarn shop with your address',
      action:
        'Someone (perhaps you) tried to sign up at the Yarn shop with this address, but it already has an account. If it is yours, log in or change your password ("Forgot password?"); if you have not confirmed it yet, you can ask for a new mail there too:',
      ignore: 'If it was not you, just ignore this mail: your account has not changed.',
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
