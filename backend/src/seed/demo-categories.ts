/** The nine categories of the product, in the four languages. `name` is the fallback (English). */
export interface CategorySeed {
  key: string;
  slug: string;
  priority: number;
  names: { en: string; lv: string; ee: string; lt: string };
  descriptions: { en: string; lv: string; ee: string; lt: string };
}

export const DEMO_CATEGORIES: CategorySeed[] = [
  {
    key: 'theatre',
    slug: 'teatris',
    priority: 10,
    names: { en: 'Theatre', lv: 'Teātris', ee: 'Teater', lt: 'Teatras' },
    descriptions: {
      en: 'Theatre, opera and ballet',
      lv: 'Teātris, opera un balets',
      ee: 'Teater, ooper ja ballett',
      lt: 'Teatras, opera ir baletas',
    },
  },
  {
    key: 'concerts',
    slug: 'koncerti',
    priority: 20,
    names: { en: 'Concerts', lv: 'Koncerti', ee: 'Kontserdid', lt: 'Koncertai' },
    descriptions: {
      en: 'Concerts of every genre',
      lv: 'Visu žanru koncerti',
      ee: 'Igas žanris kontserdid',
      lt: 'Įvairių žanrų koncertai',
    },
  },
  {
    key: 'festivals',
    slug: 'festivali',
    priority: 30,
    names: { en: 'Festivals', lv: 'Festivāli', ee: 'Festivalid', lt: 'Festivaliai' },
    descriptions: {
      en: 'Music and culture festivals',
      lv: 'Mūzikas un kultūras festivāli',
      ee: 'Muusika- ja kultuurifestivalid',
      lt: 'Muzikos ir kultūros festivaliai',
    },
  },
  {
    key: 'sports',
    slug: 'sports',
    priority: 40,
    names: { en: 'Sports', lv: 'Sports', ee: 'Sport', lt: 'Sportas' },
    descriptions: {
      en: 'Matches, races and tournaments',
      lv: 'Spēles, sacensības un turnīri',
      ee: 'Mängud, võistlused ja turniirid',
      lt: 'Rungtynės, lenktynės ir turnyrai',
    },
  },
  {
    key: 'cinema',
    slug: 'kino',
    priority: 50,
    names: { en: 'Cinema', lv: 'Kino', ee: 'Kino', lt: 'Kinas' },
    descriptions: {
      en: 'Premieres and film screenings',
      lv: 'Pirmizrādes un filmu seansi',
      ee: 'Esilinastused ja filmiseansid',
      lt: 'Premjeros ir filmų seansai',
    },
  },
  {
    key: 'children',
    slug: 'berniem',
    priority: 60,
    names: { en: 'Children', lv: 'Bērniem', ee: 'Lastele', lt: 'Vaikams' },
    descriptions: {
      en: 'Shows and events for children and families',
      lv: 'Izrādes un pasākumi bērniem un ģimenēm',
      ee: 'Etendused ja üritused lastele ja peredele',
      lt: 'Spektakliai ir renginiai vaikams bei šeimoms',
    },
  },
  {
    key: 'travel',
    slug: 'celojumi',
    priority: 70,
    names: { en: 'Travel', lv: 'Ceļojumi', ee: 'Reisimine', lt: 'Kelionės' },
    descriptions: {
      en: 'Travel and transport tickets',
      lv: 'Ceļojumu un transporta biļetes',
      ee: 'Reisi- ja transpordipiletid',
      lt: 'Kelionių ir transporto bilietai',
    },
  },
  {
    key: 'gift-cards',
    slug: 'davanu-kartes',
    priority: 80,
    names: { en: 'Gift cards', lv: 'Dāvanu kartes', ee: 'Kinkekaardid', lt: 'Dovanų kortelės' },
    descriptions: {
      en: 'Gift cards for events and venues',
      lv: 'Dāvanu kartes pasākumiem un norises vietām',
      ee: 'Kinkekaardid üritustele ja toimumiskohtadesse',
      lt: 'Dovanų kortelės renginiams ir vietoms',
    },
  },
  {
    key: 'other',
    slug: 'citi-pasākumi',
    priority: 90,
    names: { en: 'Other events', lv: 'Citi pasākumi', ee: 'Muud üritused', lt: 'Kiti renginiai' },
    descriptions: {
      en: 'Everything else worth a ticket',
      lv: 'Viss pārējais, kam vajag biļeti',
      ee: 'Kõik muu, milleks on vaja piletit',
      lt: 'Visa kita, kam reikia bilieto',
    },
  },
];
