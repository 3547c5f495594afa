import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { content as aboutUs } from '../../content/about-us';
import { content as contacts } from '../../content/contacts';
import { content as paymentAndDelivery } from '../../content/payment-and-delivery';
import { content as privacyPolicy } from '../../content/privacy-policy';
import { content as publicOffer } from '../../content/public-offer';
import { StaticPage } from '../static-page';

const pages = { aboutUs, contacts, paymentAndDelivery, privacyPolicy, publicOffer };

describe('static pages', () => {
  it.each(Object.entries(pages))('%s has a title, a description and sections in both languages', (_, page) => {
    for (const text of Object.values(page.text)) {
      expect(text.title).not.toBe('');
      expect(text.description.length).toBeGreaterThan(40);
      expect(text.sections.length).toBeGreaterThan(0);
    }
    expect(page.text.ua.sections).toHaveLength(page.text.en.sections.length);
  });

  it('shows the page in the shop language and sets the tab title and meta description', () => {
    renderWithProviders(<StaticPage content={paymentAndDelivery} />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment and delivery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nova Poshta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ukrposhta' })).toBeInTheDocument();
    expect(document.title).toBe('Payment and delivery | Yarn Shop');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', paymentAndDelivery.text.en.description);
  });

  it('lists the phones, e-mail and messengers on the contacts page', () => {
    renderWithProviders(<StaticPage content={contacts} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Контакти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+38 (067) 123-45-67' })).toHaveAttribute('href', 'tel:+380671234567');
    expect(screen.getByRole('link', { name: 'hello@yarnshop.com.ua' })).toHaveAttribute('href', 'mailto:hello@yarnshop.com.ua');
    expect(screen.getByRole('link', { name: 'Написати у Viber' })).toBeInTheDocument();
  });
});
