// The mutations behind the auth forms. Each form owns its mutation, so leaving the form (it
// unmounts) clears its error, as docs/product.md, "Accounts" asks.
import { useMutation } from '@tanstack/react-query';
import {
  postConfirmPasswordChange,
  postLogin,
  postPasswordRecoveryLink,
  postRegistration,
  postResendConfirmation,
  type RegistrationInput,
} from '../api/auth-calls';
import { startSession } from '../api/session';

export function useLogin() {
  return useMutation({
    mutationFn: async ({ identifier, password }: { identifier: string; password: string }) => {
      const { customToken } = await postLogin(identifier, password);
      await startSession(customToken);
    },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: (input: RegistrationInput) => postRegistration(input) });
}

export function usePasswordRecoveryLink() {
  return useMutation({ mutationFn: (email: string) => postPasswordRecoveryLink(email) });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: (email: string) => postResendConfirmation(email) });
}

export function useConfirmPasswordChange() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => postConfirmPasswordChange(token, password),
  });
}
