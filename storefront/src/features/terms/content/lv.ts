import type { LegalText } from '../../../components/ui/legal-document';

export const terms: LegalText = {
  title: "Lietošanas noteikumi",
  updated: "Pēdējās izmaiņas: 2026. gada 26. novembrī",
  intro: "Šie noteikumi attiecas uz Baltic Ticket Exchange — tirgus vietas, kur fani Latvijā, Igaunijā un Lietuvā cits citam pārdod pasākumu biļetes, — lietošanu. Izveidojot kontu, jūs tiem piekrītat.",
  sections: [
    {
      heading: "1. Kas mēs esam",
      paragraphs: ["Baltic Ticket Exchange uztur SIA “Baltic Ticket Exchange”, reģistrācijas numurs 40203456789, Brīvības iela 58-7, Rīga, LV-1011, Latvija. Mēs nodrošinām tirgus vietu; biļetes pārdod mūsu lietotāji, nevis mēs vai pasākumu rīkotāji."],
    },
    {
      heading: "2. Jūsu konts",
      paragraphs: [],
      list: ["Norādiet savu īsto vārdu un e-pasta adresi, kuru lasāt; pirkt un pārdot varat, kad adrese ir apstiprināta.", "Neizpaudiet savu paroli: jūs atbildat par to, kas tiek darīts ar jūsu kontu.", "Kontu varat dzēst jebkurā laikā savā profilā, ja vien kāds jūsu pirkums vai pārdošana vēl nav pabeigta."],
    },
    {
      heading: "3. Pārdošana",
      paragraphs: [],
      list: ["Piedāvājiet tikai biļetes, kas pieder jums un kuras drīkstat pārdot tālāk, ar patiesu informāciju (pasākums, datums, vieta) un biļetes failu, ko pircējs izmantos.", "Biļeti var pārdot vienu reizi: jau piedāvāts fails tiek noraidīts, un pārdots sludinājums tiek noņemts no pārdošanas.", "Cenu nosakāt jūs. Mūsu pakalpojuma maksa tiek ieturēta no summas, ko saņemat; katrā pārdošanā tā ir redzama.", "Pārdevējiem mēs izmaksājam pēc pasākuma norises uz kontu, kas iestatīts pie mūsu maksājumu pakalpojuma sniedzēja."],
    },
    {
      heading: "4. Pirkšana",
      paragraphs: [],
      list: ["Biļetei norādītā cena ir kopsumma, ko maksājat, ieskaitot pakalpojuma maksu.", "Kamēr maksājat, biļetes uz ierobežotu laiku tiek rezervētas jums; ja maksājums laikā nepienāk, tās atgriežas pārdošanā un nauda netiek iekasēta.", "Maksājumus apstrādā Stripe. Biļetes fails ir pieejams jūsu pasūtījuma lapā, tiklīdz maksājums ir saņemts.", "Ja ar biļeti nevar iekļūt pasākumā, sazinieties ar mums, norādot pasūtījuma numuru: tieši tāpēc pārdevējiem izmaksājam tikai pēc pasākuma."],
    },
    {
      heading: "5. Kas nav atļauts",
      paragraphs: ["Sludinājumus, kas pārkāpj šos noteikumus, mēs varam atsaukt un kontus deaktivizēt, paskaidrojot, kāpēc."],
      list: ["Pārdot biļetes, kuru jums nav, vai pārdot to pašu biļeti divreiz.", "Maldinoši sludinājumi, cenas vai ziņas.", "Izmantot tirgus vietu kaut kam nelikumīgam vai mēģināt apiet tās pārbaudes."],
    },
    {
      heading: "6. Atbildība",
      paragraphs: ["Mēs pārbaudām sludinājumus un biļešu failus, cik vien saprātīgi iespējams, taču pasākumus mēs nerīkojam: par pasākuma izmaiņām, atcelšanu un ieejas noteikumiem atbild rīkotājs. Nekas šajos noteikumos neierobežo tiesības, ko jums kā patērētājam piešķir jūsu valsts likumi."],
    },
    {
      heading: "7. Izmaiņas un saziņa",
      paragraphs: ["Mēs varam mainīt šos noteikumus; augstāk norādītais datums rāda jaunāko versiju, un par būtiskām izmaiņām konta īpašniekiem paziņojam pa e-pastu. Jautājumi: support@baltic-tickets.example. Šiem noteikumiem piemērojami Latvijas Republikas normatīvie akti."],
    },
  ],
};
