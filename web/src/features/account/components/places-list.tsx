// The saved delivery places on the profile page: rename or remove each. New ones are saved at checkout.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedPlace } from '@domain/api/profile';
import { isValidPlaceLabel, MAX_SAVED_PLACES } from '@domain/saved-places';
import buttonStyles from '@/components/ui/button.module.css';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { removePlace, renamePlace } from '@/order/api/saved-places';
import { useCall } from '../hooks/use-call';
import { CallNote } from './call-note';
import styles from './profile-page.module.css';

function RenameForm({ place, onDone }: { place: SavedPlace; onDone: () => void }) {
  const text = useText();
  const [label, setLabel] = useState(place.label);
  const [problem, setProblem] = useState<string | null>(null);
  const call = useCall(async (id: string, newLabel: string) => {
    await renamePlace(id, newLabel);
    onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = isValidPlaceLabel(label) ? null : 'account.placeLabelInvalid';
    setProblem(found);
    if (!found && !call.sending) call.run(place.id, label.trim());
  };
  return (
    <form className={styles.rename} onSubmit={submit} noValidate>
      <TextField label={text('account.placeLabel')} value={label} onValue={setLabel} error={text(problem)} name="placeLabel" maxLength={60} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} disabled={call.sending}>
          <FormattedMessage id="account.savePlaceLabel" />
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          <FormattedMessage id="account.cancel" />
        </button>
      </div>
      <CallNote status={call.status} done={null} />
    </form>
  );
}

function PlaceItem({ place }: { place: SavedPlace }) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const remove = useCall(removePlace);
  return (
    <li className={styles.place}>
      {renaming ? (
        <RenameForm place={place} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <p className={styles.placeLabel}>{place.label}</p>
          <p className={styles.placeDetail}>
            <FormattedMessage id={`checkout.carrier.${place.delivery.carrier}`} />
            {` · ${place.delivery.city} · ${place.delivery.branch}`}
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttonStyles.secondary} onClick={() => setRenaming(true)} aria-label={intl.formatMessage({ id: 'account.renamePlaceOf' }, { label: place.label })}>
              <FormattedMessage id="account.renamePlace" />
            </button>
            <button type="button" className={buttonStyles.secondary} disabled={remove.sending} onClick={() => remove.run(place.id)} aria-label={intl.formatMessage({ id: 'account.removePlaceOf' }, { label: place.label })}>
              <FormattedMessage id="account.removePlace" />
            </button>
          </div>
          <CallNote status={remove.status} done={null} />
        </>
      )}
    </li>
  );
}

export function PlacesList({ places }: { places: SavedPlace[] }) {
  return (
    <section className={styles.section} aria-labelledby="saved-places-title">
      <h2 id="saved-places-title" className={styles.sectionTitle}>
        <FormattedMessage id="account.savedPlaces" />
      </h2>
      <p className={styles.current}>
        <FormattedMessage id="account.savedPlacesCount" values={{ count: places.length, max: MAX_SAVED_PLACES }} />
      </p>
      {places.length === 0 ? (
        <p className={styles.current}>
          <FormattedMessage id="account.noSavedPlaces" />
        </p>
      ) : (
        <ul className={styles.places}>
          {places.map((place) => (
            <PlaceItem key={place.id} place={place} />
          ))}
        </ul>
      )}
    </section>
  );
}
