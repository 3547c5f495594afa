// The profile page's calls (docs/api.md, "Profile"). What they change is kept in the session, so
// checkout and the user page show it without another request.
import { callApi } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export async function saveProfile(realName: string, phone: string): Promise<void> {
  const saved = await callApi('/auth/saveprofile', { realName: realName.trim(), phone: phone.trim() });
  useSessionStore.getState().updateUser(saved);
}

export function requestEmailChange(email: string): Promise<{ isEmailChangeSent: boolean }> {
  return callApi('/auth/changeemail', { email: email.trim() });
}

export function confirmEmailChange(token: string): Promise<{ email: string }> {
  return callApi('/auth/confirmemailchange', { token });
}

/** Answers the token of this browser's new session: the others end with the old password. */
export async function changePassword(currentPassword: string, password: string): Promise<string> {
  return (await callApi('/auth/changepassword', { currentPassword, password })).customToken;
}
