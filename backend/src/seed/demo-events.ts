import { addDays, rigaWallTime } from '../shared/domain/riga-time.js';

/** Demo events: 10 per category, 5 for children, travel, gift cards and other, none for sports (as the spec says). */
const TITLES: Record<string, string[]> = {
  theatre: [
    'Gulbju ezers', 'Hamlets', 'Traviata', 'Riekstkodis', 'Ķiršu dārzs',
    'Carmen', 'Skroderdienas Silmačos', 'Spoku kuģis', 'Romeo un Džuljeta', 'Kaupēns, mans mīļais',
  ],
  concerts: [
    'Prāta Vētra: Stadionu tūre', 'Rīgas Doma kora koncerts', 'Jazz vakars Ķekavā', 'Latvijas Nacionālais simfoniskais orķestris',
    'Tallinna Kammerorkester', 'Andrius Mamontovas akustiskā programmā', 'Ērģeļmūzikas nakts', 'Instrumenti: Jubilejas koncerts',
    'Ewert and The Two Dragons', 'Vilniaus festivalis: Baroka vakars',
  ],
  festivals: [
    'Positivus', 'Summer Sound Liepāja', 'Õllesummer', 'Viljandi Folk', 'Granatos Live',
    'Laba Daba', 'Tallinn Music Week', 'Kilkim Žaibu', 'Sziget Baltic edition', 'Saulkrasti Jazz',
  ],
  sports: [],
  cinema: [
    'Straume: seanss ar režisoru', 'Rīgas Starptautiskais kinofestivāls: atklāšana', 'PÖFF: Pimedate Ööde filmifestival',
    'Vilniaus kino pavasaris', 'Klasikas vakars: Casablanca', 'Dokumentālā kino nakts', 'Animācijas rīts ģimenēm',
    'Baltijas īsfilmu skate', 'Kino zem zvaigznēm Mežaparkā', 'Premjera: Dvēseļu putenis',
  ],
  children: ['Sprīdītis', 'Lelle Lote un draugi', 'Cirka izrāde bērniem', 'Muumipeikko ja ystävät', 'Zinātnes šovs Tehnikumā'],
  travel: ['Autobuss Rīga–Tallina', 'Prāmis Tallina–Helsinki', 'Vilciens Rīga–Viļņa', 'Ekskursija uz Rundāles pili', 'Prāmis Liepāja–Travemünde'],
  'gift-cards': ['Dāvanu karte: Latvijas Nacionālā opera', 'Dāvanu karte: Arēna Rīga', 'Kinkekaart: Tallinna Linnateater', 'Dovanų kortelė: Žalgirio arena', 'Dāvanu karte: Dailes teātris'],
  other: ['Stand-up vakars Rīgā', 'Lekcija: Baltijas vēsture', 'Vīna degustācija Vecrīgā', 'Meistarklase: keramika', 'Nakts ekskursija pa Kauņu'],
};

const VENUES = [
  { venue: 'Arēna Rīga', city: 'Rīga' },
  { venue: 'Latvijas Nacionālā opera', city: 'Rīga' },
  { venue: 'Lielā ģilde', city: 'Rīga' },
  { venue: 'Saku Suurhall', city: 'Tallinn' },
  { venue: 'Alexela kontserdimaja', city: 'Tallinn' },
  { venue: 'Žalgirio arena', city: 'Kaunas' },
  { venue: 'Compensa koncertų salė', city: 'Vilnius' },
  { venue: 'Lielais dzintars', city: 'Liepāja' },
  { venue: 'Vanemuine', city: 'Tartu' },
  { venue: 'Ķekavas kultūras nams', city: 'Ķekava' },
];

const PRICE_RANGES = ['15–45 €', '20–60 €', '25–80 €', '10–30 €', '35–120 €'];

export interface EventSeed {
  categoryKey: string;
  title: string;
  description: string;
  venue: string;
  city: string;
  startsAt: Date;
  priceRange: string;
}

/** Spread over the coming months from `today`, at evening times in Riga. */
export function demoEvents(today: Date): EventSeed[] {
  const base = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  return Object.entries(TITLES).flatMap(([categoryKey, titles], categoryIndex) =>
    titles.map((title, index) => {
      const day = addDays(base, 3 + index * 9 + categoryIndex * 2);
      const place = VENUES[(index + categoryIndex) % VENUES.length];
      const hour = [18, 19, 19, 20][(index + categoryIndex) % 4];
      return {
        categoryKey,
        title,
        description: `${title}: ${place.venue}, ${place.city}. Biļetes no faniem faniem / Tickets from fans to fans.`,
        venue: place.venue,
        city: place.city,
        startsAt: rigaWallTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, index % 2 === 0 ? 0 : 30),
        priceRange: PRICE_RANGES[(index + categoryIndex) % PRICE_RANGES.length],
      };
    }),
  );
}

/** The organiser's tiers the demo puts on every event (spec: VIP 50 € ×10, Standard 30 € ×50, Economy 20 € ×100). */
export const DEMO_TIERS = [
  { name: 'VIP', priceCents: 5000, available: 10 },
  { name: 'Standard', priceCents: 3000, available: 50 },
  { name: 'Economy', priceCents: 2000, available: 100 },
];
