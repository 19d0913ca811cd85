import type { LegalText } from '../../../components/ui/legal-document';

export const notice: LegalText = {
  title: 'Privatumo politika',
  updated: 'Paskutinį kartą atnaujinta: 2025 m. lapkričio 1 d.',
  intro:
    'Šiame pranešime paaiškinama, kokius asmens duomenis Baltic Ticket Exchange renka jums naudojantis mūsų svetaine, kodėl juos naudojame, kiek laiko saugome ir kokias teises turite pagal Bendrąjį duomenų apsaugos reglamentą (BDAR).',
  sections: [
    {
      heading: '1. Kas atsako už jūsų duomenis',
      paragraphs: [
        'Duomenų valdytojas yra Baltic Ticket Exchange SIA, registracijos numeris 40203456789, Brīvības iela 58-7, Ryga, LV-1011, Latvija. Privatumo klausimais ar prašymais rašykite adresu support@baltic-tickets.example arba mūsų pašto adresu.',
      ],
    },
    {
      heading: '2. Kokius duomenis saugome',
      paragraphs: ['Renkame tik tai, ko reikia prekyvietei veikti:'],
      list: [
        'Paskyros duomenys: vardas ir pavardė, el. pašto adresas, telefono numeris (neprivaloma), saugi jūsų slaptažodžio maiša, pageidaujama kalba, profilio nuotrauka (neprivaloma), registracijos ir paskutinio prisijungimo datos.',
        'Prekyvietės duomenys: jūsų parduodami bilietai (renginys, vieta, kaina, bilieto failas), jūsų pirkti bilietai, užsakymai ir sumokėtos sumos.',
        'Naujienlaiškio duomenys: jūsų el. pašto adresas, kalba ir prenumeratos data.',
        'Kontaktiniai pranešimai: jūsų vardas, el. pašto adresas ir jūsų atsiųstas tekstas.',
        'Techniniai duomenys: IP adresas ir užklausos laikas saugumui ir piktnaudžiavimo prevencijai, taip pat toliau aprašyti slapukai ir vietinė saugykla.',
      ],
    },
    {
      heading: '3. Kodėl juos naudojame ir kokiu teisiniu pagrindu',
      paragraphs: [],
      list: [
        'Jūsų paskyrai sukurti ir tvarkyti, bilietams skelbti ir parduoti bei pirkimams užbaigti: sutarties vykdymas (BDAR 6 straipsnio 1 dalies b punktas).',
        'Naujienlaiškiui siųsti ir analitikos ar rinkodaros slapukams naudoti: jūsų sutikimas (6 straipsnio 1 dalies a punktas), kurį galite bet kada atšaukti.',
        'Paslaugos saugumui užtikrinti, sukčiavimo ir to paties bilieto pardavimo du kartus prevencijai bei atsakyti į jūsų pranešimus: mūsų teisėti interesai (6 straipsnio 1 dalies f punktas).',
        'Užsakymų buhalterinei apskaitai: teisinė prievolė (6 straipsnio 1 dalies c punktas).',
      ],
    },
    {
      heading: '4. Kiek laiko juos saugome',
      paragraphs: [],
      list: [
        'Paskyros duomenys: kol egzistuoja jūsų paskyra ir iki 30 dienų po jos ištrynimo.',
        'Užsakymai ir mokėjimų įrašai: 5 metus, kaip reikalauja Latvijos buhalterinės apskaitos įstatymas.',
        'Atšaukti ar ištrinti skelbimai: 12 mėnesių ginčams spręsti.',
        'Naujienlaiškis: kol atsisakysite prenumeratos (kiekviename laiške yra atsisakymo vienu paspaudimu nuoroda).',
        'Kontaktiniai pranešimai: 2 metus po mūsų paskutinio atsakymo.',
        'Saugumo žurnalai: 90 dienų. Prisijungimo sesijos: 30 dienų.',
      ],
    },
    {
      heading: '5. Kas juos gauna',
      paragraphs: [
        'Niekada neparduodame asmens duomenų. Pirkėjai mato pardavėjo vardą prie perkamų bilietų. Naudojamės duomenų tvarkytojais, kurie veikia tik pagal mūsų nurodymus: prieglobos paslaugų teikėju ir el. laiškų pristatymo paslaugų teikėju, abu Europos ekonominėje erdvėje. Jūsų duomenys nepalieka EEE.',
      ],
    },
    {
      heading: '6. Jūsų teisės',
      paragraphs: [
        'Turite teisę susipažinti su savo duomenimis, reikalauti juos ištaisyti arba ištrinti, apriboti jų naudojimą ar jam prieštarauti, gauti juos perkeliamu formatu ir bet kada atšaukti sutikimą. Daugumą duomenų galite pakeisti savo profilyje; dėl kitų klausimų parašykite mums ir atsakysime per vieną mėnesį.',
        'Taip pat galite pateikti skundą Latvijos duomenų valstybinei inspekcijai (Datu valsts inspekcija, www.dvi.gov.lv) arba savo šalies duomenų apsaugos institucijai, Lietuvoje – Valstybinei duomenų apsaugos inspekcijai.',
      ],
    },
    {
      heading: '7. Slapukai ir vietinė saugykla',
      paragraphs: ['Kuriuos neprivalomus slapukus galime naudoti, pasirenkate slapukų pranešime arba bet kada per poraštės nuorodą „Slapukų nustatymai“.'],
      list: [
        'Būtinieji (visada įjungti): prisijungimo sesijos slapukas, jūsų slapukų pasirinkimai (essential_cookies, analytics_cookies, marketing_cookies) ir vietinėje saugykloje jūsų kalba bei el. pašto adresai, kuriuos neseniai naudojote formose šiame įrenginyje.',
        'Analitikos (tik gavus sutikimą): svetainės naudojimo matavimas, kad galėtume ją tobulinti.',
        'Rinkodaros (tik gavus sutikimą): jums aktualių renginių pasiūlymų rodymas.',
      ],
    },
    {
      heading: '8. Šio pranešimo pakeitimai',
      paragraphs: [
        'Jei pakeisime asmens duomenų naudojimo būdą, atnaujinsime šį puslapį, o apie svarbius pakeitimus registruotiems naudotojams pranešime el. paštu prieš pakeitimui įsigaliojant.',
      ],
    },
  ],
};
