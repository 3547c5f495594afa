// Every /api and /auth endpoint of the express app, as the fault and bad-input suite
// (fault-inputs.test.ts) probes it. One row per route; the guard test of the suite
// fails when the app registers a route that has no row here.
//
// A JSON row names a `base` body: well-formed, but refused further down for a reason the row
// states (an unknown id, a taken name), so that no probe built from it can ever succeed and
// write. The suite derives its probes from the base: each leaf gets wrong types, a 1 MB string
// and injection strings; `numbers` get negative and fractional values; `ids` get odd ids.

export type Access = 'public' | 'optional' | 'caller' | 'admin';
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What the suite sets up before probing: a guest's UNCONFIRMED card holding one good. */
export interface Fixture {
  cardId: string;
  goodId: string;
}

export interface UploadProbe {
  name: string;
  filename: string;
  type: string;
  bytes: Buffer;
  code?: string;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface EndpointRow {
  method: 'GET' | 'POST';
  /** As registered in express. */
  path: string;
  access: Access;
  /**
   * none: a GET read that takes no input; path: the input is the URL; empty: a POST whose
   * payload is empty (docs/product.md, "Calls"); json: a JSON body; multipart: a form upload.
   */
  input: 'none' | 'path' | 'empty' | 'json' | 'multipart';
  /** json: the well-formed body, refused with `baseAnswer`; called afresh for every probe. */
  base?: (fixture: Fixture) => Record<string, Json>;
  /** The code (or, for a read that is allowed, the status) the base body gets. */
  baseAnswer?: string | number;
  /** Codes besides VALIDATION_FAILED that this endpoint may answer to a bad request. */
  refusals?: string[];
  /** Dotted paths of quantities, counts and prices: they also get negative and fractional values. */
  numbers?: string[];
  /** Dotted paths of measures that may be fractional (grams, metres): they also get negative values. */
  measures?: string[];
  /** Dotted paths of document ids: they also get odd but well-formed ids. */
  ids?: string[];
  /** Whether `{}` is a valid body (every field optional), so "missing fields" does not apply. */
  emptyIsValid?: boolean;
  /**
   * A success that a well-formed probe (an unknown id, an injection string that is still a
   * valid string) may get by design, and why. Such answers must still write nothing.
   */
  tolerated?: { why: string; accepts: (answer: Answer) => boolean };
  /** Collections the endpoint writes even when it refuses, by design, and why. */
  counted?: { collections: string[]; why: string };
  /**
   * Hand-written probes the derived ones cannot express, with the code each must get; without
   * a code, any of the row's refusals (or its tolerated answer) will do.
   */
  extra?: (fixture: Fixture) => { name: string; body: Json; code?: string }[];
  /**
   * multipart: the text fields of a well-formed form, the name of its file field, and files
   * that must be refused with the code given (or, without one, get the tolerated answer).
   */
  form?: { fields: Record<string, string>; file: string; files: UploadProbe[] };
  /**
   * path: unknown or hostile URLs under the route, each answered 404 NOT_FOUND by the function.
   * `hosting` says what happens to the URL in front of it: 'app' (passed on to the function),
   * 'platform' (the Hosting emulator answers a 4xx page itself), 'none' (not sent through Hosting).
   */
  urls?: { path: string; hosting: 'app' | 'platform' | 'none'; why?: string }[];
}

const unknown = {
  email: 'nobody-fault-probe@test.yarnshop.test',
  oobCode: 'no-such-oob-code-fault-probe',
  outer: 'NoSuchOuterFault',
  category: 'NoSuchCatFault',
  goodId: 'no-such-good-fault',
  cardId: 'noSuchCardFaultProbe0001',
};

const title = { ua: 'Проба', en: 'Probe' };
const random = () => Math.random().toString(36).slice(2, 10);
/** The goods table's save of one good, its new values changed by `next`. */
function goodsChangesBody(next: Record<string, Json>): Record<string, Json> {
  const values = { price: 100, discount: { hasDiscount: false, amount: 0 }, quantity: 5, lots: null, newGoodState: false, popular: false };
  return { changes: [{ goodId: unknown.goodId, seen: values, next: { ...values, price: 90, ...next } }] };
}

const order = (goods: Json, extra: Record<string, Json> = {}): Record<string, Json> => ({
  goods,
  customer: { name: 'Олена Тестова', phone: '+380 67 123 45 67', email: 'olena.buyer@test.yarnshop.test' },
  delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12' },
  payment: 'cod',
  comment: 'Подзвоніть перед відправкою',
  idempotencyKey: `fault-${random()}${random()}`,
  ...extra,
});
/** The rate limits count a well-formed attempt before the call does its work, by design. */
const rateLimitCounts = (before: string) => ({
  collections: ['rateLimits'],
  why: `a well-formed attempt counts toward the rate limits before the ${before}; the suite removes the counts it made`,
});
const emptyTranslations = (a: Answer) =>
  a.status === 200 && Object.values((a.body.translations ?? { x: 'missing' }) as Record<string, string>).every((t) => t === '');

export const ENDPOINTS: EndpointRow[] = [
  // ---- accounts (functions/src/auth) ----
  {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    input: 'json',
    // A fresh unknown name each time, so that the per-account throttle never kicks in mid-batch.
    base: () => {
      const name = `nobody_fault_${random()}`;
      return { username: name, email: name, password: 'Wrong1234' };
    },
    baseAnswer: 'INVALID_CREDENTIALS',
    refusals: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'LOGIN_DELAYED'],
    counted: {
      collections: ['loginAttempts'],
      why: 'a failed login is counted for the throttle (docs/security.md, guessing passwords): that write is the point; the suite removes the counts it made',
    },
  },
  {
    method: 'POST',
    path: '/auth/registration',
    access: 'public',
    input: 'json',
    // The seeded ADMIN's user name is taken: refused before any Auth user is created.
    base: () => ({ email: `fault-${random()}@test.yarnshop.test`, phone: 380671234567, username: 'admin', password: 'Knit2gether1' }),
    baseAnswer: 'USERNAME_TAKEN',
    refusals: ['USERNAME_TAKEN'],
    numbers: ['phone'],
    counted: rateLimitCounts('account is looked at'),
  },
  {
    method: 'POST',
    path: '/auth/confirmregistration',
    access: 'public',
    input: 'json',
    base: () => ({ token: unknown.oobCode }),
    baseAnswer: 'INVALID_OR_EXPIRED_TOKEN',
    refusals: ['INVALID_OR_EXPIRED_TOKEN'],
  },
  {
    method: 'POST',
    path: '/auth/resendconfirmation',
    access: 'public',
    input: 'json',
    base: () => ({ email: unknown.email }),
    baseAnswer: 200,
    tolerated: {
      why: 'the answer is the same whether the email exists or not (docs/api.md), so an unknown address gets it too',
      accepts: (a) => a.status === 200 && (a.body as { isEmailConfirmationSent?: unknown }).isEmailConfirmationSent === true,
    },
    counted: rateLimitCounts('account is looked up, so that a refusal reveals nothing'),
  },
  {
    method: 'POST',
    path: '/auth/sendpasswordrecoverylink',
    access: 'public',
    input: 'json',
    base: () => ({ email: unknown.email }),
    baseAnswer: 200,
    tolerated: {
      why: 'the answer is the same whether the email exists or not (docs/api.md), so an unknown address gets it too',
      accepts: (a) => a.status === 200 && a.body.data === 'passwordRecoveryLinkSent',
    },
    counted: rateLimitCounts('account is looked up, so that a refusal reveals nothing'),
  },
  {
    method: 'POST',
    path: '/auth/confirmpasswordchange',
    access: 'public',
    input: 'json',
    base: () => ({ token: unknown.oobCode, password: 'Knit2gether1' }),
    baseAnswer: 'INVALID_OR_EXPIRED_TOKEN',
    refusals: ['INVALID_OR_EXPIRED_TOKEN'],
  },
  { method: 'POST', path: '/auth/currentuser', access: 'caller', input: 'empty' },
  { method: 'POST', path: '/auth/getaccesstoken', access: 'caller', input: 'empty' },
  { method: 'POST', path: '/auth/logout', access: 'caller', input: 'empty' },
  // ---- the customer's profile (functions/src/auth/profile-routes.ts) ----
  {
    method: 'POST',
    path: '/auth/saveprofile',
    access: 'caller',
    input: 'json',
    base: () => ({ realName: 'Олена Коваль', phone: '0671234567' }),
    baseAnswer: 200,
    tolerated: {
      why: "a real name and a Ukrainian phone are the caller's own to save; every other probe is refused by the name or phone rule",
      accepts: (a) => a.status === 200 && a.body.phone === '+380671234567',
    },
    counted: { collections: ['users', 'rateLimits'], why: "the base saves the suite user's own name and phone, and each edit is counted toward the profile's rate limit" },
  },
  {
    method: 'POST',
    path: '/auth/changeemail',
    access: 'caller',
    input: 'json',
    // Another account's address: the same answer as any, and no mail and no pending change are written.
    base: () => ({ email: 'admin@yarnshop.test' }),
    baseAnswer: 200,
    tolerated: {
      why: 'the answer is the same whether or not another account holds the address (docs/api.md), which then gets no mail',
      accepts: (a) => a.status === 200 && a.body.isEmailChangeSent === true,
    },
    refusals: ['EMAIL_UNCHANGED'],
    counted: rateLimitCounts('address is looked up'),
  },
  {
    method: 'POST',
    path: '/auth/confirmemailchange',
    access: 'public',
    input: 'json',
    base: () => ({ token: unknown.oobCode }),
    baseAnswer: 'INVALID_OR_EXPIRED_TOKEN',
    refusals: ['INVALID_OR_EXPIRED_TOKEN'],
  },
  {
    method: 'POST',
    path: '/auth/changepassword',
    access: 'caller',
    input: 'json',
    base: () => ({ currentPassword: 'Wrong1234', password: 'Knit2gether1' }),
    baseAnswer: 'WRONG_CURRENT_PASSWORD',
    refusals: ['WRONG_CURRENT_PASSWORD', 'PASSWORD_TOO_COMMON', 'TOO_MANY_ATTEMPTS', 'LOGIN_DELAYED'],
    counted: {
      collections: ['loginAttempts'],
      why: 'a wrong current password is counted as a failed login (docs/security.md, guessing passwords); the suite removes the counts it made',
    },
  },
  {
    method: 'POST',
    path: '/auth/saveplace',
    access: 'caller',
    input: 'json',
    base: () => ({
      delivery: {
        carrier: 'novaposhta',
        city: 'Київ',
        branch: 'Відділення №1',
        novaPoshta: { settlementRef: '00000000-0000-4000-8000-000000000001', cityRef: '00000000-0000-4000-8000-000000000002', warehouseRef: '00000000-0000-4000-8000-000000000003' },
      },
      label: 'Дім',
    }),
    baseAnswer: 200,
    tolerated: {
      why: "a place an order could be sent to is the caller's own to save, and a town named like an injection is still a town's text; a sixth is refused",
      accepts: (a) => a.status === 200 && Array.isArray(a.body.places),
    },
    refusals: ['SAVED_PLACES_FULL'],
    counted: { collections: ['users', 'rateLimits'], why: "the well-formed places go to the suite user's own profile, and each edit is counted toward the profile's rate limit" },
  },
  {
    method: 'POST',
    path: '/auth/renameplace',
    access: 'caller',
    input: 'json',
    base: () => ({ placeId: 'noSuchPlaceFault', label: 'Дім' }),
    baseAnswer: 'SAVED_PLACE_NOT_FOUND',
    refusals: ['SAVED_PLACE_NOT_FOUND'],
    ids: ['placeId'],
    counted: rateLimitCounts('place is looked up'),
  },
  {
    method: 'POST',
    path: '/auth/removeplace',
    access: 'caller',
    input: 'json',
    base: () => ({ placeId: 'noSuchPlaceFault' }),
    baseAnswer: 'SAVED_PLACE_NOT_FOUND',
    refusals: ['SAVED_PLACE_NOT_FOUND'],
    ids: ['placeId'],
    counted: rateLimitCounts('place is looked up'),
  },
  {
    method: 'POST',
    path: '/api/setadminrole',
    access: 'admin',
    input: 'json',
    base: () => ({ email: unknown.email, admin: true }),
    // The probes call as an ADMIN who is not the OWNER, whom the role change refuses first.
    baseAnswer: 'OWNER_ONLY',
    refusals: ['OWNER_ONLY', 'USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_ROLE', 'OWNER_PROTECTED'],
  },

  // ---- public reads (functions/src/catalog, http/app.ts) ----
  { method: 'GET', path: '/api/health', access: 'public', input: 'none' },
  { method: 'GET', path: '/api/getcategorieslist', access: 'public', input: 'none' },
  { method: 'GET', path: '/api/fetchcatalogs', access: 'public', input: 'none' },
  { method: 'GET', path: '/api/getgoodsarrays', access: 'public', input: 'none' },
  { method: 'POST', path: '/api/getmainpageimage', access: 'public', input: 'empty' },
  {
    method: 'POST',
    path: '/api/gettranslations',
    access: 'public',
    input: 'json',
    base: () => ({ language: 'ua', translationKeys: [`good_translation:${unknown.goodId}:title`] }),
    baseAnswer: 200,
    tolerated: { why: 'an unknown key is answered with an empty text (docs/api.md), never an error', accepts: emptyTranslations },
    // Keys that name ids Firestore reserves or cannot hold; a key over 200 characters is refused.
    extra: () => [
      ...['outerCategory:..:title', 'category:__fault__', 'subcategories:.-x:title', 'good_translation:__name__:title'].map((key) => ({
        name: `odd key ${key}`,
        body: { language: 'ua', translationKeys: [key] },
      })),
      { name: 'a key of 1500 characters', body: { language: 'ua', translationKeys: [`good_translation:${'x'.repeat(1500)}:title`] }, code: 'VALIDATION_FAILED' },
    ],
  },
  {
    method: 'GET',
    path: '/api/images/*',
    access: 'public',
    input: 'path',
    urls: [
      { path: '/api/images/goods/no-such-image-fault.webp', hosting: 'app' },
      { path: '/api/images/goods/%2e%2e%2f%2e%2e%2fpackage.json', hosting: 'app' },
      { path: `/api/images/goods/${encodeURIComponent('"><img src=x onerror=alert(1)>')}.png`, hosting: 'app' },
      { path: `/api/images/goods/${encodeURIComponent('<script>alert(1)</script>')}.jpg`, hosting: 'app' },
      { path: `/api/images/goods/${'a'.repeat(250)}.webp`, hosting: 'app' },
      {
        path: '/api/images/..%2f..%2f..%2fetc%2fpasswd',
        hosting: 'platform',
        why: "superstatic (the Hosting emulator) decodes the path, refuses the traversal itself and answers its own 404 page",
      },
      {
        path: `/api/images/goods/${'a'.repeat(5000)}.webp`,
        hosting: 'none',
        why: 'superstatic looks for a static file of that name first, and the file system refuses a name over 255 bytes with an error it answers as a 500',
      },
    ],
  },

  // ---- catalogue editing (functions/src/catalog-admin) ----
  {
    method: 'POST',
    path: '/api/saveoutercategory',
    access: 'admin',
    input: 'json',
    // Any well-formed outer category is simply saved, so the base is refused for its name
    // (the reserved group); the suite then checks that each probed field is named as wrong too.
    base: () => ({ name: 'noOuterCategory', title, previewImage: null, order: 1 }),
    baseAnswer: 'VALIDATION_FAILED',
    numbers: ['order'],
  },
  {
    method: 'POST',
    path: '/api/removeoutercategory',
    access: 'admin',
    input: 'json',
    base: () => ({ outerCategory: unknown.outer }),
    baseAnswer: 'OUTER_CATEGORY_NOT_FOUND',
    refusals: ['OUTER_CATEGORY_NOT_FOUND'],
  },
  {
    method: 'POST',
    path: '/api/savecategory',
    access: 'admin',
    input: 'json',
    base: () => ({ name: 'FaultProbe', outerCategory: unknown.outer, title, description: { ua: '', en: '' }, previewImage: null, order: 1 }),
    baseAnswer: 'OUTER_CATEGORY_NOT_FOUND',
    refusals: ['OUTER_CATEGORY_NOT_FOUND'],
    numbers: ['order'],
  },
  {
    method: 'POST',
    path: '/api/removefullcategorysection',
    access: 'admin',
    input: 'json',
    base: () => ({ currentOuterCategory: unknown.outer, category: unknown.category, newCategoryList: [unknown.category], catalogId: unknown.category }),
    baseAnswer: 'CATEGORY_NOT_FOUND',
    refusals: ['CATEGORY_NOT_FOUND', 'CATALOG_MISMATCH'],
  },
  {
    method: 'POST',
    path: '/api/addsubcategory',
    access: 'admin',
    input: 'json',
    base: () => ({ catalogId: unknown.category, name: 'Fault Probe', title, previewImage: null }),
    baseAnswer: 'CATALOG_NOT_FOUND',
    refusals: ['CATALOG_NOT_FOUND', 'SUBCATEGORY_EXISTS'],
  },
  {
    method: 'POST',
    path: '/api/removesubcategory',
    access: 'admin',
    input: 'json',
    base: () => ({ subCategoryId: `${unknown.category}-FaultProbe`, catalogId: unknown.category }),
    baseAnswer: 'CATALOG_NOT_FOUND',
    refusals: ['CATALOG_NOT_FOUND', 'SUBCATEGORY_NOT_FOUND'],
    ids: ['subCategoryId'],
  },
  {
    method: 'POST',
    path: '/api/savegood',
    access: 'admin',
    input: 'json',
    base: () => ({
      goodId: unknown.goodId,
      title,
      description: title,
      kind: 'skeinYarn',
      measurement: 'skein',
      measurementCount: 1,
      category: unknown.category,
      subcategory: 'allgoods',
      mainImage: null,
      images: ['/api/images/goods/x.webp'],
      price: 120,
      discount: { hasDiscount: true, amount: 10 },
      popular: false,
      newGoodState: true,
      quantity: 5,
      articul: 'FAULT-1',
      weightGrams: 110,
      yarn: {
        brand: 'Probe',
        fibres: [{ fibre: 'wool', percent: 100 }],
        weightClass: 'dk',
        skeinWeightGrams: 100,
        skeinLengthMeters: 250,
        metersPer100g: null,
        needleSizeMm: '3-4',
        hookSizeMm: null,
        colour: title,
        colourHex: '#aa3355',
        dyeLot: null,
      },
    }),
    baseAnswer: 'CATALOG_NOT_FOUND',
    refusals: ['CATALOG_NOT_FOUND', 'SUBCATEGORY_NOT_FOUND', 'GOOD_NOT_FOUND', 'ARTICUL_TAKEN'],
    numbers: ['measurementCount', 'price', 'quantity', 'discount.amount', 'yarn.fibres.0.percent', 'weightGrams'],
    measures: ['yarn.skeinWeightGrams', 'yarn.skeinLengthMeters'],
    ids: ['goodId'],
  },
  {
    method: 'POST',
    path: '/api/removegood',
    access: 'admin',
    input: 'json',
    base: () => ({ category: unknown.category, goodId: unknown.goodId }),
    baseAnswer: 'GOOD_NOT_FOUND',
    refusals: ['GOOD_NOT_FOUND'],
    ids: ['goodId'],
  },
  {
    method: 'POST',
    path: '/api/saveyarnline',
    access: 'admin',
    input: 'json',
    base: () => ({
      lineId: 'no-such-line-fault',
      brand: 'Probe',
      name: 'Fault',
      fibres: [{ fibre: 'wool', percent: 100 }],
      weightClass: 'light',
      metresPer100g: 250,
      skein: { metres: 125, grams: 50 },
      needleMm: { from: 3.5, to: 4.5 },
      hookMm: null,
      gauge: { stitches: 22, rows: 30, needleMm: 4 },
      care: { wash: 'handWash', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
    }),
    baseAnswer: 'YARN_LINE_NOT_FOUND',
    refusals: ['YARN_LINE_NOT_FOUND'],
    numbers: ['fibres.0.percent'],
    measures: ['metresPer100g', 'skein.metres', 'skein.grams', 'needleMm.from', 'gauge.stitches'],
    ids: ['lineId'],
  },
  {
    method: 'POST',
    path: '/api/removeyarnline',
    access: 'admin',
    input: 'json',
    base: () => ({ lineId: 'no-such-line-fault' }),
    baseAnswer: 'YARN_LINE_NOT_FOUND',
    refusals: ['YARN_LINE_NOT_FOUND'],
    ids: ['lineId'],
  },
  {
    method: 'POST',
    path: '/api/savegoodschanges',
    access: 'admin',
    input: 'json',
    base: () => goodsChangesBody({}),
    baseAnswer: 'GOODS_CHANGED',
    refusals: ['GOODS_CHANGED'],
    ids: ['changes.0.goodId'],
    // A negative value passes the schema on purpose, to be refused naming its good (here unknown: 409).
    extra: () =>
      (['price', 'quantity'] as const).flatMap((field) => [
        { name: `${field} = 1.5`, body: goodsChangesBody({ [field]: 1.5 }), code: 'VALIDATION_FAILED' },
        { name: `${field} = -1`, body: goodsChangesBody({ [field]: -1 }), code: 'GOODS_CHANGED' },
        { name: `${field} = 10 000 000`, body: goodsChangesBody({ [field]: 10_000_000 }), code: 'VALIDATION_FAILED' },
      ]),
  },
  {
    method: 'POST',
    path: '/api/getbin',
    access: 'admin',
    input: 'json',
    base: () => ({ after: 'no-such-bin-entry-fault' }),
    baseAnswer: 'BIN_ENTRY_NOT_FOUND',
    emptyIsValid: true,
    refusals: ['BIN_ENTRY_NOT_FOUND'],
    ids: ['after'],
  },
  {
    method: 'POST',
    path: '/api/restorefrombin',
    access: 'admin',
    input: 'json',
    base: () => ({ entryId: 'no-such-bin-entry-fault', place: 'noOuterCategory' }),
    baseAnswer: 'BIN_ENTRY_NOT_FOUND',
    refusals: ['BIN_ENTRY_NOT_FOUND'],
    ids: ['entryId'],
  },
  {
    method: 'POST',
    path: '/api/changegoodsubcategory',
    access: 'admin',
    input: 'json',
    base: () => ({ goodId: unknown.goodId, subcategory: 'allgoods' }),
    baseAnswer: 'GOOD_NOT_FOUND',
    refusals: ['GOOD_NOT_FOUND', 'SUBCATEGORY_NOT_FOUND', 'CATALOG_NOT_FOUND'],
    ids: ['goodId'],
  },

  // ---- images, main page, site map (functions/src/images, main-images, sitemap) ----
  {
    method: 'POST',
    path: '/api/uploadimage',
    access: 'admin',
    input: 'multipart',
    form: {
      fields: { containerName: 'goods' },
      file: 'image',
      files: [
        { name: 'a script named like markup, claiming PNG', filename: '"><img src=x onerror=alert(1)>.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>'), code: 'IMAGE_TYPE_NOT_ALLOWED' },
        { name: 'an SVG with a script', filename: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), code: 'IMAGE_TYPE_NOT_ALLOWED' },
        { name: 'an empty file', filename: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0), code: 'IMAGE_REQUIRED' },
        { name: 'a file over 10 MB', filename: 'big.png', type: 'image/png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1024, 1), code: 'IMAGE_TOO_LARGE' },
      ],
    },
    refusals: ['IMAGE_REQUIRED', 'IMAGE_TYPE_NOT_ALLOWED', 'IMAGE_TOO_LARGE', 'UNSUPPORTED_CONTENT_TYPE'],
  },
  {
    method: 'POST',
    path: '/api/addmainimage',
    access: 'admin',
    input: 'json',
    // Shaped like a URL that uploadimage gives for the main container, but no such file was uploaded.
    base: () => ({ image: '/api/images/main/no-such-image-fault.webp' }),
    baseAnswer: 'IMAGE_NOT_UPLOADED',
    refusals: ['IMAGE_NOT_UPLOADED'],
    extra: () =>
      ['/api/images/main/"><img src=x onerror=alert(1)>', '/api/images/main/../../package.json', '/api/images/main/<script>.webp'].map((image) => ({
        name: `image ${image}`,
        body: { image },
        code: 'IMAGE_NOT_UPLOADED',
      })),
  },
  { method: 'POST', path: '/api/blurmainimages', access: 'admin', input: 'empty', refusals: ['IMAGE_FILE_MISSING'] },
  {
    method: 'POST',
    path: '/api/deletemainimage',
    access: 'admin',
    input: 'json',
    base: () => ({ imageId: 'no-such-image-fault' }),
    baseAnswer: 'NOT_FOUND',
    refusals: ['NOT_FOUND'],
    ids: ['imageId'],
  },
  {
    method: 'POST',
    path: '/api/savemainimagetexts',
    access: 'admin',
    input: 'json',
    base: () => ({ imageId: 'no-such-image-fault', title: { ua: 'Знижки', en: 'Sale' }, subtitle: { ua: '', en: '' }, link: '/goods/discountgoods', showFrom: '2026-12-01T10:00', showUntil: '2026-12-31T23:59' }),
    baseAnswer: 'NOT_FOUND',
    refusals: ['NOT_FOUND', 'SLIDE_LINK_INVALID', 'SLIDE_TEXT_LANGUAGES', 'SLIDE_DATES_ORDER'],
    ids: ['imageId'],
  },
  { method: 'POST', path: '/api/buildsitemap', access: 'admin', input: 'empty' },
  // ---- product feeds (functions/src/feeds); the feeds themselves are under /feeds/, not /api/ ----
  { method: 'POST', path: '/api/getfeedstatus', access: 'admin', input: 'empty' },
  {
    method: 'POST',
    path: '/api/syncgoods',
    access: 'admin',
    input: 'multipart',
    form: {
      fields: { mode: 'apply' },
      file: 'file',
      files: [
        { name: 'a script instead of a header', filename: "'; DROP TABLE goods; --.csv", type: 'text/csv', bytes: Buffer.from('<script>alert(1)</script>\n'), code: 'PRICE_LIST_BAD_HEADER' },
        { name: 'bytes that are no spreadsheet, named .xlsx', filename: 'prices.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: Buffer.from('PK\u0003\u0004 not a zip at all'), code: 'PRICE_LIST_UNREADABLE' },
        { name: 'an empty file', filename: 'prices.csv', type: 'text/csv', bytes: Buffer.alloc(0), code: 'PRICE_LIST_REQUIRED' },
        { name: 'a file over 5 MB', filename: 'prices.csv', type: 'text/csv', bytes: Buffer.alloc(5 * 1024 * 1024 + 1024, 65), code: 'FILE_TOO_LARGE' },
        {
          name: 'negative, fractional and injected values on every line',
          filename: 'prices.csv',
          type: 'text/csv',
          bytes: Buffer.from(['articul;price;quantity;discount', 'FAULT-A;-5;1;', 'FAULT-B;10;1.5;', 'FAULT-C;10;-2;-10', '<script>alert(1)</script>;10;1;'].join('\n')),
        },
      ],
    },
    refusals: ['PRICE_LIST_REQUIRED', 'PRICE_LIST_UNREADABLE', 'PRICE_LIST_BAD_HEADER', 'FILE_TOO_LARGE', 'UNSUPPORTED_CONTENT_TYPE'],
    tolerated: {
      why: 'a readable price list is answered with a per-line report (docs/api.md); here every line is invalid, so nothing may be created or updated',
      accepts: (a) => {
        const counts = a.body.counts as Record<string, number> | undefined;
        return a.status === 200 && counts?.created === 0 && counts.updated === 0 && counts.unchanged === 0 && counts.invalid === 4;
      },
    },
  },

  // ---- callbacks (functions/src/callbacks) ----
  {
    method: 'POST',
    path: '/api/sendcallbackrequest',
    access: 'public',
    input: 'json',
    // Too few digits: a well-formed body refused by the phone rule, so no probe is ever stored.
    base: () => ({ clientName: 'Олена', clientPhone: '067 12' }),
    baseAnswer: 'CALLBACK_PHONE_INVALID',
    refusals: ['CALLBACK_PHONE_REQUIRED', 'CALLBACK_PHONE_INVALID', 'CALLBACK_NAME_INVALID'],
    // The name rule behind a valid phone (the base's phone would answer first).
    extra: () =>
      ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE goods; --", 'x'.repeat(1024 * 1024)].map((clientName) => ({
        name: `name ${clientName.slice(0, 30)} with a valid phone`,
        body: { clientName, clientPhone: '+380 67 123 45 67' },
        code: 'CALLBACK_NAME_INVALID',
      })),
  },
  // ---- back-in-stock subscriptions (functions/src/stock-watch) ----
  {
    method: 'POST',
    path: '/api/watchstock',
    access: 'optional',
    input: 'json',
    // An unknown good: refused after the email's check and before any limit is counted, so nothing is written.
    base: () => ({ goodId: unknown.goodId, email: 'olena@test.yarnshop.test' }),
    baseAnswer: 'STOCK_WATCH_GOOD_NOT_FOUND',
    refusals: ['STOCK_WATCH_EMAIL_INVALID', 'STOCK_WATCH_GOOD_NOT_FOUND', 'STOCK_WATCH_LOT_FORM_UNAVAILABLE'],
    ids: ['goodId'],
    extra: (): { name: string; body: Json; code: string }[] => [
      ...['olena', '<script>alert(1)</script>@x', 'a@b', 'olena @example.com'].map((email) => ({
        name: `malformed email ${email.slice(0, 30)}`,
        body: { goodId: unknown.goodId, email },
        code: 'STOCK_WATCH_EMAIL_INVALID',
      })),
      { name: 'no email from a guest', body: { goodId: unknown.goodId }, code: 'STOCK_WATCH_EMAIL_INVALID' },
      { name: 'the lot form for an unknown good', body: { goodId: unknown.goodId, email: 'olena@test.yarnshop.test', minSkeins: 10 }, code: 'STOCK_WATCH_GOOD_NOT_FOUND' },
      ...[0, -1, 2.5, 101].map((minSkeins) => ({ name: `lot form of ${minSkeins} skeins`, body: { goodId: unknown.goodId, email: 'olena@test.yarnshop.test', minSkeins }, code: 'VALIDATION_FAILED' })),
    ],
  },
  ...(['/api/confirmstockwatch', '/api/unsubscribestockwatch'] as const).map(
    (path): EndpointRow => ({
      method: 'POST',
      path,
      access: 'public',
      input: 'json',
      // A well-formed link of no mailbox.
      base: () => ({ mailbox: 'f'.repeat(40), token: 'A'.repeat(43) }),
      baseAnswer: 'STOCK_WATCH_LINK_INVALID',
      refusals: ['STOCK_WATCH_LINK_INVALID'],
      counted: rateLimitCounts('link is looked up, so that guessing tokens costs'),
    }),
  ),
  {
    method: 'POST',
    path: '/api/unsubscribestockwatch/:mailbox/:token',
    access: 'public',
    input: 'path',
    // The one-click address takes a mail client's POST only; any GET under it is no page.
    urls: [
      { path: `/api/unsubscribestockwatch/${'f'.repeat(40)}/${'A'.repeat(43)}`, hosting: 'app' },
      { path: `/api/unsubscribestockwatch/${encodeURIComponent('<script>alert(1)</script>')}/x`, hosting: 'app' },
    ],
  },
  { method: 'POST', path: '/api/getstockwatchcounts', access: 'admin', input: 'empty' },
  {
    method: 'POST',
    path: '/api/getcallbackrequests',
    access: 'admin',
    input: 'json',
    base: () => ({ onlyOpen: true }),
    baseAnswer: 200,
    emptyIsValid: true,
    refusals: ['CALLBACK_REQUEST_NOT_FOUND'],
    extra: () => [{ name: 'a page after an unknown request', body: { startAfterId: unknown.cardId }, code: 'CALLBACK_REQUEST_NOT_FOUND' }],
  },
  {
    method: 'POST',
    path: '/api/markcallbackdone',
    access: 'admin',
    input: 'json',
    base: () => ({ requestId: 'no-such-request-fault' }),
    baseAnswer: 'CALLBACK_REQUEST_NOT_FOUND',
    refusals: ['CALLBACK_REQUEST_NOT_FOUND'],
    ids: ['requestId'],
  },

  // ---- Nova Poshta's directory (functions/src/delivery) ----
  {
    method: 'POST',
    path: '/api/searchnpsettlements',
    access: 'public',
    input: 'json',
    base: () => ({ query: 'Немаєтакогомістафолт' }),
    baseAnswer: 200,
    tolerated: { why: 'a name the directory lacks is answered with no settlements, never an error', accepts: (a) => a.status === 200 && Array.isArray(a.body.settlements) && a.body.settlements.length === 0 },
  },
  {
    method: 'POST',
    path: '/api/getnpbranches',
    access: 'public',
    input: 'json',
    base: () => ({ settlementRef: '00000000-0000-4000-8000-00000000fa17', query: '12', weightKg: 2.5 }),
    baseAnswer: 'NP_SETTLEMENT_UNKNOWN',
    refusals: ['NP_SETTLEMENT_UNKNOWN'],
    measures: ['weightKg'],
  },
  {
    method: 'POST',
    path: '/api/getnpstreets',
    access: 'public',
    input: 'json',
    base: () => ({ settlementRef: '00000000-0000-4000-8000-00000000fa17', query: 'Хрещатик' }),
    baseAnswer: 'NP_SETTLEMENT_UNKNOWN',
    refusals: ['NP_SETTLEMENT_UNKNOWN'],
    tolerated: {
      why: 'text that names no street (an injection string) is answered with no streets before any settlement is looked up',
      accepts: (a) => a.status === 200 && Array.isArray(a.body.streets) && a.body.streets.length === 0,
    },
  },
  { method: 'POST', path: '/api/getdeliveryoffer', access: 'public', input: 'empty' },
  {
    method: 'POST',
    path: '/api/getgoeswith',
    access: 'public',
    input: 'json',
    base: () => ({ goodId: 'no-such-good-fault' }),
    baseAnswer: 200,
    ids: ['goodId'],
    tolerated: {
      why: 'an unknown good has nothing that goes with it: empty lists from the kept catalogue, nothing read for the id and nothing written',
      accepts: (a) => a.status === 200 && ['needles', 'hooks', 'patterns', 'yarns'].every((list) => Array.isArray(a.body[list]) && (a.body[list] as unknown[]).length === 0),
    },
  },
  {
    method: 'POST',
    path: '/api/quotedelivery',
    access: 'public',
    input: 'json',
    base: () => ({ cityRef: '00000000-0000-4000-8000-00000000fa17', service: 'branch', weightKg: 0.8, orderUah: 450, cashOnDelivery: true }),
    baseAnswer: 200,
    measures: ['weightKg', 'orderUah'],
    counted: rateLimitCounts('carrier is asked'),
    tolerated: {
      why: 'a well-formed quote is answered with a price or, when the carrier has none, with nulls; it never writes besides the rate count',
      accepts: (a) => a.status === 200 && 'priceUah' in a.body && 'deliveryDate' in a.body,
    },
  },
  {
    method: 'POST',
    path: '/api/refreshnpdirectory',
    access: 'admin',
    input: 'json',
    base: () => ({ part: 'settlements' }),
    baseAnswer: 200,
    emptyIsValid: true,
    tolerated: { why: 'a well-formed refresh copies the directory again, by design', accepts: (a) => a.status === 200 },
    counted: { collections: ['npSettlements', 'npBranches'], why: 'a well-formed refresh stamps every copied document with its time' },
  },
  // A well-formed run records parcels by design; every probe here is malformed, so none runs.
  { method: 'POST', path: '/api/runparceltracking', access: 'admin', input: 'empty' },

  // ---- waybills (functions/src/shipping/waybill-*): the fixture's card is UNCONFIRMED and has none ----
  {
    method: 'POST',
    path: '/api/createwaybill',
    access: 'admin',
    input: 'json',
    base: ({ cardId }) => ({ shoppingCardId: cardId }),
    baseAnswer: 'WAYBILL_CARD_NOT_CONFIRMED',
    refusals: ['WAYBILL_CARD_NOT_CONFIRMED', 'SHOPPING_CARD_NOT_FOUND'],
    ids: ['shoppingCardId'],
  },
  {
    method: 'POST',
    path: '/api/getwaybilllabel',
    access: 'admin',
    input: 'json',
    base: ({ cardId }) => ({ shoppingCardId: cardId }),
    baseAnswer: 'WAYBILL_LABEL_NOT_AVAILABLE',
    refusals: ['WAYBILL_LABEL_NOT_AVAILABLE', 'SHOPPING_CARD_NOT_FOUND'],
    ids: ['shoppingCardId'],
  },

  // ---- the shop's shipping settings (functions/src/shop-settings) ----
  { method: 'POST', path: '/api/getshippingsettings', access: 'admin', input: 'empty' },
  { method: 'POST', path: '/api/getnpsenders', access: 'admin', input: 'empty' },
  {
    method: 'POST',
    path: '/api/saveshippingsettings',
    access: 'admin',
    input: 'json',
    base: () => ({
      novaPoshta: {
        settlementRef: '00000000-0000-4000-8000-00000000fa17',
        cityRef: '00000000-0000-4000-8000-00000000fa18',
        warehouseRef: '00000000-0000-4000-8000-00000000fa19',
        warehouseDisplay: 'Відділення №1',
        counterpartyRef: '00000000-0000-4000-8000-00000000fa1a',
        contactRef: '00000000-0000-4000-8000-00000000fa1b',
      },
      ukrposhtaSenderUuid: null,
      contactName: 'Олена Коваль',
      contactPhone: '380501234567',
      cashOnDelivery: 'moneyTransfer',
      parcel: { widthCm: 30, lengthCm: 20, heightCm: 10 },
    }),
    baseAnswer: 'NP_SETTLEMENT_UNKNOWN',
    refusals: ['NP_SETTLEMENT_UNKNOWN', 'NP_BRANCH_UNKNOWN'],
    numbers: ['parcel.widthCm', 'parcel.lengthCm', 'parcel.heightCm'],
    ids: ['novaPoshta.settlementRef', 'novaPoshta.warehouseRef'],
  },

  // ---- Ukrposhta's post offices (functions/src/delivery/up-*) ----
  {
    method: 'POST',
    path: '/api/getupofficesbypostcode',
    access: 'public',
    input: 'json',
    base: () => ({ postcode: '99998' }),
    baseAnswer: 200,
    counted: rateLimitCounts('carrier is asked (the copy had no answer)'),
    tolerated: { why: 'a postcode the classifier lacks is answered with no offices, and an empty answer is not kept', accepts: (a) => a.status === 200 && Array.isArray(a.body.offices) && a.body.offices.length === 0 },
  },
  {
    method: 'POST',
    path: '/api/searchupcities',
    access: 'public',
    input: 'json',
    base: () => ({ query: 'Немаєтакогомістафолт' }),
    baseAnswer: 200,
    counted: rateLimitCounts('carrier is asked (the copy had no answer)'),
    tolerated: { why: 'a name the classifier lacks is answered with no cities, never an error', accepts: (a) => a.status === 200 && Array.isArray(a.body.cities) && a.body.cities.length === 0 },
  },
  {
    method: 'POST',
    path: '/api/getupofficesbycity',
    access: 'public',
    input: 'json',
    base: () => ({ cityId: '999998', query: '12' }),
    baseAnswer: 200,
    counted: rateLimitCounts('carrier is asked (the copy had no answer)'),
    tolerated: { why: 'a city the classifier lacks is answered with no offices', accepts: (a) => a.status === 200 && Array.isArray(a.body.offices) && a.body.offices.length === 0 },
  },

  // ---- orders (functions/src/orders) ----
  {
    method: 'POST',
    path: '/api/createshoppingcard',
    access: 'optional',
    input: 'json',
    base: () => order([{ goodId: unknown.goodId, quantity: 1 }]),
    baseAnswer: 'UNKNOWN_GOODS',
    refusals: ['UNKNOWN_GOODS', 'NOT_ENOUGH_STOCK', 'IDEMPOTENCY_KEY_REUSED'],
    numbers: ['goods.0.quantity'],
    counted: rateLimitCounts('goods and stock are read'),
    ids: ['goods.0.goodId'],
    // A real good, so that only the quantity (or the line list) is at fault.
    extra: ({ goodId }) => [
      ...[-1, 0, 1.5, 1000, 1e308].map((quantity) => ({ name: `quantity ${quantity} of a real good`, body: order([{ goodId, quantity }]), code: 'VALIDATION_FAILED' })),
      { name: 'the same good twice', body: order([{ goodId, quantity: 1 }, { goodId, quantity: 1 }]), code: 'VALIDATION_FAILED' },
      { name: 'no goods', body: order([]), code: 'VALIDATION_FAILED' },
      { name: 'more than the stock', body: order([{ goodId, quantity: 999 }]), code: 'NOT_ENOUGH_STOCK' },
    ],
  },
  {
    method: 'POST',
    path: '/api/getshoppingcardbyid',
    access: 'optional',
    input: 'json',
    base: () => ({ shoppingCardId: unknown.cardId }),
    baseAnswer: 'SHOPPING_CARD_NOT_FOUND',
    refusals: ['SHOPPING_CARD_NOT_FOUND'],
    ids: ['shoppingCardId'],
  },
  {
    method: 'POST',
    path: '/api/getshoppingcardgoods',
    access: 'optional',
    input: 'json',
    base: () => ({ shoppingCardId: unknown.cardId }),
    baseAnswer: 'SHOPPING_CARD_NOT_FOUND',
    refusals: ['SHOPPING_CARD_NOT_FOUND'],
    ids: ['shoppingCardId'],
  },
  {
    method: 'POST',
    path: '/api/addgoodtoshoppingcard',
    access: 'optional',
    input: 'json',
    counted: rateLimitCounts('card is read'),
    base: ({ cardId }) => ({ shoppingCardId: cardId, goodId: unknown.goodId }),
    baseAnswer: 'UNKNOWN_GOODS',
    refusals: ['UNKNOWN_GOODS', 'SHOPPING_CARD_NOT_FOUND', 'NOT_ENOUGH_STOCK', 'TOO_MANY_GOODS', 'SHOPPING_CARD_NOT_EDITABLE'],
    ids: ['shoppingCardId', 'goodId'],
  },
  {
    method: 'POST',
    path: '/api/changegoodquantityinshoppingcard',
    access: 'optional',
    input: 'json',
    counted: rateLimitCounts('card is read'),
    base: ({ cardId }) => ({ shoppingCardId: cardId, goodId: unknown.goodId, quantity: 2 }),
    baseAnswer: 'GOOD_NOT_IN_SHOPPING_CARD',
    refusals: ['GOOD_NOT_IN_SHOPPING_CARD', 'SHOPPING_CARD_NOT_FOUND', 'NOT_ENOUGH_STOCK', 'UNKNOWN_GOODS', 'SHOPPING_CARD_NOT_EDITABLE'],
    numbers: ['quantity'],
    ids: ['shoppingCardId', 'goodId'],
    extra: ({ cardId, goodId }) => [
      ...[-1, 0, 2.5, 1000].map((quantity) => ({ name: `quantity ${quantity} of the card's good`, body: { shoppingCardId: cardId, goodId, quantity }, code: 'VALIDATION_FAILED' })),
      { name: 'more than the stock', body: { shoppingCardId: cardId, goodId, quantity: 999 }, code: 'NOT_ENOUGH_STOCK' },
    ],
  },
  {
    method: 'POST',
    path: '/api/removegoodshoppingcard',
    access: 'optional',
    input: 'json',
    counted: rateLimitCounts('card is read'),
    base: ({ cardId }) => ({ shoppingCardId: cardId, goodId: unknown.goodId }),
    baseAnswer: 'GOOD_NOT_IN_SHOPPING_CARD',
    refusals: ['GOOD_NOT_IN_SHOPPING_CARD', 'SHOPPING_CARD_NOT_FOUND', 'SHOPPING_CARD_NOT_EDITABLE'],
    ids: ['shoppingCardId', 'goodId'],
  },
  {
    method: 'POST',
    path: '/api/cancelshoppingcard',
    access: 'optional',
    input: 'json',
    counted: rateLimitCounts('card is read'),
    base: () => ({ shoppingCardId: unknown.cardId }),
    baseAnswer: 'SHOPPING_CARD_NOT_FOUND',
    refusals: ['SHOPPING_CARD_NOT_FOUND', 'STATUS_TRANSITION_NOT_ALLOWED'],
    ids: ['shoppingCardId'],
  },
  {
    method: 'POST',
    path: '/api/changeshoppingcardstatus',
    access: 'admin',
    input: 'json',
    // UNCONFIRMED cannot jump to SENT.
    base: ({ cardId }) => ({ shoppingCardId: cardId, status: 'SENT', trackingNumber: '20450000000000' }),
    baseAnswer: 'STATUS_TRANSITION_NOT_ALLOWED',
    refusals: ['STATUS_TRANSITION_NOT_ALLOWED', 'SHOPPING_CARD_NOT_FOUND', 'TRACKING_NUMBER_REQUIRED', 'NOT_ENOUGH_STOCK'],
    ids: ['shoppingCardId'],
  },
  { method: 'POST', path: '/api/getusershoppingcards', access: 'caller', input: 'empty' },
  {
    method: 'POST',
    path: '/api/getallactiveshoppingcards',
    access: 'admin',
    input: 'json',
    // The page after an unknown card: the cursor must name a card.
    base: () => ({ startAfterId: unknown.cardId }),
    baseAnswer: 'SHOPPING_CARD_NOT_FOUND',
    refusals: ['SHOPPING_CARD_NOT_FOUND'],
    emptyIsValid: true,
    ids: ['startAfterId'],
  },
  {
    method: 'POST',
    path: '/api/getallinactiveshoppingcards',
    access: 'admin',
    input: 'json',
    base: () => ({ skipCount: 0 }),
    baseAnswer: 200,
    emptyIsValid: true,
    numbers: ['skipCount'],
  },

  // ---- exports and packing slips (functions/src/order-exports, goods-sync/goods-export.ts) ----
  {
    method: 'POST',
    path: '/api/exportorders',
    access: 'admin',
    input: 'json',
    // A range that ends before it starts: refused before a single order is read.
    base: () => ({ from: '2026-03-31', to: '2026-03-01', statuses: ['SENT'], payments: ['cod'], format: 'csv' }),
    baseAnswer: 'EXPORT_RANGE_REVERSED',
    refusals: ['EXPORT_RANGE_REVERSED', 'EXPORT_RANGE_TOO_LONG', 'EXPORT_DATE_INVALID', 'EXPORT_STATUS_UNKNOWN', 'EXPORT_PAYMENT_UNKNOWN'],
    extra: (): { name: string; body: Json; code: string }[] => [
      { name: 'a range over 366 days', body: { from: '2024-01-01', to: '2025-01-02', format: 'csv' }, code: 'EXPORT_RANGE_TOO_LONG' },
      { name: 'a day not on the calendar', body: { from: '2026-02-30', to: '2026-03-02', format: 'xlsx' }, code: 'EXPORT_DATE_INVALID' },
      { name: 'an unknown status', body: { from: '2026-03-01', to: '2026-03-02', statuses: ['SENT', "<script>alert(1)</script>"], format: 'csv' }, code: 'EXPORT_STATUS_UNKNOWN' },
      { name: 'an unknown payment', body: { from: '2026-03-01', to: '2026-03-02', payments: ["'; DROP TABLE x; --"], format: 'csv' }, code: 'EXPORT_PAYMENT_UNKNOWN' },
      { name: 'an unknown format', body: { from: '2026-03-01', to: '2026-03-02', format: 'pdf' }, code: 'VALIDATION_FAILED' },
    ],
  },
  {
    method: 'POST',
    path: '/api/exportgoods',
    access: 'admin',
    input: 'json',
    // Nothing further down can refuse a well-formed body: the goods are the answer.
    base: () => ({ format: 'csv' }),
    baseAnswer: 200,
    tolerated: { why: 'a well-formed body is answered with the goods as a file, and writes nothing', accepts: (a) => a.status === 200 && typeof a.body.text === 'string' },
  },
  {
    method: 'POST',
    path: '/api/getpackingslips',
    access: 'admin',
    input: 'json',
    // A card that does not exist: the page prints nothing rather than part of the ticked cards.
    base: () => ({ cardIds: [unknown.cardId] }),
    baseAnswer: 'SHOPPING_CARD_NOT_FOUND',
    refusals: ['SHOPPING_CARD_NOT_FOUND'],
    ids: ['cardIds.0'],
    extra: (f) => [
      { name: 'the same card twice', body: { cardIds: [f.cardId, f.cardId] }, code: 'VALIDATION_FAILED' },
      { name: 'no card', body: { cardIds: [] }, code: 'VALIDATION_FAILED' },
      { name: 'more than 100 cards', body: { cardIds: Array.from({ length: 101 }, (_, i) => `card${i}`) }, code: 'VALIDATION_FAILED' },
    ],
  },

  // ---- card payments (functions/src/card-payments): the fixture's card is paid on delivery ----
  { method: 'POST', path: '/api/getpaymentmethods', access: 'public', input: 'empty' },
  ...(['/api/startcardpayment', '/api/switchtocashondelivery'] as const).map(
    (path): EndpointRow => ({
      method: 'POST',
      path,
      access: 'optional',
      input: 'json',
      counted: rateLimitCounts('card is read'),
      base: ({ cardId }) => ({ shoppingCardId: cardId }),
      baseAnswer: 'PAYMENT_NOT_CARD',
      refusals: ['PAYMENT_NOT_CARD', 'SHOPPING_CARD_NOT_FOUND'],
      ids: ['shoppingCardId'],
    }),
  ),
  {
    method: 'POST',
    path: '/api/getpaymentstatus',
    access: 'optional',
    input: 'json',
    counted: rateLimitCounts('card is read'),
    base: () => ({ shoppingCardId: unknown.cardId }),
    baseAnswer: 'SHOPPING_CARD_NOT_FOUND',
    refusals: ['SHOPPING_CARD_NOT_FOUND'],
    ids: ['shoppingCardId'],
  },
  // A notice without the provider's signature over its bytes is refused, whatever its body says.
  ...(['/api/paymentwebhook/monobank', '/api/paymentwebhook/liqpay'] as const).map(
    (path): EndpointRow => ({
      method: 'POST',
      path,
      access: 'public',
      input: 'json',
      counted: rateLimitCounts('signature is checked'),
      // No field is read before the signature over the bytes checks out, so there are no fields to probe one by one.
      base: () => ({}),
      baseAnswer: 'WEBHOOK_REFUSED',
      refusals: ['WEBHOOK_REFUSED', 'PAYLOAD_TOO_LARGE'],
      emptyIsValid: true,
      extra: (): { name: string; body: Json; code: string }[] => [
        { name: 'an unsigned success', body: { invoiceId: 'forged-invoice', status: 'success', amount: 100, ccy: 980 }, code: 'WEBHOOK_REFUSED' },
        { name: 'LiqPay fields without a signature', body: { data: 'e30=', signature: 'x' }, code: 'WEBHOOK_REFUSED' },
      ],
    }),
  ),
  { method: 'POST', path: '/api/getpaymentsettings', access: 'admin', input: 'empty' },
  { method: 'POST', path: '/api/getdeliveryoffersettings', access: 'admin', input: 'empty' },
  {
    method: 'POST',
    path: '/api/savedeliveryoffer',
    access: 'admin',
    input: 'json',
    base: () => ({ freeDeliveryFromUah: 0 }),
    baseAnswer: 'VALIDATION_FAILED',
    extra: (): { name: string; body: Json; code: string }[] => [
      { name: 'a fractional sum', body: { freeDeliveryFromUah: 99.5 }, code: 'VALIDATION_FAILED' },
      { name: 'an extra field', body: { freeDeliveryFromUah: 1000, note: 'x' }, code: 'VALIDATION_FAILED' },
    ],
  },
  {
    method: 'POST',
    path: '/api/savepaymentsettings',
    access: 'admin',
    input: 'json',
    base: () => ({ cashOnDelivery: false, card: false, provider: 'monobank' }),
    baseAnswer: 'VALIDATION_FAILED',
    extra: (): { name: string; body: Json; code: string }[] => [
      { name: 'an unknown provider', body: { cashOnDelivery: true, card: true, provider: 'paypal' }, code: 'VALIDATION_FAILED' },
      { name: 'an extra field', body: { cashOnDelivery: true, card: true, provider: 'monobank', fee: 1 }, code: 'VALIDATION_FAILED' },
    ],
  },
  {
    method: 'POST',
    path: '/api/getpaymentsummary',
    access: 'admin',
    input: 'json',
    base: () => ({ day: '2000-01-01' }),
    baseAnswer: 200,
    tolerated: { why: 'a well-formed day is read, by design; a summary writes nothing', accepts: (a) => a.status === 200 },
  },
  // A well-formed run checks payments by design; every probe here is malformed, so none runs.
  { method: 'POST', path: '/api/runpaymentchecks', access: 'admin', input: 'empty' },
  {
    method: 'POST',
    path: '/api/getownerfigures',
    access: 'admin',
    input: 'json',
    base: () => ({ days: 7 }),
    baseAnswer: 200,
    numbers: ['days'],
    tolerated: { why: 'a period the dashboard offers is read, by design; a read writes nothing', accepts: (a) => a.status === 200 },
  },
  // A well-formed rebuild rewrites the summaries by design; every probe here is malformed, so none runs.
  { method: 'POST', path: '/api/rebuildownerfigures', access: 'admin', input: 'empty' },
  // ---- the audit log (functions/src/audit-log) ----
  {
    method: 'POST',
    path: '/api/getauditlog',
    access: 'admin',
    input: 'json',
    // A page after an entry that does not exist: refused.
    base: () => ({ person: 'nobody@test.yarnshop.test', collection: 'goods', docId: unknown.goodId, startAfterId: 'no-such-audit-entry' }),
    baseAnswer: 'AUDIT_ENTRY_NOT_FOUND',
    refusals: ['AUDIT_ENTRY_NOT_FOUND'],
    ids: ['docId', 'startAfterId'],
    emptyIsValid: true,
    tolerated: { why: 'a well-formed filter is read, by design; a read writes nothing', accepts: (a) => a.status === 200 },
  },
  // ---- the owner's alerts (functions/src/owner-alerts) ----
  { method: 'POST', path: '/api/getalertsettings', access: 'admin', input: 'empty' },
  {
    method: 'POST',
    path: '/api/savealertsettings',
    access: 'admin',
    input: 'json',
    // Quiet hours that start and end at once are empty: refused.
    base: () => ({
      events: { newOrder: true, paymentHeld: true, paymentFailed: true, parcelTrouble: true, lowStock: true, receiptFailed: true, holdExpiring: true },
      quietHours: { enabled: true, from: '22:00', until: '22:00' },
      lowStockBelow: 3,
    }),
    baseAnswer: 'VALIDATION_FAILED',
    numbers: ['lowStockBelow'],
    extra: (): { name: string; body: Json; code: string }[] => [
      { name: 'a chat typed in', body: { events: {}, quietHours: { enabled: false, from: '22:00', until: '08:00' }, lowStockBelow: 3, chat: { id: 1 } }, code: 'VALIDATION_FAILED' },
      { name: 'an hour past midnight', body: { events: {}, quietHours: { enabled: true, from: '24:00', until: '08:00' }, lowStockBelow: 3 }, code: 'VALIDATION_FAILED' },
    ],
  },
  // A well-formed call makes a code or unlinks the chat by design; every probe here is malformed.
  { method: 'POST', path: '/api/startalertlink', access: 'admin', input: 'empty' },
  { method: 'POST', path: '/api/unlinkalertchat', access: 'admin', input: 'empty' },
  // An update without the secret set for the webhook is refused before its body is read.
  {
    method: 'POST',
    path: '/api/telegramwebhook',
    access: 'public',
    input: 'json',
    counted: rateLimitCounts('secret is checked'),
    // No field is read before the secret checks out, so there are no fields to probe one by one.
    base: () => ({}),
    baseAnswer: 'TELEGRAM_SECRET_INVALID',
    refusals: ['TELEGRAM_SECRET_INVALID', 'PAYLOAD_TOO_LARGE'],
    emptyIsValid: true,
    extra: (): { name: string; body: Json; code: string }[] => [
      { name: 'a code for the bot without the secret', body: { update_id: 1, message: { chat: { id: 1, type: 'private' }, text: '/start AAAAAAAA' } }, code: 'TELEGRAM_SECRET_INVALID' },
    ],
  },
];
