// The one Firebase app of the SPA. Catalogue reads use Firestore Lite: no live listeners are
// needed and it is about a quarter of the full SDK's size (docs/adr/0006-firestore-lite.md).
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { env } from '@/config/env';

export const firebaseApp = initializeApp(env.firebase);

export const db = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectFirestoreEmulator(db, env.firestoreEmulator.host, env.firestoreEmulator.port);
}
