import { describe, expect, it } from 'vitest';
import { looksLikeFullName } from '../recipient-name';

describe('a recipient that looks like a first and last name', () => {
  it.each([
    'Олена Петренко',
    '  Марія   Коваленко ',
    'Олена Іванівна Петренко',
    'Ґанна Д’Аргенто',
    "Ivan O'Brien",
    'Анна-Марія Сех',
    'Юрій Кам’янець-Подільський',
    'Maria Kovalenko',
    'Їжак Єнотенко',
  ])('%j passes', (name) => {
    expect(looksLikeFullName(name)).toBe(true);
  });

  it.each([
    'mariatest1',
    'Олена',
    'Олена Петренко2',
    'user-AbC123 x',
    'Олена П.',
    'Олена -Петренко',
    'Олена Петренко Іванівна Сидоренко',
    'Ολγα Πετρένκο',
    '',
    'О П',
  ])('%j is flagged', (name) => {
    expect(looksLikeFullName(name)).toBe(false);
  });
});
