// Translated texts of the API's error codes. The code is the stable part clients rely on;
// the message follows the shop's language cookie (ua by default; docs/product.md, "Languages").
import type { Request } from 'express';
import { languageFromCookies, type Language } from '@domain/language';

const messages = {
  VALIDATION_FAILED: { ua: 'Перевірте введені дані.', en: 'Please check the data you entered.' },
  MALFORMED_JSON: { ua: 'Запит пошкоджено: некоректний JSON.', en: 'The request is not valid JSON.' },
  UNSUPPORTED_CONTENT_TYPE: { ua: 'Непідтримуваний тип вмісту запиту.', en: 'Unsupported request content type.' },
  PAYLOAD_TOO_LARGE: { ua: 'Запит завеликий.', en: 'The request is too large.' },
  NOT_FOUND: { ua: 'Не знайдено.', en: 'Not found.' },
  // the audit log's next page starts after an entry that the retention run has since removed
  AUDIT_ENTRY_NOT_FOUND: { ua: 'Запис журналу змін не знайдено. Почніть з першої сторінки.', en: 'Log entry not found. Start from the first page.' },
  METHOD_NOT_ALLOWED: { ua: 'Метод не підтримується.', en: 'Method not allowed.' },
  UNAUTHENTICATED: { ua: 'Увійдіть, будь ласка.', en: 'Please log in.' },
  FORBIDDEN: { ua: 'Недостатньо прав.', en: 'You are not allowed to do this.' },
  // Firestore busy or a transaction lost to contention: nothing was written; Retry-After says when to try again
  SERVICE_BUSY: {
    ua: 'Магазин зараз дуже зайнятий. Спробуйте ще раз за кілька секунд.',
    en: 'The shop is very busy right now. Please try again in a few seconds.',
  },
  // rate limits of the public writes: details.retryAfterSeconds and Retry-After say how long to wait
  RATE_LIMITED: { ua: 'Забагато запитів. Спробуйте знову пізніше.', en: 'Too many requests. Please try again later.' },
  // accounts
  INVALID_CREDENTIALS: { ua: 'Невірний email, ім’я користувача або пароль.', en: 'Wrong email, user name or password.' },
  TOO_MANY_ATTEMPTS: {
    ua: 'Забагато невдалих спроб входу. Зачекайте 15 хвилин і спробуйте знову.',
    en: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  },
  // many failed guesses at one account, from anywhere: details.retryAfterSeconds says how long to wait
  LOGIN_DELAYED: {
    ua: 'Забагато невдалих спроб входу в цей акаунт. Зачекайте трохи й спробуйте знову або увійдіть у браузері, де вже входили раніше.',
    en: 'Too many failed login attempts for this account. Please wait a little and try again, or log in from a browser you have used before.',
  },
  EMAIL_NOT_CONFIRMED: {
    ua: 'Спершу підтвердьте email за посиланням з листа.',
    en: 'Please confirm your email with the link we sent you first.',
  },
  ACCOUNT_NOT_REGISTERED: {
    ua: 'Цей акаунт створено не через реєстрацію в магазині. Зареєструйтеся, будь ласка.',
    en: 'This account was not made through the shop’s registration. Please sign up.',
  },
  PASSWORD_TOO_COMMON: {
    ua: 'Цей пароль надто поширений, його легко вгадати. Придумайте інший.',
    en: 'This password is too common and easy to guess. Please choose another one.',
  },
  USERNAME_TAKEN: { ua: 'Це ім’я користувача вже зайняте.', en: 'This user name is already taken.' },
  INVALID_OR_EXPIRED_TOKEN: {
    ua: 'Посилання недійсне або застаріле. Запросіть нове.',
    en: 'This link is invalid or has expired. Please request a new one.',
  },
  USER_NOT_FOUND: { ua: 'Користувача не знайдено.', en: 'User not found.' },
  // the profile page
  EMAIL_UNCHANGED: { ua: 'Це ваша теперішня адреса.', en: 'This is your current address.' },
  EMAIL_TAKEN: { ua: 'Ця адреса вже належить іншому акаунту.', en: 'This address already belongs to another account.' },
  WRONG_CURRENT_PASSWORD: { ua: 'Теперішній пароль невірний.', en: 'The current password is wrong.' },
  SAVED_PLACES_FULL: {
    ua: 'Можна зберегти до 5 місць доставки. Видаліть одне в профілі, щоб зберегти нове.',
    en: 'You can save up to 5 delivery places. Remove one in your profile to save a new one.',
  },
  SAVED_PLACE_NOT_FOUND: { ua: 'Такого збереженого місця немає.', en: 'There is no such saved place.' },
  CANNOT_CHANGE_OWN_ROLE: { ua: 'Не можна змінити власну роль.', en: 'You cannot change your own role.' },
  OWNER_ONLY: { ua: 'Надавати й забирати роль адміністратора може лише власниця магазину.', en: 'Only the shop’s owner can grant or remove the ADMIN role.' },
  OWNER_PROTECTED: { ua: 'Роль власниці магазину тут змінити не можна.', en: 'The shop owner’s role cannot be changed here.' },
  INTERNAL: {
    ua: 'Невідома помилка, будь ласка, перезавантажте сторінку.',
    en: 'Unknown error, please reload the page.',
  },
  // callbacks
  CALLBACK_PHONE_REQUIRED: { ua: 'Введіть номер телефону.', en: 'Please enter your phone number.' },
  CALLBACK_PHONE_INVALID: {
    ua: 'Вкажіть український номер, наприклад 067 123 45 67.',
    en: 'Please enter a Ukrainian number, e.g. 067 123 45 67.',
  },
  CALLBACK_NAME_INVALID: {
    ua: "Ім'я не може містити пробіли, символи < і > та бути довшим за 60 символів.",
    en: 'The name may not contain spaces, < or >, or be longer than 60 characters.',
  },
  CALLBACK_REQUEST_NOT_FOUND: { ua: 'Запит на дзвінок не знайдено.', en: 'Callback request not found.' },
  STOCK_WATCH_EMAIL_INVALID: {
    ua: 'Вкажіть адресу електронної пошти, наприклад olena@example.com.',
    en: 'Please enter an email address, e.g. olena@example.com.',
  },
  STOCK_WATCH_GOOD_NOT_FOUND: { ua: 'Такого товару немає в каталозі.', en: 'There is no such good in the catalogue.' },
  STOCK_WATCH_LOT_FORM_UNAVAILABLE: {
    ua: 'Повідомлення про нову партію є лише для кольорів пряжі.',
    en: 'A new dye lot can be watched for yarn colours only.',
  },
  STOCK_WATCH_LINK_INVALID: {
    ua: 'Посилання недійсне або застаріло. Підпишіться ще раз на сторінці товару.',
    en: 'This link is invalid or has expired. Please subscribe again on the good’s page.',
  },
  // images (admin uploads). The SPA appends the fixed 'Image was not added. Reload the page or call administrator'.
  IMAGE_REQUIRED: { ua: 'Оберіть файл зображення.', en: 'Please choose an image file.' },
  IMAGE_TOO_LARGE: { ua: 'Зображення більше за 10 МБ.', en: 'The image is larger than 10 MB.' },
  IMAGE_TOO_MANY_PIXELS: {
    ua: 'Зображення завелике: понад 50 мегапікселів. Зменште його і завантажте знову.',
    en: 'The image is too big: over 50 megapixels. Make it smaller and upload it again.',
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    ua: 'Підтримуються лише зображення JPEG, PNG і WebP.',
    en: 'Only JPEG, PNG and WebP images are accepted.',
  },
  SLIDE_LINK_INVALID: {
    ua: 'Посилання банера має бути адресою сторінки магазину (наприклад, /goods/discountgoods) або адресою https://.',
    en: 'The banner’s link must be a page of the shop (such as /goods/discountgoods) or an https:// address.',
  },
  SLIDE_TEXT_LANGUAGES: {
    ua: 'Напишіть текст банера обома мовами або залиште його порожнім в обох.',
    en: 'Write the banner’s text in both languages, or leave it empty in both.',
  },
  IMAGE_NOT_UPLOADED: {
    ua: 'Спочатку завантажте зображення для головної сторінки.',
    en: 'Upload the main-page picture first.',
  },
  IMAGE_FILE_MISSING: { ua: 'Файл зображення не знайдено.', en: 'The image file is missing.' },
  // orders
  UNKNOWN_GOODS: { ua: 'Деяких товарів уже немає в каталозі.', en: 'Some goods are no longer in the catalogue.' },
  NOT_ENOUGH_STOCK: {
    ua: 'Недостатньо товару на складі для цього замовлення.',
    en: 'There is not enough stock for this order.',
  },
  SHOPPING_CARD_NOT_FOUND: { ua: 'Замовлення не знайдено.', en: 'Order not found.' },
  SHOPPING_CARD_NOT_EDITABLE: {
    ua: 'Змінювати можна лише непідтверджене замовлення.',
    en: 'Only an unconfirmed order can be changed.',
  },
  GOOD_NOT_IN_SHOPPING_CARD: { ua: 'Цього товару немає в замовленні.', en: 'This good is not in the order.' },
  TOO_MANY_GOODS: { ua: 'Забагато різних товарів в одному замовленні.', en: 'Too many different goods in one order.' },
  STATUS_TRANSITION_NOT_ALLOWED: {
    ua: 'Замовлення не можна перевести в цей стан.',
    en: 'The order cannot be moved to this status.',
  },
  // yarn counted by dye lot (ADR 4): details name the good and the lot
  LOT_SPLIT_NEEDED: {
    ua: 'Жодна партія не покриває весь рядок. Оберіть, скільки взяти з кожної партії.',
    en: 'No single dye lot can fill the line. Choose how many to take from each lot.',
  },
  LOT_TAKES_NOT_IN_ORDER: { ua: 'Розподіл за партіями названо для товару, якого немає в замовленні.', en: 'The lot split names a good that is not in this order.' },
  LOT_SPLIT_MISMATCH: { ua: 'Розподіл за партіями має дорівнювати кількості в рядку.', en: 'The lot split must add up to the line’s quantity.' },
  LOT_UNKNOWN: { ua: 'Такої партії немає в цього кольору.', en: 'This colour has no such dye lot.' },
  LOT_SHORT: { ua: 'У партії менше мотків, ніж потрібно.', en: 'The dye lot holds fewer skeins than that.' },
  LOT_LABEL_INVALID: { ua: 'Некоректна назва партії.', en: 'The dye lot’s label is not valid.' },
  LOT_QUANTITY_INVALID: { ua: 'Кількість у партії має бути цілим невід’ємним числом.', en: 'A dye lot’s quantity must be a whole number, not negative.' },
  LOT_DUPLICATE: { ua: 'Партію названо двічі.', en: 'A dye lot is named twice.' },
  LOTS_TOO_MANY: { ua: 'Забагато партій в одного кольору.', en: 'Too many dye lots for one colour.' },
  TRACKING_NUMBER_REQUIRED: { ua: 'Вкажіть номер відправлення.', en: 'Please enter the tracking number.' },
  IDEMPOTENCY_KEY_REUSED: {
    ua: 'Цей запит уже використано для іншого замовлення. Оновіть сторінку.',
    en: 'This request was already used for another order. Please reload the page.',
  },
  // catalogue editing (ADMIN)
  OUTER_CATEGORY_NOT_FOUND: { ua: 'Зовнішню категорію не знайдено.', en: 'Outer category not found.' },
  CATEGORY_NOT_FOUND: { ua: 'Категорію не знайдено.', en: 'Category not found.' },
  CATALOG_NOT_FOUND: { ua: 'Каталог не знайдено.', en: 'Catalog not found.' },
  CATALOG_MISMATCH: {
    ua: 'Категорія, каталог і зовнішня категорія не відповідають одне одному.',
    en: 'The category, catalog and outer category do not match.',
  },
  SUBCATEGORY_NOT_FOUND: { ua: 'Підкатегорію не знайдено в цьому каталозі.', en: 'No such sub-category in this catalog.' },
  SUBCATEGORY_EXISTS: { ua: 'Підкатегорія з такою назвою вже є.', en: 'A sub-category with this name already exists.' },
  GOOD_NOT_FOUND: { ua: 'Товар не знайдено.', en: 'Good not found.' },
  ARTICUL_TAKEN: { ua: 'Товар з таким артикулом уже існує.', en: 'A good with this articul already exists.' },
  // yarn lines and their colours (ADMIN)
  YARN_LINE_NOT_FOUND: { ua: 'Лінійку пряжі не знайдено.', en: 'Yarn line not found.' },
  YARN_LINE_EXISTS: { ua: 'Лінійка з таким брендом і назвою вже є.', en: 'A yarn line with this brand and name already exists.' },
  YARN_LINE_HAS_COLOURS: {
    ua: 'У лінійці ще є кольори. Спершу видаліть їх або перенесіть в іншу лінійку.',
    en: 'The yarn line still has colours. Remove them or move them to another line first.',
  },
  COLOUR_CODE_TAKEN: { ua: 'Колір з таким кодом уже є в цій лінійці.', en: 'This line already has a colour with this code.' },
  LOT_IN_USE: {
    ua: 'З цієї партії зарезервовано мотки в активному замовленні, тож її не можна прибрати.',
    en: 'Skeins of this dye lot are reserved for an active order, so it cannot be removed.',
  },
  LOTS_CHANGED: {
    ua: 'Партії цього кольору змінилися, поки форма була відкрита. Відкрийте товар знову.',
    en: 'This colour’s dye lots changed while the form was open. Open the good again.',
  },
  STOCK_CHANGED: {
    ua: 'Залишок цього товару змінився (резерв або прайс-лист), поки форма була відкрита. Завантажте товар знову.',
    en: 'This good’s stock changed (a reservation or a price list) while the form was open. Load the good again.',
  },
  // the goods table's save: details.goods names each good (goodId, articul, problems)
  GOODS_CHANGED: {
    ua: 'Поки таблиця була відкрита, ці товари змінилися (резерв, прайс-лист або інша зміна). Нічого не збережено: оновіть таблицю.',
    en: 'These goods changed while the table was open (a reservation, a price list or another edit). Nothing was saved: reload the table.',
  },
  GOODS_CHANGE_REFUSED: {
    ua: 'Нічого не збережено: ціна має бути щонайменше 1 грн, знижка — від 0 до 99 %, залишок — не менше зарезервованого.',
    en: 'Nothing was saved: a price must be at least 1 UAH, a discount 0 to 99 %, and stock no lower than what is reserved.',
  },
  TOO_MANY_GOODS_FOR_ONE_CHANGE: {
    ua: 'Забагато товарів для однієї зміни (понад 450). Спершу перенесіть частину товарів.',
    en: 'Too many goods for one change (over 450). Move some goods first.',
  },
  // the bin (ADMIN)
  BIN_ENTRY_NOT_FOUND: { ua: 'Цього вже немає в кошику: його відновили або кошик очищено.', en: 'This is no longer in the bin: it was restored or the bin was emptied.' },
  BIN_PLACE_GONE: {
    ua: 'Місця, звідки це видалено, вже немає. Оберіть, куди це відновити.',
    en: 'The place this was removed from is gone. Choose where to restore it.',
  },
  BIN_NAME_TAKEN: {
    ua: 'Після видалення з’явилося інше з такою самою назвою. Перейменуйте або видаліть його й спробуйте знову.',
    en: 'Something with the same name was made after the removal. Rename or remove it and try again.',
  },
  BIN_YARN_LINE_GONE: {
    ua: 'Лінійки пряжі цих кольорів уже немає. Спершу відновіть лінійку з кошика.',
    en: 'The yarn line of these colours is gone. Restore the line from the bin first.',
  },
  // goods synchronisation from a price list (ADMIN)
  PRICE_LIST_REQUIRED: { ua: 'Оберіть файл прайс-листа (CSV або XLSX).', en: 'Please choose a price-list file (CSV or XLSX).' },
  PRICE_LIST_UNREADABLE: {
    ua: 'Файл не вдалося прочитати: потрібен CSV або XLSX. Нічого не змінено.',
    en: 'The file could not be read: CSV or XLSX is needed. Nothing was changed.',
  },
  PRICE_LIST_BAD_HEADER: {
    ua: 'У першому рядку мають бути стовпці articul, price і quantity. Нічого не змінено.',
    en: 'The first row must name the columns articul, price and quantity. Nothing was changed.',
  },
  PRICE_LIST_CHANGED_MEANWHILE: {
    ua: 'Каталог змінився під час синхронізації. Перегляньте файл ще раз.',
    en: 'The catalogue changed during the synchronisation. Preview the file again.',
  },
  FILE_TOO_LARGE: { ua: 'Файл завеликий.', en: 'The file is too large.' },
  PRICE_LIST_UNPACKED_TOO_LARGE: {
    ua: 'Файл XLSX після розпакування більший за 20 МБ. Збережіть лише потрібний аркуш. Нічого не змінено.',
    en: 'The XLSX file unpacks to more than 20 MB. Save only the sheet you need. Nothing was changed.',
  },
  PRICE_LIST_TOO_MANY_ROWS: {
    ua: 'У прайс-листі понад 10 000 рядків. Розділіть його на кілька файлів. Нічого не змінено.',
    en: 'The price list has over 10 000 rows. Split it into several files. Nothing was changed.',
  },
  PRICE_LIST_TOO_MANY_COLUMNS: {
    ua: 'У прайс-листі є значення правіше за 100-й стовпець (CV). Приберіть зайві стовпці. Нічого не змінено.',
    en: 'The price list has values beyond column 100 (CV). Remove the extra columns. Nothing was changed.',
  },
  // exports of orders and goods (order-exports/, goods-sync/goods-export.ts)
  EXPORT_DATE_INVALID: { ua: 'Такої дати немає в календарі. Оберіть дати ще раз.', en: 'That date is not on the calendar. Please choose the dates again.' },
  EXPORT_RANGE_REVERSED: {
    ua: 'Дата «з» пізніша за дату «по». Поміняйте їх місцями.',
    en: 'The "from" date is later than the "to" date. Please swap them.',
  },
  EXPORT_RANGE_TOO_LONG: {
    ua: 'Вивантаження охоплює щонайбільше 366 днів. Оберіть коротший проміжок.',
    en: 'An export covers at most 366 days. Please choose a shorter range.',
  },
  EXPORT_STATUS_UNKNOWN: { ua: 'Невідомий стан замовлення у фільтрі.', en: 'The filter names an unknown order status.' },
  EXPORT_PAYMENT_UNKNOWN: { ua: 'Невідомий спосіб оплати у фільтрі.', en: 'The filter names an unknown payment choice.' },
  // delivery carriers (Nova Poshta, Ukrposhta): details keep the carrier's own codes and texts
  CARRIER_REJECTED: {
    ua: 'Служба доставки відхилила запит. Нічого не змінено.',
    en: 'The delivery service refused the request. Nothing was changed.',
  },
  CARRIER_UNAVAILABLE: {
    ua: 'Служба доставки не відповідає. Нічого не змінено, спробуйте пізніше.',
    en: 'The delivery service does not answer. Nothing was changed; please try again later.',
  },
  CARRIER_BAD_ANSWER: {
    ua: 'Служба доставки надіслала незрозумілу відповідь. Нічого не змінено.',
    en: 'The delivery service sent an answer we cannot read. Nothing was changed.',
  },
  // Nova Poshta's directory at checkout: a ref the shop's copy does not hold, or cannot offer
  NP_SETTLEMENT_UNKNOWN: {
    ua: 'Такого населеного пункту немає в довіднику Нової пошти. Оберіть його зі списку.',
    en: 'This settlement is not in Nova Poshta’s directory. Please choose one from the list.',
  },
  NP_BRANCH_UNKNOWN: {
    ua: 'Це відділення Нової пошти не приймає посилки або не належить обраному місту. Оберіть інше зі списку.',
    en: 'This Nova Poshta branch does not take parcels or is not in the chosen town. Please choose another from the list.',
  },
  NP_STREET_UNKNOWN: {
    ua: 'Такої вулиці немає в довіднику Нової пошти для обраного населеного пункту. Оберіть її зі списку.',
    en: 'This street is not in Nova Poshta’s directory for the chosen settlement. Please choose it from the list.',
  },
  // Ukrposhta's classifier at checkout: an office the copy does not hold under that postcode, or closed
  UP_OFFICE_UNKNOWN: {
    ua: 'Це відділення Укрпошти не знайдено за індексом або воно зараз не приймає посилки. Оберіть інше зі списку.',
    en: 'This Ukrposhta office is not found under that postcode or does not take parcels now. Please choose another from the list.',
  },
  // the shop's shipping settings (settings/shipping), edited by the ADMIN
  SHIPPING_SETTINGS_MISSING: {
    ua: 'Налаштування відправника не заповнені. Заповніть їх: меню адміністратора → «Налаштування доставки».',
    en: 'The sender settings are not filled in. Fill them in: the admin menu → “Shipping settings”.',
  },
  // waybills from the orders manager (the carrier's own codes and texts ride in details)
  WAYBILL_CARD_NOT_CONFIRMED: {
    ua: 'Накладну можна створити лише для підтвердженого замовлення.',
    en: 'A waybill can be made only for a confirmed order.',
  },
  WAYBILL_IN_PROGRESS: {
    ua: 'Накладна для цього замовлення вже створюється. Оновіть сторінку за хвилину.',
    en: 'This order’s waybill is being made already. Reload the page in a minute.',
  },
  WAYBILL_OUTCOME_UNKNOWN: {
    ua: 'Укрпошта не відповіла, відправлення могло створитися. Перевірте кабінет Укрпошти і введіть номер вручну.',
    en: 'Ukrposhta did not answer and the shipment may exist. Check Ukrposhta’s cabinet and type the number by hand.',
  },
  WAYBILL_NEEDS_DIRECTORY_BRANCH: {
    ua: 'Відділення введено вручну, не з довідника Нової пошти. Створіть накладну в кабінеті перевізника і введіть номер вручну.',
    en: 'The branch was typed, not chosen from Nova Poshta’s directory. Make the waybill in the carrier’s cabinet and type its number.',
  },
  WAYBILL_NEEDS_POST_OFFICE: {
    ua: 'У замовленні немає відділення Укрпошти з довідника. Введіть номер відправлення вручну.',
    en: 'The order has no Ukrposhta office from the directory. Type the shipment number by hand.',
  },
  WAYBILL_UKRPOSHTA_BY_HAND: {
    ua: 'Відправлення Укрпошти оформлюються вручну: у налаштуваннях немає відправника Укрпошти.',
    en: 'Ukrposhta shipments are typed by hand: the settings hold no Ukrposhta sender.',
  },
  WAYBILL_LABEL_NOT_AVAILABLE: {
    ua: 'Для цього замовлення немає накладної, яку магазин міг би надрукувати.',
    en: 'This order has no waybill the shop could print.',
  },
  // card payments (card-payments/): the provider's own codes ride in details
  PAYMENT_METHOD_OFF: {
    ua: 'Цей спосіб оплати зараз недоступний. Оберіть інший.',
    en: 'This payment method is not available right now. Please choose another.',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    ua: 'Сервіс оплати карткою не відповідає. Спробуйте ще раз за хвилину або оберіть оплату при отриманні.',
    en: 'The card payment service is not answering. Try again in a minute, or choose to pay on delivery.',
  },
  PAYMENT_NOT_CARD: { ua: 'Це замовлення оплачується при отриманні.', en: 'This order is paid on delivery.' },
  PAYMENT_ALREADY_MADE: {
    ua: 'Оплату за це замовлення вже отримано або скасовано: змінити спосіб оплати не можна.',
    en: 'This order is already paid or its payment ended: its payment method cannot change.',
  },
  CARD_PAYMENT_NOT_HELD: {
    ua: 'Покупець ще не оплатив замовлення карткою. Дочекайтеся оплати або переведіть замовлення на оплату при отриманні.',
    en: 'The customer has not paid by card yet. Wait for the payment, or switch the order to pay on delivery.',
  },
  WEBHOOK_REFUSED: { ua: 'Повідомлення не прийнято.', en: 'The notice was not accepted.' },
  ORIGIN_NOT_ALLOWED: { ua: 'Запити з цього сайту не приймаються.', en: 'Requests from this site are not accepted.' },
  // the owner's alerts: an update that does not carry the webhook's secret
  TELEGRAM_SECRET_INVALID: { ua: 'Повідомлення бота не прийнято.', en: 'The bot’s update was not accepted.' },
  // a slide's dates
  SLIDE_DATES_ORDER: { ua: 'Дата завершення показу банера має бути пізніше за дату початку.', en: 'The banner’s end date must be later than its start date.' },
} as const;

export type MessageKey = keyof typeof messages;

/** The shopper's language cookie (the one Hosting passes on), else the browser's first language. */
export function requestLanguage(req: Request): Language {
  return languageFromCookies(req.headers.cookie) ?? (/^en\b/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'ua');
}

export function translate(key: MessageKey, language: 'ua' | 'en'): string {
  return messages[key][language];
}
