import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  newPasswordProblem,
  passwordProblem,
  phoneNumberToSend,
  phoneProblem,
  signUpProblems,
  usernameKey,
  usernameProblem,
} from '../account';
import { isCommonPassword } from '../common-passwords';

const valid = { email: 'a@b.ua', phone: '+38 (067) 123-45-67', username: 'Olena_K', password: 'secret123', repeatPassword: 'secret123' };

describe('user names', () => {
  it.each(['abc', 'Olena.K', 'knit-er_2', 'Олена', 'a'.repeat(30)])('accepts %s', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });
  it.each([
    ['ab', 'usernameLength'],
    ['a'.repeat(31), 'usernameLength'],
    ['has space', 'usernameCharacters'],
    ['me@mail', 'usernameCharacters'],
    ['...', 'usernameCharacters'],
    ['__x__', 'usernameCharacters'],
  ])('refuses %s (%s)', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem);
  });
  it('are keyed without regard to case', () => {
    expect(usernameKey(' Olena ')).toBe(usernameKey('OLENA'));
  });
});

describe('phones', () => {
  it('are sent as a number, a national number with the country code', () => {
    expect(phoneNumberToSend('+38 (067) 123-45-67')).toBe(380671234567);
    expect(phoneNumberToSend('067 123 45 67')).toBe(380671234567);
  });
  // One rule for every form (domain/phone.ts): a Ukrainian number only.
  it.each([[380671234567, null], ['0671234567', null], ['+38 (067) 123-45-67', null], ['1234567890', 'phoneDigits'], [442079460958, 'phoneDigits'], [123456789, 'phoneDigits'], ['12345678901234', 'phoneDigits'], [1.5, 'phoneDigits'], [-3806712345, 'phoneDigits'], ['12a4567890', 'phoneDigits']])(
    '%s -> %s',
    (phone, problem) => {
      expect(phoneProblem(phone)).toBe(problem);
    },
  );
});

describe('passwords', () => {
  it.each([
    ['short1', 'passwordTooShort'],
    ['onlyletters', 'passwordNeedsLetterAndDigit'],
    ['1234567890', 'passwordNeedsLetterAndDigit'],
    ['пароль123', null],
    ['Admin12345!', null],
    ['password1', 'passwordTooCommon'],
    ['Qwerty123', 'passwordTooCommon'],
    ['1q2w3e4r!!', 'passwordTooCommon'],
    ['PASSW0RD', 'passwordTooCommon'],
    ['qwerty123x', null],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
  it('refuses the most common password of each length the other rules let through', () => {
    for (const common of ['trustno1', '1qaz2wsx', 'password123', 'q1w2e3r4t5y6']) expect(passwordProblem(common)).toBe('passwordTooCommon');
    expect(isCommonPassword('123456')).toBe(false); // too short for the list: the length rule refuses it first
  });
  it('must equal the repeated password first', () => {
    expect(newPasswordProblem('secret123', 'secret124')).toBe('PasswordAndRepeatPasswordShouldBeTheSame');
    expect(newPasswordProblem('short', 'short')).toBe('passwordTooShort');
    expect(newPasswordProblem('secret123', 'secret123')).toBeNull();
  });
});

describe('the sign-up form', () => {
  it('may be sent when every field is right', () => {
    expect(signUpProblems(valid)).toEqual({});
  });
  it('names mismatched passwords PasswordAndRepeatPasswordShouldBeTheSame', () => {
    expect(signUpProblems({ ...valid, repeatPassword: 'secret124' })).toEqual({ repeatPassword: 'PasswordAndRepeatPasswordShouldBeTheSame' });
  });
  it('names every bad field', () => {
    expect(signUpProblems({ email: 'nope', phone: '12', username: 'a b', password: 'x', repeatPassword: 'x' })).toEqual({
      email: 'emailInvalid',
      phone: 'phoneDigits',
      username: 'usernameCharacters',
      password: 'passwordTooShort',
    });
    expect(emailProblem('')).toBe('emailInvalid');
  });
});
