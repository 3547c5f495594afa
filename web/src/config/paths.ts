// Every route of docs/product.md, "Routes". `path` is the react-router pattern; `getHref` builds a link.
// Segments are URI-encoded so a name with a reserved character cannot change the route it lands on.
const seg = encodeURIComponent;

/** A route whose href is its pattern with each `:param` filled in turn by an encoded value. */
function route<Params extends string[] = []>(path: string) {
  return {
    path,
    getHref: (...values: Params) => {
      let next = 0;
      return path.replace(/:[A-Za-z]+/g, () => seg(values[next++] ?? ''));
    },
  };
}

export const paths = {
  home: route('/'),
  ordersManager: route('/ordersmanager'),
  /** The ADMIN's printable packing slips or picking list of ticked cards: ?cards=id,id&view=slips|picking. */
  printSlips: route('/ordersmanager/print'),
  /** The ADMIN's landing page: the dashboard of sales, waiting orders, money and low stock. */
  admin: route('/admin'),
  /** The ADMIN's catalogue page. */
  adminCatalog: route('/admin/catalog'),
  /** The ADMIN's goods table: filter, edit in place or by the ticked goods, preview, save whole. */
  adminGoods: route('/admin/goods'),
  /** The ADMIN's shipping settings: the sender for waybills. */
  adminSettings: route('/admin/settings'),
  /** The ADMIN's daily money summary beside the payment provider's statement. */
  adminPayments: route('/admin/payments'),
  /** The ADMIN's audit log: who changed what, when; ?person=…&collection=…&docId=… filter it. */
  adminAudit: route('/admin/audit'),
  /** The ADMIN's bin: what was removed from the catalogue, to restore within 30 days. */
  adminBin: route('/admin/bin'),
  checkEmailMessage: route('/checkemailmessage'),
  confirmPasswordChange: route<[token: string]>('/confirmpasswordchange/:token'),
  confirmRegistration: route<[token: string]>('/confirmregistration/:token'),
  /** The back-in-stock mails' links: confirm the address, unsubscribe from every such mail. */
  stockWatchConfirm: route<[mailbox: string, token: string]>('/stockwatch/confirm/:mailbox/:token'),
  stockWatchUnsubscribe: route<[mailbox: string, token: string]>('/stockwatch/unsubscribe/:mailbox/:token'),
  outerCategory: route<[outercategory: string]>('/outercategory/:outercategory'),
  outerCategoryCatalog: route<[outercategory: string, category: string]>('/outercategory/:outercategory/:category'),
  outerCategoryGoods: route<[outercategory: string, category: string, subCategory: string]>('/outercategory/:outercategory/:category/:subCategory'),
  outerCategoryGood: route<[outercategory: string, category: string, subCategory: string, goodId: string]>(
    '/outercategory/:outercategory/:category/:subCategory/:goodId',
  ),
  catalog: route<[category: string]>('/catalog/:category'),
  catalogGoods: route<[category: string, subCategory: string]>('/catalog/:category/:subCategory'),
  catalogGood: route<[category: string, subCategory: string, goodId: string]>('/catalog/:category/:subCategory/:goodId'),
  // Declared before `goods` so that the static segment wins when both are listed.
  goodsSearch: route('/goods/search'),
  goods: route<[category: string]>('/goods/:category'),
  goodsGood: route<[category: string, goodId: string]>('/goods/:category/:goodId'),
  makeOrder: route('/makeorderpage'),
  login: route('/login'),
  signup: route('/signup'),
  userPage: route('/userpage'),
  userProfile: route('/userpage/profile'),
  confirmEmailChange: route<[token: string]>('/confirmemailchange/:token'),
  unregisteredUserPage: route('/unregistereduserpage'),
  /** Where the card payment's page sends the shopper back (ADR 12); personal, never rendered with data. */
  paymentReturn: route<[cardId: string]>('/paymentreturn/:cardId'),
  contacts: route('/contacts'),
  paymentAndDelivery: route('/paymentanddelivery'),
  aboutUs: route('/aboutuspage'),
  privacyPolicy: route('/privacypolicy'),
  publicOffer: route('/publicoffer'),
  notFound: { path: '*' },
} as const;

/** The return page's query when the provider gave no page to pay on (checkout goes there itself). */
export const PROVIDER_DOWN_QUERY = { name: 'provider', value: 'down' } as const;

/** Special values of the goods list's {category} segment (docs/product.md, "Routes"). */
export const SPECIAL_GOODS_CATEGORIES = {
  discountGoods: 'discountgoods',
  goodsMadeFromYarn: 'Goodsmadefromyarn',
} as const;
