import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => unwrap(api.POST('/api/contact-messages', { body: input })),
  });
}
