import { SHOP_PHONES } from '@/config/shop-contacts';
import styles from './phone-links.module.css';

/** The shop's two phone numbers as tel: links. */
export function PhoneLinks({ className }: { className?: string }) {
  return (
    <ul className={`${styles.phones} ${className ?? ''}`}>
      {SHOP_PHONES.map((phone) => (
        <li key={phone.tel}>
          <a className={styles.phone} href={`tel:${phone.tel}`}>
            {phone.display}
          </a>
        </li>
      ))}
    </ul>
  );
}
