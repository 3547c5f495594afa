// Firebase Auth's own sign-up endpoint, open to anyone who has the public Web API key, makes no
// accounts: the shop's registration makes them with firebase-admin, which blocking functions do
// not see. In production this needs Firebase Authentication with Identity Platform
// (docs/security.md, "Production switches").
import { beforeUserCreated, HttpsError } from 'firebase-functions/v2/identity';

export const refuseOutsideSignUp = beforeUserCreated(() => {
  throw new HttpsError('permission-denied', 'Accounts are made through the shop registration only.');
});
