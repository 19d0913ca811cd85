import { useMutation } from '@tanstack/react-query';
import { api, unwrapWithResponse } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The UTF-8 name of `attachment; filename="a.pdf"; filename*=UTF-8''%C4%80.pdf` ("Ā.pdf"), else the plain one. */
export function fileNameOf(disposition: string | null): string | undefined {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return disposition?.match(/filename="([^"]+)"/)?.[1];
}

/**
 * GET /api/tickets/:id/files/:index (the listing's n-th file, from 1), saved as a download. The file needs the bearer
 * token, which lives only in the page's memory, so a plain link cannot fetch it: the page fetches it and hands the
 * browser the bytes.
 */
export function useDownloadTicketFile() {
  return useMutation({
    mutationFn: async ({ ticketId, index, fallbackName }: { ticketId: string; index: number; fallbackName: string }) => {
      const { data, response } = await unwrapWithResponse(api.GET('/api/tickets/{id}/files/{index}', { params: { path: { id: ticketId, index: String(index) } }, parseAs: 'blob' }));
      saveFile(data, fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName);
    },
  });
}
