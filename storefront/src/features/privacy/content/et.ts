import type { LegalText } from '../../../components/ui/legal-document';

export const notice: LegalText = {
  title: 'Privaatsuspoliitika',
  updated: 'Viimati uuendatud: 1. november 2025',
  intro:
    'Selles teates selgitame, milliseid isikuandmeid Baltic Ticket Exchange meie veebisaidi kasutamisel kogub, miks me neid kasutame, kui kaua neid säilitame ja millised õigused on teil isikuandmete kaitse üldmääruse (IKÜM) alusel.',
  sections: [
    {
      heading: '1. Kes vastutab teie andmete eest',
      paragraphs: [
        'Vastutav töötleja on Baltic Ticket Exchange SIA, registrikood 40203456789, Brīvības iela 58-7, Riia, LV-1011, Läti. Privaatsusküsimuste ja taotlustega kirjutage aadressil support@baltic-tickets.example või meie postiaadressil.',
      ],
    },
    {
      heading: '2. Milliseid andmeid me säilitame',
      paragraphs: ['Kogume ainult seda, mida on vaja turuplatsi toimimiseks:'],
      list: [
        'Konto andmed: ees- ja perekonnanimi, e-posti aadress, telefoninumber (vabatahtlik), teie parooli turvaline räsi, eelistatud keel, profiilipilt (vabatahtlik), registreerimise ja viimase sisselogimise kuupäev.',
        'Turuplatsi andmed: teie müüki pandud piletid (üritus, koht, hind, piletifail), teie ostetud piletid, tellimused ja makstud summad.',
        'Uudiskirja andmed: teie e-posti aadress ja keel ning tellimise kuupäev.',
        'Kontaktsõnumid: teie nimi, e-posti aadress ja saadetud tekst.',
        'Tehnilised andmed: IP-aadress ja päringu aeg turvalisuse ja kuritarvituste ennetamise jaoks ning allpool kirjeldatud küpsised ja kohalik salvestusruum.',
      ],
    },
    {
      heading: '3. Miks me neid kasutame ja millisel õiguslikul alusel',
      paragraphs: [],
      list: [
        'Teie konto loomiseks ja haldamiseks, piletite müüki panemiseks ja müümiseks ning ostude lõpetamiseks: lepingu täitmine (IKÜM artikli 6 lõike 1 punkt b).',
        'Uudiskirja saatmiseks ning analüütika- või turundusküpsiste kasutamiseks: teie nõusolek (artikli 6 lõike 1 punkt a), mille võite igal ajal tagasi võtta.',
        'Teenuse turvalisuse tagamiseks, pettuste ja sama pileti kaks korda müümise ennetamiseks ning teie sõnumitele vastamiseks: meie õigustatud huvi (artikli 6 lõike 1 punkt f).',
        'Tellimuste raamatupidamisarvestuseks: juriidiline kohustus (artikli 6 lõike 1 punkt c).',
      ],
    },
    {
      heading: '4. Kui kaua me neid säilitame',
      paragraphs: [],
      list: [
        'Konto andmed: seni, kuni teie konto on olemas, ja kuni 30 päeva pärast selle kustutamist.',
        'Tellimused ja maksekirjed: 5 aastat, nagu nõuab Läti raamatupidamisseadus.',
        'Tagasi võetud või kustutatud kuulutused: 12 kuud vaidluste lahendamiseks.',
        'Uudiskiri: kuni tellimuse tühistamiseni (igas e-kirjas on ühe klõpsuga loobumise link).',
        'Kontaktsõnumid: 2 aastat pärast meie viimast vastust.',
        'Turvalogid: 90 päeva. Sisselogimisseansid: 30 päeva.',
      ],
    },
    {
      heading: '5. Kes neid saab',
      paragraphs: [
        'Me ei müü kunagi isikuandmeid. Ostjad näevad ostetud piletite juures müüja nime. Kasutame volitatud töötlejaid, kes tegutsevad ainult meie juhiste järgi: majutusteenuse pakkujat ja e-kirjade edastamise teenuse pakkujat, mõlemad Euroopa Majanduspiirkonnas. Teie andmed ei lahku EMPst.',
      ],
    },
    {
      heading: '6. Teie õigused',
      paragraphs: [
        'Teil on õigus tutvuda oma andmetega, nõuda nende parandamist või kustutamist, piirata nende kasutamist või esitada vastuväiteid, saada need ülekantavas vormingus ja võtta nõusolek igal ajal tagasi. Enamikku andmeid saate muuta oma profiilis; muus osas kirjutage meile ja vastame ühe kuu jooksul.',
        'Samuti võite esitada kaebuse Läti andmekaitseinspektsioonile (Datu valsts inspekcija, www.dvi.gov.lv) või oma riigi andmekaitseasutusele, Eestis Andmekaitse Inspektsioonile.',
      ],
    },
    {
      heading: '7. Küpsised ja kohalik salvestusruum',
      paragraphs: ['Milliseid valikulisi küpsiseid võime kasutada, valite küpsiste teates või igal ajal jaluse lingi „Küpsiste seaded“ kaudu.'],
      list: [
        'Vajalikud (alati sees): sisselogimisseansi küpsis, teie küpsisevalikud (essential_cookies, analytics_cookies, marketing_cookies) ning kohalikus salvestusruumis teie keel ja e-posti aadressid, mida hiljuti selles seadmes vormides kasutasite.',
        'Analüütika (ainult nõusolekul): saidi kasutamise mõõtmine, et saaksime seda parandada.',
        'Turundus (ainult nõusolekul): teile asjakohaste ürituste pakkumiste näitamine.',
      ],
    },
    {
      heading: '8. Muudatused selles teates',
      paragraphs: [
        'Kui muudame isikuandmete kasutamise viisi, uuendame seda lehte ning oluliste muudatuste korral teavitame registreeritud kasutajaid e-posti teel enne muudatuse jõustumist.',
      ],
    },
  ],
};
