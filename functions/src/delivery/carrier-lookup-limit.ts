// Lookups that make the shop ask a carrier count against the client's limit; answers from the
// shop's copy cost nothing.
import { enforceRateLimits } from '../http/rate-limit';
import { RATE_RULES } from '../http/rate-limit-rules';

/** Counts a lookup against the client's limit only when the carrier must be asked. */
export const limitCarrierLookups = (clientAddress: string) => () => enforceRateLimits([{ rule: RATE_RULES.carrierLookupPerAddress, key: clientAddress }]);
