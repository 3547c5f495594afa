// The calls the SPA makes, each with its payload (what the function's zod schema accepts: its
// z.input) and its answer. Types only: the SPA imports them with `import type`, so that no zod
// reaches the storefront's bundle; web/src/lib/api-client.ts's callApi is typed by this map.
import type { z } from 'zod';
import type { ShippingSettings } from '../shipping';
import type { EmailSchema, LoginAnswer, LoginSchema, PasswordChangeSchema, RegistrationSchema, TokenSchema } from './auth';
import type * as CatalogAdmin from './catalog-admin';
import type { SaveGoodsChangesSchema } from './goods-changes';
import type * as Bin from './bin';
import type { CallbackRequestView, callbackListSchema, callbackRequestSchema, markCallbackDoneSchema } from './callbacks';
import type { DeliveryOffer, DeliveryQuote } from '../delivery-price';
import type { BranchHit, deliveryOfferSchema, deliveryQuoteSchema, NpSenderOption, SettlementHit, UpCityHit, UpOfficeHit, WaybillLabel, npBranchesSchema, placeQuerySchema, upCityOfficesSchema, upPostcodeSchema, npStreetsSchema } from './delivery';
import type { StreetHit } from '../door-delivery';
import type { StockWatchAnswer, StockWatchCountView, stockWatchLinkSchema, stockWatchSchema } from './stock-watch';
import type { PaymentSettings } from '../payment-settings';
import type { ChangeEmailSchema, ChangePasswordSchema, CurrentUserDetails, RemovePlaceSchema, RenamePlaceSchema, SavedPlacesAnswer, SavePlaceSchema, SaveProfileSchema } from './profile';
import type { FeedStatus } from '../feeds';
import type { GoesWith } from '../goes-with';
import type { goesWithSchema } from './goes-with';
import type { AlertLinkCode, AlertSettings, AlertSettingsView } from '../owner-alerts';
import type { PaymentCardInput, PaymentChecks, PaymentMethods, PaymentSummary, PaymentSummaryInput, PresentedPayment, StartedPayment } from './payments';
import type { PackingSlip, PackingSlipsInput, PickRow } from './order-exports';
import type { OwnerFigures, OwnerFiguresInput } from './owner-figures';
import type { AuditLogInput, AuditLogPage } from './audit-log';
import type { CardIdInput, ChangeStatusInput, CreatedShoppingCard, CreateShoppingCardInput, GoodQuantityInput, GoodInCardInput, PresentedCard, activePageBody, inactivePageBody } from './orders';

interface Call<Input, Answer> {
  input: Input;
  answer: Answer;
}
type Empty = Record<string, never>;
type In<S extends z.ZodType> = z.input<S>;
type CardPage = { data: PresentedCard[]; hasMore: boolean; pageSize: number };
/** The catalogue-editing handlers that answer nothing answer this (functions' http/endpoint.ts). */
type Done = { ok: true };
type Removed = { deleted: string[]; archived: string[]; binEntryId: string };
type SubCategoryAnswer = { _id: string; name: string; title: { ua: string; en: string }; previewImage: string | null };

export interface ApiCalls {
  '/auth/login': Call<In<typeof LoginSchema>, LoginAnswer>;
  '/auth/registration': Call<In<typeof RegistrationSchema>, { isEmailConfirmationSent: boolean }>;
  '/auth/confirmregistration': Call<In<typeof TokenSchema>, { isEmailConfirmed: boolean }>;
  '/auth/resendconfirmation': Call<In<typeof EmailSchema>, { isEmailConfirmationSent: boolean }>;
  /** Answers a translation key for the success note, the same whether the email exists or not. */
  '/auth/sendpasswordrecoverylink': Call<In<typeof EmailSchema>, { data: string }>;
  '/auth/confirmpasswordchange': Call<In<typeof PasswordChangeSchema>, { isPasswordChanged: boolean }>;
  '/auth/currentuser': Call<Empty, CurrentUserDetails>;
  '/auth/logout': Call<Empty, { isLoggedOut: boolean }>;
  '/auth/saveprofile': Call<In<typeof SaveProfileSchema>, { realName: string | null; phone: string }>;
  /** The same answer whether or not another account holds the address (it is then mailed nothing). */
  '/auth/changeemail': Call<In<typeof ChangeEmailSchema>, { isEmailChangeSent: boolean }>;
  '/auth/confirmemailchange': Call<In<typeof TokenSchema>, { email: string }>;
  /** Other sessions end; the answer's token starts this browser's new one. */
  '/auth/changepassword': Call<In<typeof ChangePasswordSchema>, { customToken: string }>;
  '/auth/saveplace': Call<In<typeof SavePlaceSchema>, SavedPlacesAnswer>;
  '/auth/renameplace': Call<In<typeof RenamePlaceSchema>, SavedPlacesAnswer>;
  '/auth/removeplace': Call<In<typeof RemovePlaceSchema>, SavedPlacesAnswer>;
  '/api/sendcallbackrequest': Call<In<typeof callbackRequestSchema>, { ok: true }>;
  '/api/getcallbackrequests': Call<In<typeof callbackListSchema>, { data: CallbackRequestView[]; hasMore: boolean; pageSize: number }>;
  '/api/markcallbackdone': Call<In<typeof markCallbackDoneSchema>, { data: CallbackRequestView }>;
  /** What goes with a good (docs/api.md, "Goes with"): empty lists for an unknown or archived good. */
  '/api/getgoeswith': Call<In<typeof goesWithSchema>, GoesWith>;
  '/api/watchstock': Call<In<typeof stockWatchSchema>, StockWatchAnswer>;
  '/api/confirmstockwatch': Call<In<typeof stockWatchLinkSchema>, { ok: true }>;
  '/api/unsubscribestockwatch': Call<In<typeof stockWatchLinkSchema>, { ok: true }>;
  '/api/getstockwatchcounts': Call<Empty, { data: StockWatchCountView[] }>;
  '/api/createshoppingcard': Call<CreateShoppingCardInput, CreatedShoppingCard & { payment?: StartedPayment }>;
  '/api/getpaymentmethods': Call<Empty, PaymentMethods>;
  '/api/startcardpayment': Call<PaymentCardInput, StartedPayment>;
  '/api/getpaymentstatus': Call<PaymentCardInput, { payment: PresentedPayment }>;
  '/api/switchtocashondelivery': Call<PaymentCardInput, { payment: PresentedPayment }>;
  '/api/getpaymentsettings': Call<Empty, { settings: PaymentSettings }>;
  '/api/savepaymentsettings': Call<PaymentSettings, { settings: PaymentSettings }>;
  '/api/getpaymentsummary': Call<PaymentSummaryInput, PaymentSummary>;
  '/api/runpaymentchecks': Call<Empty, PaymentChecks>;
  '/api/getownerfigures': Call<OwnerFiguresInput, OwnerFigures>;
  '/api/getauditlog': Call<AuditLogInput, AuditLogPage>;
  '/api/rebuildownerfigures': Call<Empty, { cards: number; lowStockGoods: number }>;
  '/api/addgoodtoshoppingcard': Call<GoodInCardInput, { data: PresentedCard }>;
  '/api/getshoppingcardbyid': Call<CardIdInput, { data: PresentedCard }>;
  '/api/changegoodquantityinshoppingcard': Call<GoodQuantityInput, { data: PresentedCard }>;
  '/api/removegoodshoppingcard': Call<GoodInCardInput, { data: PresentedCard; cancelled: boolean }>;
  '/api/cancelshoppingcard': Call<CardIdInput, { data: PresentedCard }>;
  '/api/changeshoppingcardstatus': Call<ChangeStatusInput, { data: PresentedCard }>;
  '/api/getusershoppingcards': Call<Empty, { data: PresentedCard[] }>;
  '/api/getallactiveshoppingcards': Call<In<typeof activePageBody>, CardPage>;
  '/api/getallinactiveshoppingcards': Call<In<typeof inactivePageBody>, CardPage>;
  /** The ticked cards' packing slips and their picking list (the exports answer files, not JSON: web's downloadFile). */
  '/api/getpackingslips': Call<PackingSlipsInput, { slips: PackingSlip[]; picking: PickRow[] }>;
  '/api/createwaybill': Call<CardIdInput, { data: PresentedCard }>;
  '/api/getwaybilllabel': Call<CardIdInput, WaybillLabel>;
  '/api/getnpsenders': Call<Empty, { senders: NpSenderOption[] }>;
  '/api/getshippingsettings': Call<Empty, { settings: ShippingSettings | null; place: { settlement: string; branch: string } | null }>;
  '/api/saveshippingsettings': Call<ShippingSettings, { settings: ShippingSettings }>;
  '/api/searchnpsettlements': Call<In<typeof placeQuerySchema>, { settlements: SettlementHit[] }>;
  '/api/getnpbranches': Call<In<typeof npBranchesSchema>, { branches: BranchHit[]; total: number }>;
  '/api/getnpstreets': Call<In<typeof npStreetsSchema>, { streets: StreetHit[] }>;
  '/api/quotedelivery': Call<In<typeof deliveryQuoteSchema>, DeliveryQuote>;
  '/api/getdeliveryoffer': Call<Empty, DeliveryOffer>;
  '/api/getdeliveryoffersettings': Call<Empty, { offer: DeliveryOffer }>;
  '/api/savedeliveryoffer': Call<In<typeof deliveryOfferSchema>, { offer: DeliveryOffer }>;
  '/api/searchupcities': Call<In<typeof placeQuerySchema>, { cities: UpCityHit[] }>;
  '/api/getupofficesbypostcode': Call<In<typeof upPostcodeSchema>, { offices: UpOfficeHit[] }>;
  '/api/getupofficesbycity': Call<In<typeof upCityOfficesSchema>, { offices: UpOfficeHit[]; total: number }>;
  '/api/saveoutercategory': Call<In<typeof CatalogAdmin.SaveOuterCategorySchema>, Done>;
  '/api/removeoutercategory': Call<In<typeof CatalogAdmin.RemoveOuterCategorySchema>, { movedCategories: string[]; binEntryId: string }>;
  '/api/savecategory': Call<In<typeof CatalogAdmin.SaveCategorySchema>, Done>;
  '/api/removefullcategorysection': Call<In<typeof CatalogAdmin.RemoveFullCategorySectionSchema>, { category: string; deletedGoods: string[]; archivedGoods: string[]; binEntryId: string }>;
  '/api/addsubcategory': Call<In<typeof CatalogAdmin.AddSubCategorySchema>, SubCategoryAnswer>;
  '/api/removesubcategory': Call<In<typeof CatalogAdmin.RemoveSubCategorySchema>, { movedGoods: number; binEntryId: string }>;
  '/api/savegood': Call<In<typeof CatalogAdmin.SaveGoodSchema>, { _id: string }>;
  '/api/removegood': Call<In<typeof CatalogAdmin.RemoveGoodSchema>, Removed>;
  /** The goods table's save, whole or not at all (409 GOODS_CHANGED, 400 GOODS_CHANGE_REFUSED). */
  '/api/savegoodschanges': Call<In<typeof SaveGoodsChangesSchema>, { saved: string[] }>;
  '/api/changegoodsubcategory': Call<In<typeof CatalogAdmin.ChangeGoodSubCategorySchema>, Done>;
  '/api/saveyarnline': Call<CatalogAdmin.SaveYarnLineBody, { lineId: string }>;
  '/api/removeyarnline': Call<In<typeof CatalogAdmin.RemoveYarnLineSchema>, { deleted: true; binEntryId: string }>;
  '/api/getbin': Call<In<typeof Bin.BinListSchema>, { entries: Bin.BinEntryView[]; hasMore: boolean }>;
  '/api/restorefrombin': Call<In<typeof Bin.RestoreFromBinSchema>, { kind: Bin.BinKind; place: string | null }>;
  '/api/addmainimage': Call<In<typeof CatalogAdmin.AddMainImageSchema>, { _id: string }>;
  /** Answers the removed slide's id. */
  '/api/deletemainimage': Call<In<typeof CatalogAdmin.DeleteMainImageSchema>, { deleted: string }>;
  '/api/blurmainimages': Call<Empty, { blurred: number }>;
  '/api/savemainimagetexts': Call<In<typeof CatalogAdmin.SaveMainImageTextsSchema>, { _id: string }>;
  '/api/buildsitemap': Call<Empty, { urlCount: number }>;
  '/api/getfeedstatus': Call<Empty, { feeds: FeedStatus[] }>;
  '/api/getalertsettings': Call<Empty, AlertSettingsView>;
  '/api/savealertsettings': Call<AlertSettings, AlertSettingsView>;
  '/api/startalertlink': Call<Empty, AlertLinkCode>;
  '/api/unlinkalertchat': Call<Empty, AlertSettingsView>;
}

export type ApiPath = keyof ApiCalls;
export type ApiInput<P extends ApiPath> = ApiCalls[P]['input'];
export type ApiAnswer<P extends ApiPath> = ApiCalls[P]['answer'];
