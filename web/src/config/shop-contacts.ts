// How shoppers reach the shop: shown in the top bar, the burger menu, the footer and the
// contacts page. One place, so a new number changes everywhere at once.

interface ShopPhone {
  /** As people read it. */
  display: string;
  /** For the tel: link, in international form. */
  tel: string;
}

export const SHOP_PHONES: readonly [ShopPhone, ShopPhone] = [
  { display: '+38 (067) 123-45-67', tel: '+380671234567' },
  { display: '+38 (050) 765-43-21', tel: '+380507654321' },
];

export const SHOP_EMAIL = 'hello@yarnshop.com.ua';

export type ContactChannel = 'telegram' | 'viber' | 'instagram' | 'messenger';

/** The messenger chat, Viber chat, Instagram profile and Facebook Messenger chat of docs/product.md, "Layout". */
export const SHOP_CONTACT_LINKS: Record<ContactChannel, string> = {
  telegram: 'https://t.me/yarnshop_ua',
  viber: 'viber://chat?number=%2B380671234567',
  instagram: 'https://www.instagram.com/yarnshop.ua/',
  messenger: 'https://m.me/yarnshop.ua',
};

export const CONTACT_CHANNELS: readonly ContactChannel[] = ['telegram', 'viber', 'instagram', 'messenger'];

