import type { LegalText } from '../../../components/ui/legal-document';

export const terms: LegalText = {
  title: "Kasutustingimused",
  updated: "Viimati muudetud: 26. novembril 2026",
  intro: "Need tingimused kehtivad Baltic Ticket Exchange’i kasutamisel – see on turg, kus fännid Lätis, Eestis ja Leedus müüvad üksteisele ürituste pileteid edasi. Konto luues nõustute nendega.",
  sections: [
    {
      heading: "1. Kes me oleme",
      paragraphs: ["Baltic Ticket Exchange’i haldab Baltic Ticket Exchange SIA, registrikood 40203456789, Brīvības iela 58-7, Riia, LV-1011, Läti. Meie pakume turgu; pileteid müüvad meie kasutajad, mitte meie ega ürituste korraldajad."],
    },
    {
      heading: "2. Teie konto",
      paragraphs: [],
      list: ["Märkige oma õige nimi ja e-posti aadress, mida loete; osta ja müüa saate pärast aadressi kinnitamist.", "Hoidke oma parool enda teada: vastutate selle eest, mida teie kontoga tehakse.", "Konto saate igal ajal oma profiilis kustutada, kui ükski teie ost või müük ei ole pooleli."],
    },
    {
      heading: "3. Müümine",
      paragraphs: [],
      list: ["Pakkuge ainult pileteid, mis kuuluvad teile ja mida tohite edasi müüa, õigete andmetega (üritus, kuupäev, koht) ja piletifailiga, mida ostja kasutab.", "Piletit saab müüa ühe korra: varem pakutud fail lükatakse tagasi ja müüdud kuulutus eemaldatakse müügilt.", "Hinna määrate teie. Meie teenustasu arvatakse maha summast, mille saate; iga müük näitab seda.", "Müüjatele maksame välja pärast ürituse toimumist kontole, mis on seadistatud meie makseteenuse pakkuja juures."],
    },
    {
      heading: "4. Ostmine",
      paragraphs: [],
      list: ["Piletil näidatud hind on kogusumma, mille maksate, koos teenustasuga.", "Maksmise ajaks hoitakse pileteid piiratud aja teie jaoks kinni; kui makse õigeks ajaks ei saabu, lähevad need tagasi müüki ja raha ei võeta.", "Makseid töötleb Stripe. Piletifail on teie tellimuse lehel kohe, kui makse on laekunud.", "Kui piletiga ei pääse üritusele, võtke meiega ühendust ja märkige tellimuse number: just seetõttu maksame müüjatele välja alles pärast üritust."],
    },
    {
      heading: "5. Mis on keelatud",
      paragraphs: ["Neid tingimusi rikkuvad kuulutused võime eemaldada ja kontod deaktiveerida ning ütleme, miks."],
      list: ["Müüa pileteid, mida teil ei ole, või sama piletit kaks korda.", "Eksitavad kuulutused, hinnad või sõnumid.", "Kasutada turgu millekski ebaseaduslikuks või püüda selle kontrollidest mööda minna."],
    },
    {
      heading: "6. Vastutus",
      paragraphs: ["Kontrollime kuulutusi ja piletifaile nii palju, kui on mõistlikult võimalik, kuid üritusi me ei korralda: ürituse muudatuste, tühistamise ja sissepääsureeglite eest vastutab korraldaja. Miski nendes tingimustes ei piira õigusi, mis teile kui tarbijale annab teie riigi seadus."],
    },
    {
      heading: "7. Muudatused ja kontakt",
      paragraphs: ["Võime neid tingimusi muuta; ülal olev kuupäev näitab viimast versiooni ja olulistest muudatustest teatame kontode omanikele e-posti teel. Küsimused: support@baltic-tickets.example. Nendele tingimustele kohaldatakse Läti Vabariigi õigust."],
    },
  ],
};
