// The shop's roles as custom claims on the account: ADMIN is `role: "ADMIN"`; the OWNER is an
// ADMIN who also carries `owner: true`. Only the OWNER grants and removes ADMIN, and no call
// demotes an OWNER (docs/security.md): an ADMIN can neither lock the owner out nor make allies.
export const ADMIN_ROLE = 'ADMIN';
export const OWNER_ROLE = 'OWNER';
const OWNER_CLAIM = 'owner';

type Claims = Record<string, unknown> | undefined;

const isAdminClaims = (claims: Claims): boolean => claims?.role === ADMIN_ROLE;
export const isOwnerClaims = (claims: Claims): boolean => isAdminClaims(claims) && claims?.[OWNER_CLAIM] === true;

/** The claims of an OWNER: every other claim the account has stays. */
export const ownerClaims = (claims: Claims): Record<string, unknown> => ({ ...(claims ?? {}), role: ADMIN_ROLE, [OWNER_CLAIM]: true });
