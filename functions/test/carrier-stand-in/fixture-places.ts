// The places the stand-in's fixtures are generated from: real settlements, regions, streets and
// postcodes; how many branches each gets follows the carrier's rough proportions.

export interface FixturePlace {
  name: string;
  nameRu: string;
  /** "м." city, "смт" urban-type settlement, "с." village. */
  typeCode: 'м.' | 'смт' | 'с.';
  area: string;
  /** The district for towns and villages ('' for regional centres). */
  region: string;
  branches: number;
  lockers: number;
  cargo: number;
  streets: string[];
  postcodes: string[];
}

export const PLACES: FixturePlace[] = [
  {
    name: 'Київ', nameRu: 'Киев', typeCode: 'м.', area: 'Київська', region: '', branches: 40, lockers: 34, cargo: 6,
    streets: ['вул. Хрещатик', 'вул. М. Тимошенка', 'просп. Перемоги', 'вул. Велика Васильківська', 'просп. Степана Бандери', 'вул. Саксаганського', 'просп. Оболонський', 'вул. Січових Стрільців', 'просп. Миколи Бажана', 'вул. Драгоманова', 'вул. Ярославська', 'Харківське шосе'],
    postcodes: ['01001', '01004', '02002', '03150', '04053', '04210'],
  },
  {
    name: 'Харків', nameRu: 'Харьков', typeCode: 'м.', area: 'Харківська', region: '', branches: 24, lockers: 18, cargo: 3,
    streets: ['вул. Сумська', 'просп. Науки', 'вул. Полтавський Шлях', 'просп. Героїв Харкова', 'вул. Пушкінська', 'вул. Академіка Павлова', 'просп. Гагаріна', 'вул. Клочківська'],
    postcodes: ['61000', '61002', '61052', '61166'],
  },
  {
    name: 'Одеса', nameRu: 'Одесса', typeCode: 'м.', area: 'Одеська', region: '', branches: 22, lockers: 18, cargo: 3,
    streets: ['вул. Дерибасівська', 'вул. Преображенська', 'просп. Шевченка', 'вул. Генуезька', 'вул. Балківська', 'Фонтанська дорога', 'вул. Академіка Корольова', 'вул. Канатна'],
    postcodes: ['65000', '65012', '65045', '65114'],
  },
  {
    name: 'Дніпро', nameRu: 'Днепр', typeCode: 'м.', area: 'Дніпропетровська', region: '', branches: 22, lockers: 17, cargo: 3,
    streets: ['просп. Дмитра Яворницького', 'вул. Січеславська Набережна', 'просп. Олександра Поля', 'вул. Робоча', 'просп. Слобожанський', 'вул. Володимира Антоновича', 'вул. Титова', 'просп. Богдана Хмельницького'],
    postcodes: ['49000', '49044', '49089', '49101'],
  },
  {
    name: 'Львів', nameRu: 'Львов', typeCode: 'м.', area: 'Львівська', region: '', branches: 22, lockers: 18, cargo: 3,
    streets: ['просп. Свободи', 'вул. Городоцька', 'вул. Личаківська', 'вул. Стрийська', 'вул. Зелена', 'просп. Червоної Калини', 'вул. Наукова', 'вул. Шевченка'],
    postcodes: ['79000', '79005', '79008', '79053'],
  },
  {
    name: 'Біла Церква', nameRu: 'Белая Церковь', typeCode: 'м.', area: 'Київська', region: 'Білоцерківський', branches: 7, lockers: 4, cargo: 1,
    streets: ['вул. Ярослава Мудрого', 'бульв. Олександрійський', 'вул. Леваневського', 'вул. Січневого Прориву'],
    postcodes: ['09100', '09117'],
  },
  {
    name: 'Дрогобич', nameRu: 'Дрогобыч', typeCode: 'м.', area: 'Львівська', region: 'Дрогобицький', branches: 5, lockers: 3, cargo: 1,
    streets: ['вул. Стрийська', 'вул. Івана Франка', 'вул. Трускавецька', 'пл. Ринок'],
    postcodes: ['82100'],
  },
  {
    name: 'Павлоград', nameRu: 'Павлоград', typeCode: 'м.', area: 'Дніпропетровська', region: 'Павлоградський', branches: 5, lockers: 3, cargo: 1,
    streets: ['вул. Соборна', 'вул. Дніпровська', 'вул. Шевченка'],
    postcodes: ['51400'],
  },
  {
    name: 'Слобожанське', nameRu: 'Слобожанское', typeCode: 'смт', area: 'Дніпропетровська', region: 'Дніпровський', branches: 3, lockers: 2, cargo: 0,
    streets: ['вул. Василя Сухомлинського', 'вул. Теплична'],
    postcodes: ['52005'],
  },
  {
    name: 'Петропавлівська Борщагівка', nameRu: 'Петропавловская Борщаговка', typeCode: 'с.', area: 'Київська', region: 'Бучанський', branches: 3, lockers: 3, cargo: 0,
    streets: ['вул. Соборна', 'вул. Кришталева'],
    postcodes: ['08130'],
  },
  {
    name: 'Сокільники', nameRu: 'Сокольники', typeCode: 'с.', area: 'Львівська', region: 'Львівський', branches: 2, lockers: 2, cargo: 0,
    streets: ['вул. Стрийська', 'вул. Горіхова'],
    postcodes: ['81130'],
  },
  {
    name: 'Фонтанка', nameRu: 'Фонтанка', typeCode: 'с.', area: 'Одеська', region: 'Одеський', branches: 2, lockers: 1, cargo: 0,
    streets: ['вул. Степна', 'вул. Одеська'],
    postcodes: ['67571'],
  },
  {
    name: 'Малинівка', nameRu: 'Малиновка', typeCode: 'с.', area: 'Харківська', region: 'Чугуївський', branches: 1, lockers: 0, cargo: 0,
    streets: ['вул. Центральна'],
    postcodes: ['63510'],
  },
];

export const TYPE_NAMES = { 'м.': 'місто', смт: 'селище міського типу', 'с.': 'село' } as const;
