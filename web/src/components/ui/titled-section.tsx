import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface TitledSectionProps {
  /** The heading's element id; the section (and whatever else it titles) is labelled by it. */
  headingId: string;
  /** Message key of the heading. */
  titleId: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A section of a page named by its h2: the home page's catalog and special offers. */
export function TitledSection({ headingId, titleId, className, headingClassName, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}
