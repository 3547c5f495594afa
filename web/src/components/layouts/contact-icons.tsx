import { useIntl } from 'react-intl';
import { CONTACT_CHANNELS, SHOP_CONTACT_LINKS, type ContactChannel } from '@/config/shop-contacts';
import styles from './contact-icons.module.css';

// Simplified single-path marks, inline so they cost no request and take the text colour.
const ICON_PATHS: Record<ContactChannel, string> = {
  telegram: 'M21.5 4.2 2.9 11.4c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.1.9.8.9.5 0 .7-.2 1-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8L22.9 5.6c.3-1.4-.5-2-1.4-1.4ZM9.2 14.1l9.4-5.9c.5-.3.8-.1.5.2l-8 7.3-.3 3.4-1.6-5Z',
  viber: 'M11.9 2C9 2 4.4 2.6 3.2 7.9c-.6 2.7-.6 5.5.3 8.1.6 1.7 1.7 2.7 3.3 3.1v2.4c0 .6.7.9 1.1.4l2.2-2.4c3.7.1 7.3-.4 8.7-3.3 1.2-2.6 1.3-6 .4-8.8C18 3.5 15.2 2 11.9 2Zm.4 3.1c2.8.1 5 2.3 5 5.1 0 .3-.5.3-.5 0-.1-2.5-2-4.5-4.5-4.6-.3 0-.3-.5 0-.5Zm-3.7 1c.3 0 .6.2.8.5l.9 1.4c.2.4.1.9-.2 1.1l-.6.5c-.2.2-.2.5-.1.7.7 1.5 1.8 2.6 3.3 3.3.2.1.5.1.7-.1l.5-.6c.3-.3.7-.4 1.1-.2l1.4.9c.4.2.5.8.2 1.2-.6.8-1.4 1.3-2.3 1-3.2-1.1-5.6-3.6-6.6-6.8-.3-.9.2-1.7.9-2.3l.3-.2c.2-.3.5-.4.7-.4Zm3.9.8c1.6.1 2.8 1.3 2.9 2.9 0 .3-.5.3-.5 0-.1-1.3-1.1-2.3-2.4-2.4-.3 0-.3-.5 0-.5Zm.1 1.4c.7.1 1.3.6 1.3 1.4 0 .3-.5.3-.5 0 0-.5-.4-.9-.9-.9-.3 0-.3-.5.1-.5Z',
  instagram: 'M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4c0 3.2-2.6 5.8-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8C2 4.6 4.6 2 7.8 2Zm-.2 2C5.6 4 4 5.6 4 7.6v8.8C4 18.4 5.6 20 7.6 20h8.8c2 0 3.6-1.6 3.6-3.6V7.6C20 5.6 18.4 4 16.4 4H7.6Zm9.7 1.5a1.2 1.2 0 1 1 0 2.5 1.2 1.2 0 0 1 0-2.5ZM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  messenger: 'M12 2C6.4 2 2 6.1 2 11.7c0 2.9 1.2 5.5 3.2 7.3.2.2.3.4.3.6l.1 1.8c0 .6.6 1 1.2.8l2-.9c.2-.1.4-.1.6 0 .9.3 1.8.4 2.8.4 5.6 0 10-4.1 10-9.7S17.6 2 12 2Zm6 7.5-2.9 4.7c-.5.7-1.5.9-2.2.4l-2.3-1.7c-.2-.2-.5-.2-.7 0l-3.1 2.4c-.4.3-1-.2-.7-.6L9 11.9c.5-.7 1.5-.9 2.2-.4l2.3 1.7c.2.2.5.2.7 0l3.1-2.4c.4-.3 1 .2.7.7Z',
};

const LABEL_KEYS: Record<ContactChannel, 'contactTelegram' | 'contactViber' | 'contactInstagram' | 'contactMessenger'> = {
  telegram: 'contactTelegram',
  viber: 'contactViber',
  instagram: 'contactInstagram',
  messenger: 'contactMessenger',
};

function ContactIcon({ channel }: { channel: ContactChannel }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[channel]} />
    </svg>
  );
}

interface ContactLinksProps {
  /** `icons` shows only the marks (named for screen readers); `list` adds the visible names. */
  variant?: 'icons' | 'list';
  className?: string;
}

/** The shop's messenger chat, Viber, Instagram and Facebook Messenger links. */
export function ContactLinks({ variant = 'icons', className }: ContactLinksProps) {
  const intl = useIntl();
  return (
    <ul className={`${variant === 'icons' ? styles.icons : styles.list} ${className ?? ''}`}>
      {CONTACT_CHANNELS.map((channel) => {
        const label = intl.formatMessage({ id: LABEL_KEYS[channel] });
        return (
          <li key={channel}>
            <a
              className={styles.link}
              href={SHOP_CONTACT_LINKS[channel]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={variant === 'icons' ? label : undefined}
              title={variant === 'icons' ? label : undefined}
            >
              <ContactIcon channel={channel} />
              {variant === 'list' && <span>{label}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
