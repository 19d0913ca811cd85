/** Its seller reaches a ticket's file whatever its status; its buyer once it is sold to them (paid). */
export function fileReachable(ticket: { hasFile: boolean; status: string }, role: 'seller' | 'buyer'): boolean {
  return ticket.hasFile && (role === 'seller' || ticket.status === 'sold');
}
