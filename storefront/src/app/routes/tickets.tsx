import { TicketsPage } from '../../features/tickets/components/tickets-page';

export function Component() {
  return <TicketsPage />;
}
