import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { FocusMainOnNavigation } from './focus-main-on-navigation';
import { Footer } from './footer';
import { Header } from './header';
import type { LayoutSlots } from './layout-slots';
import styles from './main-layout.module.css';
import { ScrollToTop } from './scroll-to-top';

const MAIN_ID = 'main-content';

export function MainLayout({ slots }: { slots?: LayoutSlots }) {
  return (
    <>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        <FormattedMessage id="skipToContent" />
      </a>
      <Header slots={slots} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <FocusMainOnNavigation mainId={MAIN_ID} />
    </>
  );
}
