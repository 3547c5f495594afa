// What a shopper is told about dye lots, shared by the cart, the checkout summary and the order
// view (and the orders manager): a warning that a quantity needs more than one lot, and the lot(s)
// a reserved line came from. Words carry the meaning; the mark and colour only repeat it.
import { FormattedMessage, useIntl } from 'react-intl';
import { exceedsEveryLot, largestLot } from '@domain/dye-lots';
import type { DyeLot, LotTake } from '@domain/yarn-line';
import styles from './lot-notes.module.css';

/** The fewest lots that could make up the quantity (largest first), for "from two lots". */
export function lotsNeeded(lots: readonly DyeLot[], quantity: number): number {
  let count = 0;
  let sum = 0;
  for (const { quantity: held } of [...lots].sort((a, b) => b.quantity - a.quantity)) {
    if (sum >= quantity || held === 0) break;
    sum += held;
    count += 1;
  }
  return Math.max(count, 2);
}

/** The warning that never blocks: shown only when the line wants more than any one lot holds. */
export function LotWarning({ lots, quantity }: { lots: readonly DyeLot[]; quantity: number }) {
  if (lots.length === 0 || !exceedsEveryLot(lots, quantity)) return null;
  return (
    <p className={styles.warning} role="status">
      <span className={styles.mark} aria-hidden="true">
        ⚠
      </span>{' '}
      <strong>
        <FormattedMessage id="lots.warningMark" />
      </strong>{' '}
      <FormattedMessage id="lots.warning" values={{ lots: lotsNeeded(lots, quantity), largest: largestLot(lots) }} />
    </p>
  );
}

/** The lot(s) a reserved line was taken from; with more than one it says so plainly. */
export function LotTakes({ takes }: { takes: readonly LotTake[] | undefined }) {
  const intl = useIntl();
  if (!takes?.length) return null;
  const lots = [...new Set(takes.map(({ lot }) => lot))];
  if (lots.length === 1) {
    return (
      <p className={styles.takes}>
        <FormattedMessage id="lots.takenOne" values={{ lot: lots[0] }} />
      </p>
    );
  }
  const list = intl.formatList(takes.map(({ lot, quantity }) => intl.formatMessage({ id: 'lots.takePart' }, { lot, count: quantity })), { type: 'conjunction' });
  return (
    <p className={`${styles.takes} ${styles.several}`}>
      <span className={styles.mark} aria-hidden="true">
        ⚠
      </span>{' '}
      <FormattedMessage id="lots.takenSeveral" values={{ count: lots.length, list }} />
    </p>
  );
}
