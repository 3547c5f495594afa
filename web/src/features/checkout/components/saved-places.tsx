// A signed-in customer's saved delivery places at checkout: one tap fills the carrier's pickers,
// and "Запам'ятати це місце" keeps the place chosen now (up to five, docs/product.md, "Profile").
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedPlace } from '@domain/api/profile';
import { placeKey } from '@domain/saved-places';
import buttonStyles from '@/components/ui/button.module.css';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { savePlace } from '@/order/api/saved-places';
import { selectSessionUser, useSessionStore } from '@/stores/session-store';
import type { CheckoutValues } from '../utils/checkout-values';
import { deliveryOf } from '../utils/checkout-values';
import styles from './saved-places.module.css';

const PLACE_ERRORS = { fallback: 'checkout.placeSaveFailed' };

/** The places as buttons; the one whose delivery is checkout's now is pressed. */
export function SavedPlacePicker({ values, onChoose }: { values: CheckoutValues; onChoose: (place: SavedPlace) => void }) {
  const intl = useIntl();
  const places = useSessionStore(selectSessionUser)?.savedPlaces ?? [];
  if (places.length === 0) return null;
  const current = placeKey(deliveryOf(values));
  return (
    <div className={styles.places} role="group" aria-label={intl.formatMessage({ id: 'checkout.savedPlaces' })}>
      <p className={styles.title}>
        <FormattedMessage id="checkout.savedPlaces" />
      </p>
      <ul className={styles.list}>
        {places.map((place) => (
          <li key={place.id}>
            <button type="button" className={styles.place} aria-pressed={placeKey(place.delivery) === current} onClick={() => onChoose(place)}>
              <span className={styles.label}>{place.label}</span>
              <span className={styles.detail}>
                <FormattedMessage id={`checkout.carrier.${place.delivery.carrier}`} />
                {` · ${place.delivery.city} · ${place.delivery.branch}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; label: string } | { state: 'failed'; text: string };

/** Keeps the delivery chosen now; `complete` is false while a carrier's field is still missing. */
export function RememberPlace({ values, complete }: { values: CheckoutValues; complete: boolean }) {
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const errorText = useApiErrorText(PLACE_ERRORS);
  const intl = useIntl();
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  if (!signedIn) return null;

  const onClick = async () => {
    if (!complete) {
      setSave({ state: 'failed', text: intl.formatMessage({ id: 'checkout.placeIncomplete' }) });
      return;
    }
    setSave({ state: 'saving' });
    const delivery = deliveryOf(values);
    try {
      const places = await savePlace(delivery);
      const saved = places.find((place) => placeKey(place.delivery) === placeKey(delivery));
      setSave({ state: 'saved', label: saved?.label ?? '' });
    } catch (error) {
      setSave({ state: 'failed', text: errorText(error) });
    }
  };

  return (
    <div className={styles.remember}>
      <button type="button" className={buttonStyles.secondary} onClick={() => void onClick()} disabled={save.state === 'saving'} aria-busy={save.state === 'saving' || undefined}>
        <FormattedMessage id="checkout.rememberPlace" />
      </button>
      <p role="status" className={save.state === 'failed' ? styles.failed : styles.note}>
        {save.state === 'saved' && <FormattedMessage id="checkout.placeSaved" values={{ label: save.label }} />}
        {save.state === 'failed' && save.text}
      </p>
    </div>
  );
}
