// "Повторити замовлення" on one of the customer's orders: its goods still on sale go into the cart
// at today's price; the note names each that did not, and why (docs/product.md, "My orders").
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PresentedCard } from '@domain/api/orders';
import type { RepeatPlan } from '@domain/repeat-order';
import buttonStyles from '@/components/ui/button.module.css';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/language-context';
import { localize } from '@/utils/localize';
import { repeatIntoCart } from '../utils/repeat-into-cart';
import styles from './repeat-order.module.css';

type Repeat = { state: 'idle' | 'working' | 'failed' } | { state: 'done'; plan: RepeatPlan };

export function RepeatOrder({ card }: { card: PresentedCard }) {
  const intl = useIntl();
  const language = useLanguage();
  const [repeat, setRepeat] = useState<Repeat>({ state: 'idle' });
  const titleOf = (goodId: string) => {
    const line = card.goods.find((l) => l.goodId === goodId);
    return line ? localize(line.title, language) : goodId;
  };
  const onClick = () => {
    setRepeat({ state: 'working' });
    repeatIntoCart(card).then(
      (plan) => setRepeat({ state: 'done', plan }),
      (error: unknown) => {
        console.error(error);
        setRepeat({ state: 'failed' });
      },
    );
  };

  return (
    <div className={styles.repeat}>
      <button type="button" className={buttonStyles.secondary} onClick={onClick} disabled={repeat.state === 'working'} aria-busy={repeat.state === 'working' || undefined}>
        <FormattedMessage id="orders.repeatOrder" />
      </button>
      <div role="status" className={styles.note}>
        {repeat.state === 'failed' && <p className={styles.problem}><FormattedMessage id="orders.repeatFailed" /></p>}
        {repeat.state === 'done' && (
          <>
            <p>
              <FormattedMessage id={repeat.plan.add.length ? 'orders.repeatAdded' : 'orders.repeatNothingAdded'} values={{ count: repeat.plan.add.length }} />
            </p>
            {repeat.plan.notRepeated.length > 0 && (
              <ul className={styles.missing} aria-label={intl.formatMessage({ id: 'orders.repeatNotAdded' })}>
                {repeat.plan.notRepeated.map((line) => (
                  <li key={line.goodId}>
                    <FormattedMessage id={`orders.repeat.${line.reason}`} values={{ title: titleOf(line.goodId), added: line.added, ordered: line.ordered }} />
                  </li>
                ))}
              </ul>
            )}
            {repeat.plan.add.length > 0 && <LinkButton to={paths.makeOrder.getHref()} textId="cart.makeOrder" />}
          </>
        )}
      </div>
    </div>
  );
}
