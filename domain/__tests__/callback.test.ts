import { describe, expect, it } from 'vitest';
import {
  callbackNameProblem,
  callbackPhoneProblem,
  callbackRequestProblem,
  sanitizeCallbackName,
} from '../callback';

describe('callback phone', () => {
  it.each(['', '   '])('is required: %j asks to enter a phone', (phone) => {
    expect(callbackPhoneProblem(phone)).toBe('enterPhone');
  });

  it.each(['0671234567', '+38 (067) 123-45-67', '380671234567'])('accepts %s', (phone) => {
    expect(callbackPhoneProblem(phone)).toBeNull();
  });

  it.each([
    ['Latin letters', '067abc4567'],
    ['a single Latin letter', '067123456x7'],
    ['too few digits', '067123'],
    ['too many digits', '06712345678901'],
    ['a number of another country', '+44 20 7946 0958'],
    ['other symbols', '067#1234567'],
    ['markup', '<script>0671234567'],
  ])('rejects %s', (_, phone) => {
    expect(callbackPhoneProblem(phone)).toBe('invalidPhone');
  });
});

describe('callback name', () => {
  it.each(['', 'Олена', "Мар'яна", 'Ivan-Petro'])('accepts %j', (name) => {
    expect(callbackNameProblem(name)).toBeNull();
  });

  it.each([
    ['<', 'a<b'],
    ['>', 'a>b'],
    ['a space', 'Олена Петрівна'],
    ['a tab', 'Олена\tП'],
    ['a script tag', '<script>'],
    ['a megabyte of text', 'я'.repeat(1_000_000)],
  ])('rejects %s', (_, name) => {
    expect(callbackNameProblem(name)).toBe('invalidName');
  });

  it('drops <, > and spaces as they are typed', () => {
    expect(sanitizeCallbackName('<Ол ена>')).toBe('Олена');
  });
});

describe('a whole request', () => {
  it('reports the missing phone first', () => {
    expect(callbackRequestProblem({ clientName: 'a b', clientPhone: '' })).toBe('enterPhone');
  });

  it('then a bad name', () => {
    expect(callbackRequestProblem({ clientName: 'a b', clientPhone: '0671234567' })).toBe('invalidName');
  });

  it('passes a good one', () => {
    expect(callbackRequestProblem({ clientName: 'Олена', clientPhone: '0671234567' })).toBeNull();
  });
});
