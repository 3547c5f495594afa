// The signed-in customer's profile calls (docs/api.md, "Profile"): name and phone, a new email
// confirmed by a mailed link, a new password, and her saved delivery places.
import { ChangeEmailSchema, ChangePasswordSchema, RemovePlaceSchema, RenamePlaceSchema, SavePlaceSchema, SaveProfileSchema } from '@domain/api/profile';
import { TokenSchema } from '@domain/api/auth';
import { endpoint, type Call, type Endpoint } from '../http/endpoint';
import { emailChangeChecks, profileEditChecks } from '../http/rate-limit-rules';
import { enforceRateLimits } from '../http/rate-limit';
import { shopOriginOf } from '../http/shop-origin';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { changePassword } from './password-change';
import { saveProfile } from './profile';
import { removePlace, renamePlace, savePlace } from './saved-places';

/** Counts the edit toward the customer's profile limit, then makes it. */
async function counted<T>(call: Call<'user'>, edit: () => Promise<T>): Promise<T> {
  await enforceRateLimits(profileEditChecks(call.caller.uid));
  return edit();
}

export function profileEndpoints(): Endpoint[] {
  return [
    endpoint({
      path: '/auth/saveprofile',
      access: 'user',
      schema: SaveProfileSchema,
      handler: (body, call) => counted(call, () => saveProfile(call.caller, body)),
    }),
    endpoint({
      path: '/auth/changeemail',
      access: 'user',
      schema: ChangeEmailSchema,
      handler: async ({ email }, call) => {
        await enforceRateLimits(emailChangeChecks(call.caller.uid, call.clientAddress(), email));
        await requestEmailChange(call.caller, email, { origin: shopOriginOf(call.header), language: call.language });
        return { isEmailChangeSent: true };
      },
    }),
    endpoint({ path: '/auth/confirmemailchange', access: 'public', schema: TokenSchema, handler: async ({ token }) => ({ email: await confirmEmailChange(token) }) }),
    endpoint({ path: '/auth/changepassword', access: 'user', schema: ChangePasswordSchema, handler: (body, call) => changePassword(call.caller, body, call.clientAddress()) }),
    endpoint({ path: '/auth/saveplace', access: 'user', schema: SavePlaceSchema, handler: (body, call) => counted(call, () => savePlace(call.caller, body)) }),
    endpoint({ path: '/auth/renameplace', access: 'user', schema: RenamePlaceSchema, handler: (body, call) => counted(call, () => renamePlace(call.caller, body)) }),
    endpoint({ path: '/auth/removeplace', access: 'user', schema: RemovePlaceSchema, handler: (body, call) => counted(call, () => removePlace(call.caller, body)) }),
  ];
}
