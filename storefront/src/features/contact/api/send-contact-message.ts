import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';

export type ContactMessageInput = Schema<'ContactMessageDto'>;

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => unwrap(api.POST('/api/contact-messages', { body: input })),
  });
}
