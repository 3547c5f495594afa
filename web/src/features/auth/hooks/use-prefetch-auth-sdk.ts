import { useEffect } from 'react';
import { loadFirebaseAuth } from '../api/firebase-auth';

/** Pages that lead to a session fetch the Auth SDK while the person reads or types. */
export function usePrefetchAuthSdk(): void {
  useEffect(() => {
    loadFirebaseAuth().catch((error: unknown) => console.error(error));
  }, []);
}
