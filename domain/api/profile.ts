// Request bodies of the signed-in customer's profile calls (docs/api.md, "Profile"): her name and
// phone, a new email (confirmed by a mailed link), a new password, and her saved delivery places.
import { z } from 'zod';
import { emailProblem } from '../account';
import { isValidName } from '../checkout';
import { normalizePhone } from '../phone';
import { looksLikeFullName } from '../recipient-name';
import { isValidPlaceLabel } from '../saved-places';
import { createShoppingCardBody } from './orders';
import { newPasswordSchema } from './auth';
import { documentId } from './ids';

/** A first and last name (a patronymic too), the recipient's name checkout starts from; empty clears it. */
export const realNameField = z
  .string()
  .max(200)
  .transform((s) => s.trim().replace(/\s+/gu, ' '))
  .refine((name) => name === '' || (isValidName(name) && looksLikeFullName(name)), 'realName');

const phoneField = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const phone = normalizePhone(s);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'phoneDigits' });
      return z.NEVER;
    }
    return phone;
  });

export const SaveProfileSchema = z.strictObject({ realName: realNameField, phone: phoneField });

export const ChangeEmailSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(320).refine((email) => !emailProblem(email), 'emailInvalid'),
});

export const ChangePasswordSchema = z.strictObject({ currentPassword: z.string().min(1).max(4096), password: newPasswordSchema });

/** An order's delivery as checkout sends it: a saved place is one, so every way of delivery fits. */
export const placeDeliverySchema = createShoppingCardBody.shape.delivery;
const placeLabel = z.string().max(200).refine(isValidPlaceLabel, 'label').transform((s) => s.trim());

export const SavePlaceSchema = z.strictObject({ delivery: placeDeliverySchema, label: placeLabel.optional() });
export const RenamePlaceSchema = z.strictObject({ placeId: documentId, label: placeLabel });
export const RemovePlaceSchema = z.strictObject({ placeId: documentId });

export type PlaceDeliveryInput = z.input<typeof placeDeliverySchema>;
export type SavedPlaceDelivery = z.output<typeof placeDeliverySchema>;

/** A saved place as the profile calls answer it; at most MAX_SAVED_PLACES of them. */
export interface SavedPlace {
  id: string;
  label: string;
  delivery: SavedPlaceDelivery;
}
export interface SavedPlacesAnswer {
  places: SavedPlace[];
}

/** What POST /auth/currentuser answers (docs/product.md, "What the shop keeps"): the functions send it, the SPA reads it. */
export interface CurrentUserDetails {
  _id: string;
  username: string;
  email: string;
  phone: string | null;
  /** The recipient's name the customer last gave at checkout, if it read as a first and last name; never the user name. */
  realName: string | null;
  roles: string[];
  shoppingCards: string[];
  /** The delivery places she saved, newest last (docs/product.md, "Profile"). */
  savedPlaces: SavedPlace[];
}
