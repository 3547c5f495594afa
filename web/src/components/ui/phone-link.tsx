import { displayPhone, phoneHref } from '@domain/phone';

/** A stored phone as people read it, "+38 (093) 123-45-67", behind a link that dials it (when it can be dialled). */
export function PhoneLink({ phone }: { phone: string }) {
  const href = phoneHref(phone);
  return href ? <a href={href}>{displayPhone(phone)}</a> : <span>{phone}</span>;
}
