import type { LegalText } from '../../../components/ui/legal-document';

export const terms: LegalText = {
  title: "Terms of use",
  updated: "Last updated: 26 November 2026",
  intro: "These terms apply when you use Baltic Ticket Exchange, a marketplace where fans resell event tickets to each other in Latvia, Estonia and Lithuania. By creating an account you accept them.",
  sections: [
    {
      heading: "1. Who we are",
      paragraphs: ["Baltic Ticket Exchange is run by Baltic Ticket Exchange SIA, registration number 40203456789, Brīvības iela 58-7, Rīga, LV-1011, Latvia. We provide the marketplace; the tickets are sold by our users, not by us or by the event organisers."],
    },
    {
      heading: "2. Your account",
      paragraphs: [],
      list: ["Give your real name and an e-mail address you read; you can buy and sell once the address is confirmed.", "Keep your password to yourself: you are responsible for what is done with your account.", "You can delete your account at any time in your profile, unless a purchase or sale of yours is still under way."],
    },
    {
      heading: "3. Selling",
      paragraphs: [],
      list: ["List only tickets you own and may resell, with true details (event, date, seat) and the ticket file the buyer will use.", "A ticket can be sold once: a file listed before is refused, and a listing leaves the market when it is sold.", "You set the price. Our service fee is deducted from what you receive; each sale shows the amount.", "We pay sellers after the event has taken place, into the account set up with our payment provider."],
    },
    {
      heading: "4. Buying",
      paragraphs: [],
      list: ["The price shown on a ticket is the total you pay, service fee included.", "While you pay, the tickets are held for you for a limited time; if the payment does not arrive in time, they go back on sale and nothing is charged.", "Payments are processed by Stripe. The ticket file is on your order page as soon as the payment is received.", "If a ticket does not get you in, contact us with your order number: this is why sellers are paid only after the event."],
    },
    {
      heading: "5. What is not allowed",
      paragraphs: ["We may withdraw listings and deactivate accounts that break these terms, and we say why."],
      list: ["Selling tickets you do not have, or the same ticket twice.", "Misleading listings, prices or messages.", "Using the marketplace for anything unlawful, or trying to get around its checks."],
    },
    {
      heading: "6. Liability",
      paragraphs: ["We check listings and ticket files as far as we reasonably can, but we do not organise the events: changes to an event, its cancellation and its entry rules are the organiser’s. Nothing in these terms limits the rights the law of your country gives you as a consumer."],
    },
    {
      heading: "7. Changes and contact",
      paragraphs: ["We may change these terms; the date above shows the latest version, and we tell account holders of important changes by e-mail. Questions: support@baltic-tickets.example. These terms are governed by the law of the Republic of Latvia."],
    },
  ],
};
