/** The Hosting emulator (firebase.json), which rewrites /api/** and /auth/** to the function. */
export const SHOP_URL = 'http://127.0.0.1:5000';
/** The function itself in the Functions emulator, without Hosting in front. */
export const FUNCTION_URL = 'http://127.0.0.1:5001/demo-yarn-shop/europe-west1/api';
