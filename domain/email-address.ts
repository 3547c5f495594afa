// Whether a text is an email address, for every form and call that takes one. A module of its own,
// so that a storefront form checks an address without loading the account rules' password list.

// Deliberately simple: the mail server is the real judge of an address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
