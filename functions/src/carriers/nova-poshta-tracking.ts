// Parcel statuses, asked in batches (the carrier takes about a hundred documents a call).
import type { NovaPoshtaConfig } from './carrier-config';
import { callNovaPoshta } from './nova-poshta-envelope';
import { npTrackingItem } from './nova-poshta-schemas';
import { parcelPhase, type NpParcelStatus } from './nova-poshta-types';

const NP_TRACKING_BATCH_SIZE = 100;

interface NpTrackedParcel {
  trackingNumber: string;
  /** The recipient's or sender's phone; with it the carrier answers in detail. */
  phone: string;
}

export async function trackParcels(config: NovaPoshtaConfig, parcels: NpTrackedParcel[]): Promise<NpParcelStatus[]> {
  const statuses: NpParcelStatus[] = [];
  for (let start = 0; start < parcels.length; start += NP_TRACKING_BATCH_SIZE) {
    const batch = parcels.slice(start, start + NP_TRACKING_BATCH_SIZE);
    const { data } = await callNovaPoshta(config, {
      modelName: 'TrackingDocument',
      calledMethod: 'getStatusDocuments',
      methodProperties: { Documents: batch.map((parcel) => ({ DocumentNumber: parcel.trackingNumber, Phone: parcel.phone })) },
      item: npTrackingItem,
      idempotent: true,
    });
    for (const item of data) {
      const statusCode = Number(item.StatusCode);
      statuses.push({
        trackingNumber: item.Number,
        statusCode,
        statusText: item.Status,
        phase: parcelPhase(statusCode),
        date: item.RecipientDateTime || item.ActualDeliveryDate || item.ScheduledDeliveryDate || null,
        paidStorageFrom: item.DateFirstDayStorage || null,
      });
    }
  }
  return statuses;
}
