// The bin page's texts (Ukrainian), which come with the page's own chunk
// (features/admin-bin/components/bin-intl.tsx). Plain data with no runtime imports.
export const adminBinUa = {
  'adminBin.title': 'Кошик',
  'adminBin.intro': 'Видалене з каталогу чекає тут {days} днів, потім зникає назавжди разом із зображеннями. «Відновити» повертає все на своє місце: з товарами, зображеннями, перекладами й партіями.',
  'adminBin.empty': 'Кошик порожній.',
  'adminBin.loading': 'Завантажуємо кошик…',
  'adminBin.loadFailed': 'Не вдалося завантажити кошик.',
  'adminBin.more': 'Показати ще',
  'adminBin.restore': 'Відновити',
  'adminBin.restoreNamed': 'Відновити «{name}»',
  'adminBin.restored': '«{name}» відновлено.',
  'adminBin.kind.outerCategory': 'Зовнішня категорія',
  'adminBin.kind.categorySection': 'Категорія з товарами',
  'adminBin.kind.subCategory': 'Підкатегорія',
  'adminBin.kind.good': 'Товар',
  'adminBin.kind.yarnLine': 'Лінійка пряжі',
  'adminBin.kind.slide': 'Слайд каруселі',
  'adminBin.place': 'Звідки: {place}',
  'adminBin.goods': '{count, plural, one {# товар} few {# товари} many {# товарів} other {# товару}}',
  'adminBin.removed': 'Видалено {date}, {who}',
  'adminBin.expires': 'Зникне {date}',
  'adminBin.placeGone': 'Місця, звідки це видалено («{place}»), уже немає. Оберіть, куди відновити.',
  'adminBin.chooseOuterCategory': 'Зовнішня категорія',
  'adminBin.chooseCategory': 'Категорія',
  'adminBin.noOuterCategory': 'Без зовнішньої категорії',
  'adminBin.restoreThere': 'Відновити сюди',
  'adminBin.cancel': 'Скасувати',
} as const satisfies Record<string, string>;

export type AdminBinMessages = Record<keyof typeof adminBinUa, string>;
