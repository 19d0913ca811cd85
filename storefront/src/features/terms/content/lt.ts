import type { LegalText } from '../../../components/ui/legal-document';

export const terms: LegalText = {
  title: "Naudojimosi sąlygos",
  updated: "Paskutinį kartą atnaujinta: 2026 m. lapkričio 26 d.",
  intro: "Šios sąlygos taikomos naudojantis Baltic Ticket Exchange – prekyviete, kurioje gerbėjai Latvijoje, Estijoje ir Lietuvoje perparduoda vieni kitiems renginių bilietus. Sukūrus paskyrą laikoma, kad su jomis sutinkate.",
  sections: [
    {
      heading: "1. Kas mes esame",
      paragraphs: ["Baltic Ticket Exchange valdo Baltic Ticket Exchange SIA, registracijos numeris 40203456789, Brīvības iela 58-7, Ryga, LV-1011, Latvija. Mes teikiame prekyvietę; bilietus parduoda mūsų naudotojai, o ne mes ar renginių organizatoriai."],
    },
    {
      heading: "2. Jūsų paskyra",
      paragraphs: [],
      list: ["Nurodykite tikrą vardą ir el. pašto adresą, kurį skaitote; pirkti ir parduoti galite, kai adresas patvirtintas.", "Niekam neatskleiskite slaptažodžio: už tai, kas daroma jūsų paskyroje, atsakote jūs.", "Paskyrą galite bet kada ištrinti savo profilyje, nebent koks nors jūsų pirkimas ar pardavimas dar nebaigtas."],
    },
    {
      heading: "3. Pardavimas",
      paragraphs: [],
      list: ["Siūlykite tik jums priklausančius bilietus, kuriuos galite perparduoti, su teisinga informacija (renginys, data, vieta) ir bilieto failu, kurį naudos pirkėjas.", "Bilietą galima parduoti vieną kartą: anksčiau siūlytas failas atmetamas, o parduotas skelbimas pašalinamas iš prekybos.", "Kainą nustatote jūs. Mūsų paslaugos mokestis išskaičiuojamas iš sumos, kurią gaunate; kiekvienas pardavimas jį parodo.", "Pardavėjams išmokame po renginio į sąskaitą, nustatytą mūsų mokėjimų paslaugų teikėjo sistemoje."],
    },
    {
      heading: "4. Pirkimas",
      paragraphs: [],
      list: ["Prie bilieto nurodyta kaina yra visa mokama suma, įskaitant paslaugos mokestį.", "Kol mokate, bilietai ribotą laiką rezervuojami jums; jei mokėjimas laiku negaunamas, jie grąžinami į prekybą ir pinigai nenuskaičiuojami.", "Mokėjimus apdoroja Stripe. Bilieto failas pasiekiamas jūsų užsakymo puslapyje, kai tik gaunamas mokėjimas.", "Jei su bilietu nepavyksta patekti į renginį, susisiekite su mumis ir nurodykite užsakymo numerį: būtent todėl pardavėjams išmokame tik po renginio."],
    },
    {
      heading: "5. Kas draudžiama",
      paragraphs: ["Šias sąlygas pažeidžiančius skelbimus galime pašalinti, o paskyras – išjungti, ir paaiškiname kodėl."],
      list: ["Parduoti bilietus, kurių neturite, arba tą patį bilietą du kartus.", "Klaidinantys skelbimai, kainos ar žinutės.", "Naudoti prekyvietę neteisėtiems tikslams arba bandyti apeiti jos patikras."],
    },
    {
      heading: "6. Atsakomybė",
      paragraphs: ["Skelbimus ir bilietų failus tikriname tiek, kiek pagrįstai įmanoma, tačiau renginių neorganizuojame: už renginio pakeitimus, atšaukimą ir įėjimo taisykles atsako organizatorius. Niekas šiose sąlygose neriboja teisių, kurias jums, kaip vartotojui, suteikia jūsų šalies įstatymai."],
    },
    {
      heading: "7. Pakeitimai ir kontaktai",
      paragraphs: ["Šias sąlygas galime keisti; aukščiau nurodyta data rodo naujausią versiją, o apie svarbius pakeitimus paskyrų savininkams pranešame el. paštu. Klausimai: support@baltic-tickets.example. Šioms sąlygoms taikoma Latvijos Respublikos teisė."],
    },
  ],
};
