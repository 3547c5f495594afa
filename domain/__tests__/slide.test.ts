import { describe, expect, it } from 'vitest';
import { isSlideLink, slideProblem } from '../slide';

const words = (link: string | null, title = { ua: 'Знижки до 50%', en: 'Up to 50% off' }, subtitle = { ua: '', en: '' }) => ({ title, subtitle, link });

describe('a slide’s link', () => {
  it.each(['/discounts', '/goods/discountgoods', '/goods/discountgoods?lang=en', 'https://www.instagram.com/yarnshop', 'https://example.com/a?b=c#d'])('takes %j', (link) => {
    expect(isSlideLink(link)).toBe(true);
  });

  it.each(['discounts', '//evil.example/x', 'http://example.com', 'javascript:alert(1)', 'https://localhost', 'https://user:pw@example.com', '/a b', '/<script>', 'ftp://example.com', `/${'a'.repeat(500)}`])('refuses %j', (link) => {
    expect(isSlideLink(link)).toBe(false);
  });
});

describe('a slide’s words', () => {
  it('are fine with texts in both languages, or none, and a good link or none', () => {
    expect(slideProblem(words('/discounts'))).toBeNull();
    expect(slideProblem(words(null, { ua: '', en: '' }))).toBeNull();
  });

  it('want a text in both languages or in neither', () => {
    expect(slideProblem(words(null, { ua: 'Знижки', en: '' }))).toBe('SLIDE_TEXT_LANGUAGES');
    expect(slideProblem(words(null, undefined, { ua: '', en: 'Look for the badge' }))).toBe('SLIDE_TEXT_LANGUAGES');
  });

  it('refuse a link that is neither a shop path nor an https address', () => {
    expect(slideProblem(words('javascript:alert(1)'))).toBe('SLIDE_LINK_INVALID');
  });
});
