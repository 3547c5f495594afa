import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import styles from './main-layout.module.css';

export function MainLayout() {
  return (
    <>
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
