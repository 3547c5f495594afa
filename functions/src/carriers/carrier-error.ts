// The one error the carrier adapters throw. Its code is stable for the shop; the carrier's own
// codes and texts ride along so the ADMIN can see what the carrier said.
import { ApiError } from '../http/api-error';

export type CarrierName = 'novaPoshta' | 'ukrposhta';

/** What went wrong, from the shop's side of the boundary. */
type CarrierErrorCode =
  | 'CARRIER_REJECTED' // the carrier answered and refused (success: false, or a 4xx with its error)
  | 'CARRIER_UNAVAILABLE' // no answer in time, the network failed, or the carrier answered 5xx
  | 'CARRIER_BAD_ANSWER'; // an answer the adapter cannot read (not JSON, or not the documented shape)

interface CarrierErrorDetails {
  carrier: CarrierName;
  /** `Model.method` for Nova Poshta, the HTTP method and path for Ukrposhta. */
  call: string;
  carrierCodes: string[];
  carrierMessages: string[];
  /**
   * For a write that got no answer: the carrier may or may not have done it. The caller must
   * look it up (e.g. by the order's number) before trying again, never simply repeat it.
   */
  outcomeUnknown: boolean;
}

const STATUS: Record<CarrierErrorCode, number> = {
  CARRIER_REJECTED: 502,
  CARRIER_UNAVAILABLE: 504,
  CARRIER_BAD_ANSWER: 502,
};

export class CarrierError extends ApiError {
  override readonly details: CarrierErrorDetails;

  constructor(code: CarrierErrorCode, details: CarrierErrorDetails) {
    super(STATUS[code], code, details);
    this.name = 'CarrierError';
    this.details = details;
    this.message = `${code} ${details.carrier} ${details.call}: ${details.carrierMessages.join('; ') || 'no message'}`;
  }

  get carrierCode(): CarrierErrorCode {
    return this.code as CarrierErrorCode;
  }
}

export function carrierError(
  code: CarrierErrorCode,
  carrier: CarrierName,
  call: string,
  extra: Partial<Pick<CarrierErrorDetails, 'carrierCodes' | 'carrierMessages' | 'outcomeUnknown'>> = {},
): CarrierError {
  return new CarrierError(code, {
    carrier,
    call,
    carrierCodes: extra.carrierCodes ?? [],
    carrierMessages: extra.carrierMessages ?? [],
    outcomeUnknown: extra.outcomeUnknown ?? false,
  });
}
