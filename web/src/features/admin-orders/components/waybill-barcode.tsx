import { Code128Error, code128Bars } from '@domain/code128';
import styles from './print-page.module.css';

/** Quiet zone each side, in modules: ten is the standard's least. */
const QUIET = 10;

/** The waybill's number as a Code 128 barcode a scanner at the branch reads, with the digits under it. */
export function WaybillBarcode({ number }: { number: string }) {
  let drawn: ReturnType<typeof code128Bars>;
  try {
    drawn = code128Bars(number);
  } catch (error) {
    // A number typed by hand with letters Code 128 cannot hold is printed as text alone.
    if (error instanceof Code128Error) return <p className={styles.waybillText}>{number}</p>;
    throw error;
  }
  const width = drawn.modules + 2 * QUIET;
  return (
    <figure className={styles.barcode}>
      <svg viewBox={`0 0 ${width} 40`} preserveAspectRatio="none" role="img" aria-label={number} data-barcode={number}>
        <rect width={width} height={40} fill="#fff" />
        {drawn.bars.map((bar) => (
          <rect key={bar.x} x={bar.x + QUIET} width={bar.width} height={40} fill="#000" />
        ))}
      </svg>
      <figcaption className={styles.waybillText}>{number}</figcaption>
    </figure>
  );
}
