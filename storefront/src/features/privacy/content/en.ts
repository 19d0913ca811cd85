import type { LegalText } from '../../../components/ui/legal-document';

export const notice: LegalText = {
  title: 'Privacy policy',
  updated: 'Last updated: 1 November 2025',
  intro:
    'This notice explains what personal data Baltic Ticket Exchange collects when you use our website, why we use it, how long we keep it and what rights you have under the General Data Protection Regulation (GDPR).',
  sections: [
    {
      heading: '1. Who is responsible for your data',
      paragraphs: [
        'The controller is Baltic Ticket Exchange SIA, registration number 40203456789, Brīvības iela 58-7, Rīga, LV-1011, Latvia. For any privacy question or request write to support@baltic-tickets.example or to our postal address.',
      ],
    },
    {
      heading: '2. What data we keep',
      paragraphs: ['We only collect what we need to run the marketplace:'],
      list: [
        'Account data: first and last name, email address, phone number (optional), a secure hash of your password, preferred language, profile picture (optional), dates of registration and last sign-in.',
        'Marketplace data: the tickets you list (event, seat, price, ticket file), the tickets you buy, orders and amounts paid.',
        'Newsletter data: your email address and language, and the date you subscribed.',
        'Contact messages: your name, email address and the text you send us.',
        'Technical data: IP address and request time for security and abuse prevention, and the cookies and local storage described below.',
      ],
    },
    {
      heading: '3. Why we use it and on what legal basis',
      paragraphs: [],
      list: [
        'To create and run your account, list and sell tickets and complete purchases: performance of a contract (GDPR Article 6(1)(b)).',
        'To send the newsletter and to use analytics or marketing cookies: your consent (Article 6(1)(a)), which you can withdraw at any time.',
        'To keep the service secure, prevent fraud and the resale of the same ticket twice, and answer your messages: our legitimate interests (Article 6(1)(f)).',
        'To keep accounting records of orders: a legal obligation (Article 6(1)(c)).',
      ],
    },
    {
      heading: '4. How long we keep it',
      paragraphs: [],
      list: [
        'Account data: while your account exists, and up to 30 days after you delete it.',
        'Orders and payment records: 5 years, as Latvian accounting law requires.',
        'Withdrawn or deleted listings: 12 months, to handle disputes.',
        'Newsletter: until you unsubscribe (every email has a one-click unsubscribe link).',
        'Contact messages: 2 years after our last reply.',
        'Security logs: 90 days. Sign-in sessions: 30 days.',
      ],
    },
    {
      heading: '5. Who receives it',
      paragraphs: [
        'We never sell personal data. Buyers see the seller’s name for the tickets they buy. We use processors that act only on our instructions: our hosting provider and our email delivery provider, both in the European Economic Area. Your data does not leave the EEA.',
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'You have the right to access your data, to have it corrected or erased, to restrict or object to its use, to receive it in a portable format and to withdraw consent at any time. Most details can be changed in your profile; for anything else write to us and we will answer within one month.',
        'You may also complain to the Data State Inspectorate of Latvia (Datu valsts inspekcija, www.dvi.gov.lv) or to the data protection authority of your country.',
      ],
    },
    {
      heading: '7. Cookies and local storage',
      paragraphs: ['You choose which optional cookies we may use in the cookie banner or at any time through “Cookie settings” in the footer.'],
      list: [
        'Essential (always on): the sign-in session cookie, your cookie choices (essential_cookies, analytics_cookies, marketing_cookies) and, in local storage, your language and the email addresses you recently used in forms on this device.',
        'Analytics (only with consent): measuring how the site is used so we can improve it.',
        'Marketing (only with consent): showing you relevant offers about events.',
      ],
    },
    {
      heading: '8. Changes to this notice',
      paragraphs: [
        'If we change how we use personal data we will update this page and, for important changes, tell registered users by email before the change takes effect.',
      ],
    },
  ],
};
