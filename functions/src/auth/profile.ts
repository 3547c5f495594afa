// POST /auth/saveprofile: the signed-in customer's real name (checkout's recipient) and phone.
import type { z } from 'zod';
import type { SaveProfileSchema } from '@domain/api/profile';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { COLLECTIONS } from '../model/types';

const NOT_FOUND = 5; // gRPC's code for update() of a missing document

export async function saveProfile(caller: Caller, { realName, phone }: z.output<typeof SaveProfileSchema>): Promise<{ realName: string | null; phone: string }> {
  // An empty name clears it: checkout then asks for one again.
  const update = { realName: realName === '' ? null : realName, phone };
  await db
    .collection(COLLECTIONS.users)
    .doc(caller.uid)
    .update(update)
    .catch((error: unknown) => {
      if ((error as { code?: number }).code === NOT_FOUND) throw new ApiError(404, 'USER_NOT_FOUND');
      throw error;
    });
  return update;
}
