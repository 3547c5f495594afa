// Every React Query key of the SPA comes from a factory here, or on a root named here (the orders'
// in order/query-keys.ts): one factory per collection, the collection first (so invalidating
// `root` refetches all of it) and then a name for the shape of what is kept. Two features can then never keep different shapes under one key, as the cart's lines
// (a map by id) and search's hits (a list) once did under ['goods', { ids }].

/** The roots: one per collection or source the SPA caches. */
export const QUERY_ROOTS = {
  goods: 'goods',
  catalogs: 'catalogs',
  outerCategories: 'outerCategories',
  mainPageImages: 'mainPageImages',
  searchIndex: 'searchIndex',
  searchResults: 'searchResults',
  shoppingCards: 'shoppingCards',
  callbackRequests: 'callbackRequests',
  auth: 'auth',
  npSettlements: 'npSettlements',
  npBranches: 'npBranches',
  npStreets: 'npStreets',
  npSenders: 'npSenders',
  upCities: 'upCities',
  upOffices: 'upOffices',
  shippingSettings: 'shippingSettings',
  payments: 'payments',
  feeds: 'feeds',
  yarnLines: 'yarnLines',
  ownerFigures: 'ownerFigures',
  delivery: 'delivery',
  auditLog: 'auditLog',
  bin: 'bin',
} as const;
export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

const { goods, catalogs, outerCategories, mainPageImages, searchIndex, searchResults, callbackRequests, auth } = QUERY_ROOTS;

export const goodsKeys = {
  root: [goods] as const,
  one: (id: string) => [goods, 'one', id] as const,
  ofSubcategory: (category: string, subCategory: string) => [goods, 'ofSubcategory', { category, subCategory }] as const,
  special: (max: number) => [goods, 'special', max] as const,
  /** The cart's goods by id (null for a deleted one); sorted, so the same cart in another order shares it. */
  cartLines: (ids: readonly string[]) => [goods, 'cartLines', [...ids].sort()] as const,
  /** Search hits in the order found, archived ones left out. */
  searchHits: (ids: readonly string[]) => [goods, 'searchHits', [...ids]] as const,
  admin: () => [goods, 'admin'] as const,
  /** The needles, hooks, patterns and yarns a good's page suggests (POST /api/getgoeswith). */
  goesWith: (id: string) => [goods, 'goesWith', id] as const,
};

/** A yarn line's document: its attributes and a short entry per colour (never the colours' goods). */
export const yarnLineKeys = {
  root: [QUERY_ROOTS.yarnLines] as const,
  one: (lineId: string) => [QUERY_ROOTS.yarnLines, 'one', lineId] as const,
  /** The lines of a listing's colours; sorted, so both listing modes and any order share one read. */
  ofListing: (lineIds: readonly string[]) => [QUERY_ROOTS.yarnLines, 'ofListing', [...lineIds].sort()] as const,
  /** Every line, for the ADMIN's good form. */
  admin: () => [QUERY_ROOTS.yarnLines, 'admin'] as const,
};

export const catalogKeys = {
  root: [catalogs] as const,
  everyOne: () => [catalogs, 'everyOne'] as const,
  ofOuterCategory: (outerCategory: string | undefined) => [catalogs, 'ofOuterCategory', outerCategory ?? null] as const,
  one: (category: string) => [catalogs, 'one', category] as const,
  admin: () => [catalogs, 'admin'] as const,
};

export const outerCategoryKeys = {
  root: [outerCategories] as const,
  list: () => [outerCategories, 'list'] as const,
  admin: () => [outerCategories, 'admin'] as const,
};

export const mainPageImageKeys = {
  root: [mainPageImages] as const,
  list: () => [mainPageImages, 'list'] as const,
  /** Every slide, those outside their dates too: what the ADMIN edits. */
  all: () => [mainPageImages, 'all'] as const,
};

export const searchKeys = {
  index: () => [searchIndex] as const,
  results: (query: string) => [searchResults, query] as const,
};

export const callbackRequestKeys = {
  root: [callbackRequests] as const,
  list: (onlyOpen: boolean) => [callbackRequests, 'list', onlyOpen] as const,
};

export const authKeys = {
  confirmRegistration: (token: string) => [auth, 'confirmRegistration', token] as const,
  confirmEmailChange: (token: string) => [auth, 'confirmEmailChange', token] as const,
};

/** The carriers' directories as checkout and the ADMIN's settings search them. */
export const carrierKeys = {
  npSettlements: (query: string) => [QUERY_ROOTS.npSettlements, 'search', query] as const,
  npBranches: (settlementRef: string | null, query: string, weightKg: number) => [QUERY_ROOTS.npBranches, 'ofSettlement', { settlementRef, query, weightKg }] as const,
  npStreets: (settlementRef: string | null, query: string) => [QUERY_ROOTS.npStreets, 'ofSettlement', { settlementRef, query }] as const,
  npSenders: () => [QUERY_ROOTS.npSenders, 'list'] as const,
  upCities: (query: string) => [QUERY_ROOTS.upCities, 'search', query] as const,
  upOffices: (cityId: string | null, query: string) => [QUERY_ROOTS.upOffices, 'ofCity', { cityId, query }] as const,
};

/** What checkout offers, the ADMIN's payment settings and the daily money summary. */
/** Checkout's delivery price (asked in bands, so a key per band) and the shop's free-delivery offer. */
export const deliveryKeys = {
  quote: (input: Record<string, string | number | boolean>) => [QUERY_ROOTS.delivery, 'quote', input] as const,
  offer: () => [QUERY_ROOTS.delivery, 'offer'] as const,
  offerSettings: () => [QUERY_ROOTS.delivery, 'offerSettings'] as const,
};

export const paymentKeys = {
  root: [QUERY_ROOTS.payments] as const,
  methods: () => [QUERY_ROOTS.payments, 'methods'] as const,
  settings: () => [QUERY_ROOTS.payments, 'settings'] as const,
  summary: (day: string) => [QUERY_ROOTS.payments, 'summary', day] as const,
};

export const feedKeys = {
  root: [QUERY_ROOTS.feeds] as const,
  status: () => [QUERY_ROOTS.feeds, 'status'] as const,
};

/** The ADMIN's dashboard, by its period in days. */
export const ownerFiguresKeys = {
  root: [QUERY_ROOTS.ownerFigures] as const,
  period: (days: number) => [QUERY_ROOTS.ownerFigures, days] as const,
};

export const auditLogKeys = {
  root: [QUERY_ROOTS.auditLog] as const,
  /** The pages read so far under one set of filters. */
  list: (filters: { person?: string; collection?: string; docId?: string }) => [QUERY_ROOTS.auditLog, 'list', filters] as const,
};

export const shippingSettingsKeys = {
  root: [QUERY_ROOTS.shippingSettings] as const,
  current: () => [QUERY_ROOTS.shippingSettings, 'current'] as const,
};

/** The ADMIN's bin, a page at a time. */
export const binKeys = {
  root: [QUERY_ROOTS.bin] as const,
  list: () => [QUERY_ROOTS.bin, 'list'] as const,
  /** Where a restore may put a thing whose place is gone. */
  places: (kind: string | null) => [QUERY_ROOTS.bin, 'places', kind] as const,
};
