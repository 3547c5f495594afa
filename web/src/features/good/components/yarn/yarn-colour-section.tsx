import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { samePageState } from '@/components/layouts/use-after-page-move';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import type { YarnLineView } from '@/types/yarn-line';
import { localize } from '@/utils/localize';
import { goodLink } from '@domain/links';
import { largestLot } from '@domain/dye-lots';
import { YarnSwatches } from './yarn-swatches';
import styles from './yarn.module.css';

interface YarnColourSectionProps {
  good: Good;
  line: YarnLineView;
  /** The colour in the URL, which may be ahead of `good` while its document loads. */
  chosenId: string;
}

/** A yarn colour's choice of colours: the line's swatches and how much one dye lot holds. */
export function YarnColourSection({ good, line, chosenId }: YarnColourSectionProps) {
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const headingId = useId();
  const group = `yarnLine:${line.id}`;
  const locationGroup = (location.state as { pageGroup?: string } | null)?.pageGroup;

  // This colour's history entry joins the line's group, so that Back from another colour also
  // keeps the place (useAfterPageMove); a replace, so history gains no entry.
  useEffect(() => {
    if (locationGroup !== group) void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: samePageState(group) });
  }, [group, locationGroup, location.pathname, location.search, location.hash, navigate]);

  // Siblings share the catalogue place of the colour shown; the route finds a good by id alone.
  const pathOf = (goodId: string) => goodLink({ id: goodId, outerCategory: good.outerCategory, category: good.category, subcategory: good.subcategory });
  const choose = (goodId: string) => {
    if (goodId === chosenId) return;
    void navigate({ pathname: pathOf(goodId), search: location.search }, { state: samePageState(group) });
  };

  const chosen = line.colours.find((colour) => colour.goodId === chosenId);
  const lots = good.id === chosenId ? (good.yarnColour?.lots ?? []) : [];
  return (
    <div className={styles.colourSection}>
      <p id={headingId} className={styles.colourHeading}>
        <FormattedMessage id="yarn.colour" values={{ name: chosen ? `${localize(chosen.name, language)} (${chosen.code})` : '' }} />
      </p>
      <YarnSwatches colours={line.colours} chosenId={chosenId} onChoose={choose} hrefOf={(goodId) => pathOf(goodId) + location.search} labelledBy={headingId} />
      {lots.length > 0 && (
        <p className={styles.oneLot}>
          <FormattedMessage id="yarn.oneLot" values={{ count: largestLot(lots) }} />
        </p>
      )}
    </div>
  );
}
