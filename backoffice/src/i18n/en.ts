import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/** react-admin's English plus the back-office's own keys (resources.<name>.fields join here with each resource). */
const en: TranslationMessages = {
  ...englishMessages,
  bte: {
    dashboard: {
      title: 'Baltic Ticket Exchange back-office',
      welcome:
        'The staff workspace of the ticket exchange for Latvia, Lithuania and Estonia. Users, tickets and subscribers will be managed here.',
    },
  },
};

export default en;
