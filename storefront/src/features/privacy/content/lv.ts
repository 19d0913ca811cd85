import type { LegalText } from '../../../components/ui/legal-document';

export const notice: LegalText = {
  title: 'Privātuma politika',
  updated: 'Pēdējās izmaiņas: 2025. gada 1. novembris',
  intro:
    'Šajā paziņojumā skaidrots, kādus personas datus Baltic Ticket Exchange vāc, kad izmantojat mūsu vietni, kāpēc mēs tos izmantojam, cik ilgi glabājam un kādas tiesības jums ir saskaņā ar Vispārīgo datu aizsardzības regulu (VDAR).',
  sections: [
    {
      heading: '1. Kas atbild par jūsu datiem',
      paragraphs: [
        'Pārzinis ir SIA “Baltic Ticket Exchange”, reģistrācijas numurs 40203456789, Brīvības iela 58-7, Rīga, LV-1011, Latvija. Ar jebkuru privātuma jautājumu vai pieprasījumu rakstiet uz support@baltic-tickets.example vai uz mūsu pasta adresi.',
      ],
    },
    {
      heading: '2. Kādus datus mēs glabājam',
      paragraphs: ['Mēs vācam tikai to, kas nepieciešams tirgus vietnes darbībai:'],
      list: [
        'Konta dati: vārds un uzvārds, e-pasta adrese, tālruņa numurs (nav obligāts), jūsu paroles drošs jaucējkods, vēlamā valoda, profila attēls (nav obligāts), reģistrācijas un pēdējās pieteikšanās datums.',
        'Tirgus vietnes dati: jūsu pārdošanā ievietotās biļetes (pasākums, vieta, cena, biļetes fails), jūsu pirktās biļetes, pasūtījumi un samaksātās summas.',
        'Jaunumu dati: jūsu e-pasta adrese un valoda, kā arī pierakstīšanās datums.',
        'Saziņas ziņas: jūsu vārds, e-pasta adrese un jūsu nosūtītais teksts.',
        'Tehniskie dati: IP adrese un pieprasījuma laiks drošībai un ļaunprātīgas izmantošanas novēršanai, kā arī zemāk aprakstītās sīkdatnes un lokālā krātuve.',
      ],
    },
    {
      heading: '3. Kāpēc mēs tos izmantojam un uz kāda juridiskā pamata',
      paragraphs: [],
      list: [
        'Lai izveidotu un uzturētu jūsu kontu, ievietotu un pārdotu biļetes un pabeigtu pirkumus: līguma izpilde (VDAR 6. panta 1. punkta b) apakšpunkts).',
        'Lai sūtītu jaunumus un izmantotu analītikas vai mārketinga sīkdatnes: jūsu piekrišana (6. panta 1. punkta a) apakšpunkts), kuru varat jebkurā laikā atsaukt.',
        'Lai uzturētu pakalpojuma drošību, novērstu krāpšanu un vienas biļetes pārdošanu divreiz un atbildētu uz jūsu ziņām: mūsu leģitīmās intereses (6. panta 1. punkta f) apakšpunkts).',
        'Lai kārtotu pasūtījumu grāmatvedības uzskaiti: juridisks pienākums (6. panta 1. punkta c) apakšpunkts).',
      ],
    },
    {
      heading: '4. Cik ilgi mēs tos glabājam',
      paragraphs: [],
      list: [
        'Konta dati: kamēr pastāv jūsu konts, un līdz 30 dienām pēc tā dzēšanas.',
        'Pasūtījumi un maksājumu ieraksti: 5 gadus, kā to prasa Latvijas grāmatvedības likums.',
        'Atsauktie vai dzēstie sludinājumi: 12 mēnešus strīdu izskatīšanai.',
        'Jaunumi: līdz brīdim, kad atrakstāties (katrā e-pastā ir saite atrakstīšanai ar vienu klikšķi).',
        'Saziņas ziņas: 2 gadus pēc mūsu pēdējās atbildes.',
        'Drošības žurnāli: 90 dienas. Pieteikšanās sesijas: 30 dienas.',
      ],
    },
    {
      heading: '5. Kas tos saņem',
      paragraphs: [
        'Mēs nekad nepārdodam personas datus. Pircēji redz pārdevēja vārdu pie biļetēm, ko viņi pērk. Mēs izmantojam apstrādātājus, kas rīkojas tikai pēc mūsu norādījumiem: mitināšanas pakalpojumu sniedzēju un e-pasta piegādes pakalpojumu sniedzēju, abus Eiropas Ekonomikas zonā. Jūsu dati netiek nodoti ārpus EEZ.',
      ],
    },
    {
      heading: '6. Jūsu tiesības',
      paragraphs: [
        'Jums ir tiesības piekļūt saviem datiem, pieprasīt to labošanu vai dzēšanu, ierobežot to izmantošanu vai iebilst pret to, saņemt tos pārnesamā formātā un jebkurā laikā atsaukt piekrišanu. Lielāko daļu datu varat mainīt savā profilā; par visu pārējo rakstiet mums, un mēs atbildēsim viena mēneša laikā.',
        'Jūs varat arī iesniegt sūdzību Datu valsts inspekcijai (www.dvi.gov.lv) vai savas valsts datu aizsardzības iestādei.',
      ],
    },
    {
      heading: '7. Sīkdatnes un lokālā krātuve',
      paragraphs: ['Kuras neobligātās sīkdatnes mēs drīkstam izmantot, jūs izvēlaties sīkdatņu paziņojumā vai jebkurā laikā kājenes saitē “Sīkdatņu iestatījumi”.'],
      list: [
        'Nepieciešamās (vienmēr ieslēgtas): pieteikšanās sesijas sīkdatne, jūsu sīkdatņu izvēle (essential_cookies, analytics_cookies, marketing_cookies) un lokālajā krātuvē jūsu valoda un e-pasta adreses, ko nesen izmantojāt veidlapās šajā ierīcē.',
        'Analītikas (tikai ar piekrišanu): vietnes lietošanas mērīšana, lai mēs to varētu uzlabot.',
        'Mārketinga (tikai ar piekrišanu): jums atbilstošu piedāvājumu rādīšana par pasākumiem.',
      ],
    },
    {
      heading: '8. Izmaiņas šajā paziņojumā',
      paragraphs: [
        'Ja mainīsim to, kā izmantojam personas datus, mēs atjaunināsim šo lapu un par būtiskām izmaiņām reģistrētajiem lietotājiem paziņosim pa e-pastu, pirms izmaiņas stājas spēkā.',
      ],
    },
  ],
};
