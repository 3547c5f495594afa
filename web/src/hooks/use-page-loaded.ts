import { useEffect, useState } from 'react';

/**
 * False on the server and in the first render, true once the window's load event has fired:
 * every picture in the page's HTML is in by then, so what can wait waits for it.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
