// The pepper's secret on its own, so that the functions' entry can list it without loading the
// sealing code and firebase-admin with it (ADR 17).
import { defineSecret } from 'firebase-functions/params';

/** Secret Manager secret; the api function lists it. Changing it turns every password wrong. */
export const passwordPepper = defineSecret('PASSWORD_PEPPER');
