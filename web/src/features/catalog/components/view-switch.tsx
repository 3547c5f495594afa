import { useIntl } from 'react-intl';
import { FieldGroup } from '@/components/ui/field-group';
import { YARN_LISTINGS, type YarnListing } from '@/types/catalog';
import styles from './view-switch.module.css';

/** 'Show yarn: by line | every colour', a radio group: arrows move between the two, one tab stop. */
export function ViewSwitch({ view, onChange }: { view: YarnListing; onChange: (view: YarnListing) => void }) {
  const intl = useIntl();
  return (
    <FieldGroup legendId="listing.view" className={styles.switch} legendClassName={styles.legend}>
      <div className={styles.options}>
        {YARN_LISTINGS.map((option) => (
          <label key={option} className={styles.option}>
            <input type="radio" name="yarn-listing" value={option} checked={view === option} onChange={() => onChange(option)} />
            <span>{intl.formatMessage({ id: `listing.view.${option}` })}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
