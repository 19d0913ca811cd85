import type { QueryClient } from '@tanstack/react-query';
import { isLanguageCode } from '../../../lib/language';
import { readTicketFilters } from '../../filters';
import { availableTicketsQuery, eventOffersQuery } from '../../tickets';
import { eventWaitingListQuery } from '../../waiting-list';
import { categoriesQuery, categoryEventsQuery, categoryQuery, eventQuery } from './catalog';

/**
 * Fetches the data a marketplace page shows into the given cache, with the same query keys as the pages' hooks.
 * The browser calls it at start-up, so the category page's tickets arrive alongside its code and messages instead
 * of after the first render; a server render awaits it before rendering. Settles when every request has (failed
 * requests leave their query in the error state).
 */
export async function prefetchMarketPage(queryClient: QueryClient, pathname: string, search: string): Promise<void> {
  const [, language, section, rawCategory, eventId] = pathname.split('/');
  if (!isLanguageCode(language)) return;
  const filters = readTicketFilters(new URLSearchParams(search));
  // Ticket cards and the category grid name categories from the list.
  const categories = () => queryClient.prefetchQuery(categoriesQuery(language));
  if (section === 'tickets' && rawCategory === undefined) {
    await Promise.all([categories(), queryClient.prefetchInfiniteQuery(availableTicketsQuery({}, filters))]);
    return;
  }
  if (section !== 'events') return;
  if (!rawCategory) {
    await categories();
    return;
  }
  let category: string;
  try {
    category = decodeURIComponent(rawCategory);
  } catch {
    return; // a malformed address: the page itself says what is wrong
  }
  const requests = [categories(), queryClient.prefetchQuery(categoryQuery(language, category))];
  if (eventId) {
    requests.push(queryClient.prefetchQuery(eventQuery(eventId)));
    requests.push(queryClient.prefetchQuery(eventOffersQuery(eventId)));
    requests.push(queryClient.prefetchQuery(eventWaitingListQuery(eventId)));
    requests.push(queryClient.prefetchInfiniteQuery(availableTicketsQuery({ event: eventId }, { q: '' })));
  } else {
    requests.push(queryClient.prefetchQuery(categoryEventsQuery(category, filters)));
    requests.push(queryClient.prefetchInfiniteQuery(availableTicketsQuery({ category }, filters)));
  }
  await Promise.all(requests);
}
