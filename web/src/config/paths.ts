// Every route of docs/product.md, "Routes". `path` is the react-router pattern; `getHref` builds a link.
// Segments are URI-encoded so a name with a reserved character cannot change the route it lands on.
const seg = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  ordersManager: { path: '/ordersmanager', getHref: () => '/ordersmanager' },
  /** The ADMIN's catalogue page (not in the first specification; issue 6). */
  admin: { path: '/admin', getHref: () => '/admin' },
  /** The ADMIN's shipping settings: the sender for waybills (issue 19). */
  adminSettings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  checkEmailMessage: { path: '/checkemailmessage', getHref: () => '/checkemailmessage' },
  confirmPasswordChange: {
    path: '/confirmpasswordchange/:token',
    getHref: (token: string) => `/confirmpasswordchange/${seg(token)}`,
  },
  confirmRegistration: {
    path: '/confirmregistration/:token',
    getHref: (token: string) => `/confirmregistration/${seg(token)}`,
  },
  outerCategory: {
    path: '/outercategory/:outercategory',
    getHref: (outercategory: string) => `/outercategory/${seg(outercategory)}`,
  },
  outerCategoryCatalog: {
    path: '/outercategory/:outercategory/:category',
    getHref: (outercategory: string, category: string) =>
      `/outercategory/${seg(outercategory)}/${seg(category)}`,
  },
  outerCategoryGoods: {
    path: '/outercategory/:outercategory/:category/:subCategory',
    getHref: (outercategory: string, category: string, subCategory: string) =>
      `/outercategory/${seg(outercategory)}/${seg(category)}/${seg(subCategory)}`,
  },
  outerCategoryGood: {
    path: '/outercategory/:outercategory/:category/:subCategory/:goodId',
    getHref: (outercategory: string, category: string, subCategory: string, goodId: string) =>
      `/outercategory/${seg(outercategory)}/${seg(category)}/${seg(subCategory)}/${seg(goodId)}`,
  },
  catalog: {
    path: '/catalog/:category',
    getHref: (category: string) => `/catalog/${seg(category)}`,
  },
  catalogGoods: {
    path: '/catalog/:category/:subCategory',
    getHref: (category: string, subCategory: string) => `/catalog/${seg(category)}/${seg(subCategory)}`,
  },
  catalogGood: {
    path: '/catalog/:category/:subCategory/:goodId',
    getHref: (category: string, subCategory: string, goodId: string) =>
      `/catalog/${seg(category)}/${seg(subCategory)}/${seg(goodId)}`,
  },
  // Declared before `goods` so that the static segment wins when both are listed.
  goodsSearch: { path: '/goods/search', getHref: () => '/goods/search' },
  goods: {
    path: '/goods/:category',
    getHref: (category: string) => `/goods/${seg(category)}`,
  },
  goodsGood: {
    path: '/goods/:category/:goodId',
    getHref: (category: string, goodId: string) => `/goods/${seg(category)}/${seg(goodId)}`,
  },
  makeOrder: { path: '/makeorderpage', getHref: () => '/makeorderpage' },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  userPage: { path: '/userpage', getHref: () => '/userpage' },
  unregisteredUserPage: { path: '/unregistereduserpage', getHref: () => '/unregistereduserpage' },
  contacts: { path: '/contacts', getHref: () => '/contacts' },
  paymentAndDelivery: { path: '/paymentanddelivery', getHref: () => '/paymentanddelivery' },
  aboutUs: { path: '/aboutuspage', getHref: () => '/aboutuspage' },
  privacyPolicy: { path: '/privacypolicy', getHref: () => '/privacypolicy' },
  publicOffer: { path: '/publicoffer', getHref: () => '/publicoffer' },
  notFound: { path: '*' },
} as const;

/** Special values of the goods list's {category} segment (docs/product.md, "Routes"). */
export const SPECIAL_GOODS_CATEGORIES = {
  discountGoods: 'discountgoods',
  goodsMadeFromYarn: 'Goodsmadefromyarn',
} as const;
