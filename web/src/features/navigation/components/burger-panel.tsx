import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ContactLinks } from '@/components/layouts/contact-icons';
import { LanguageSwitcher } from '@/components/layouts/language-switcher';
import { PhoneLinks } from '@/components/layouts/phone-links';
import { CloseIcon } from '@/components/ui/close-icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths, SPECIAL_GOODS_CATEGORIES } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/language-context';
import { burgerEntries, burgerLevelTitle, type BurgerLevel } from '../utils/burger-levels';
import type { MenuData } from '../utils/menu-data';
import styles from './burger-menu.module.css';
import stateStyles from './menu-load-error.module.css';
import { RetryLine } from '@/components/ui/retry-line';

interface BurgerPanelProps {
  menu: MenuData;
  callback?: ReactNode;
  onClose: (returnFocus: boolean) => void;
}

const MAIN_LINKS = [
  { href: paths.goods.getHref(SPECIAL_GOODS_CATEGORIES.discountGoods), label: 'navDiscountGoods' },
  { href: paths.paymentAndDelivery.getHref(), label: 'navPaymentAndDelivery' },
  { href: paths.contacts.getHref(), label: 'navContacts' },
  { href: paths.aboutUs.getHref(), label: 'navAboutUs' },
  { href: paths.login.getHref(), label: 'navLogin' },
] as const;

/** One level of the drill-down at a time: main, outer categories, categories, sub-categories. */
export function BurgerPanel({ menu, callback, onClose }: BurgerPanelProps) {
  const intl = useIntl();
  const language = useLanguage();
  const [stack, setStack] = useState<BurgerLevel[]>([{ kind: 'main' }]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const level = stack[stack.length - 1]!;

  // Each new level is announced by moving focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [stack.length]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    }
  };
  const push = (next: BurgerLevel) => setStack([...stack, next]);
  const follow = () => onClose(false);
  const tree = menu.outerCategories && menu.catalogs ? { outerCategories: menu.outerCategories, catalogs: menu.catalogs } : null;
  const title =
    level.kind === 'main'
      ? intl.formatMessage({ id: 'navMenu' })
      : level.kind === 'outerCategories'
        ? intl.formatMessage({ id: 'catalog' })
        : tree && burgerLevelTitle(level, tree, language);

  let body: ReactNode;
  if (level.kind === 'main') {
    body = (
      <>
        <ul className={styles.entries}>
          <li>
            <button type="button" className={styles.entry} onClick={() => push({ kind: 'outerCategories' })}>
              <FormattedMessage id="catalog" />
              <span aria-hidden="true">›</span>
            </button>
          </li>
          {MAIN_LINKS.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={styles.entry} onClick={follow}>
                <FormattedMessage id={link.label} />
              </Link>
            </li>
          ))}
          {callback && <li className={styles.slot}>{callback}</li>}
        </ul>
        <div className={styles.extras}>
          <LanguageSwitcher />
          <PhoneLinks />
          <ContactLinks variant="list" />
        </div>
      </>
    );
  } else if (menu.isError) {
    body = <RetryLine messageId="catalogLoadError" onRetry={menu.retry} className={stateStyles.state} buttonClassName={stateStyles.retry} />;
  } else if (!tree) {
    body = <Spinner />;
  } else {
    const entries = burgerEntries(level, tree, language, intl.formatMessage({ id: level.kind === 'categories' ? 'navAllOfSection' : 'navAllGoods' }));
    body = (
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.next ? (
              <button type="button" className={styles.entry} onClick={() => push(entry.next!)}>
                {entry.label}
                <span aria-hidden="true">›</span>
              </button>
            ) : (
              <Link to={entry.href!} className={styles.entry} onClick={follow}>
                {entry.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.content} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        {stack.length > 1 && (
          <button type="button" className={styles.back} onClick={() => setStack(stack.slice(0, -1))}>
            <span aria-hidden="true">‹ </span>
            <FormattedMessage id="navBack" />
          </button>
        )}
        <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'navCloseMenu' })} onClick={() => onClose(true)}>
          <CloseIcon />
        </button>
      </div>
      {body}
    </div>
  );
}
