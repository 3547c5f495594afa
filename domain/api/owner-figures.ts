// The ADMIN's dashboard (docs/api.md, "Dashboard"): the figures of the last 7, 30 or 90 Kyiv days
// and of this moment, read from the summaries the triggers keep (docs/data-model.md,
// "ownerFigures"), never from the orders themselves. Money is in integer kopecks.
import { z } from 'zod';
import type { Carrier } from '../checkout';
import type { Localized } from '../language';
import type { OrderStatus } from '../order-status';

export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const ownerFiguresBody = z.object({ days: z.union([z.literal(7), z.literal(30), z.literal(90)]) });
export type OwnerFiguresInput = z.input<typeof ownerFiguresBody>;

/** One Kyiv day of the chart: the orders placed on it, and what those not cancelled are worth. */
export interface DayFigures {
  /** yyyy-mm-dd, Kyiv. */
  day: string;
  orders: number;
  revenueKop: number;
}

export interface BestSeller {
  id: string;
  /** The colour's title as its orders named it; a line's name as it is now. */
  title: Localized;
  units: number;
  kop: number;
}

export interface CarrierRefusals {
  carrier: Carrier;
  /** Parcels of the period's orders that went out, and of those the ones refused or returning. */
  sent: number;
  refused: number;
}

export interface LowLot {
  goodId: string;
  title: Localized;
  /** The dye lot; null for a good counted without lots. */
  lot: string | null;
  quantity: number;
}

export interface OwnerFigures {
  days: DashboardPeriod;
  /** Oldest first, one entry per day of the period, today last. */
  perDay: DayFigures[];
  statuses: Record<OrderStatus, number>;
  waiting: { toConfirm: number; toSend: number; refusedParcels: number; holdsExpiring: number };
  topColours: BestSeller[];
  topLines: BestSeller[];
  money: {
    /** Cash on delivery in parcels on their way. */
    codToCome: { parcels: number; kop: number };
    /** Card money held now for open orders. */
    cardHeldKop: number;
    /** Card money taken (less what was given back) for the period's orders. */
    cardTakenKop: number;
  };
  carriers: CarrierRefusals[];
  lowStock: LowLot[];
}
