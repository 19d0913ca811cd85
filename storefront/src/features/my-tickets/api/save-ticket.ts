import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';
import { ApiError, toApiError } from '../../../lib/api-error';
import { currentAccessToken } from '../../../lib/session-token';

/** Spec section 5: PDF, JPG, JPEG or PNG, at most 10 MB. */
const TICKET_FILE_MAX_BYTES = 10_485_760;
const FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];
const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'];

export type FileProblem = 'type' | 'size' | null;

/** Checked before uploading, so a wrong file costs no upload. */
export function fileProblem(file: File): FileProblem {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!FILE_EXTENSIONS.includes(extension) || (file.type !== '' && !FILE_TYPES.includes(file.type))) return 'type';
  if (file.size > TICKET_FILE_MAX_BYTES) return 'size';
  return null;
}

/** The listing fields as the API takes them (multipart text on create, JSON on update). */
export interface ListingFields {
  title: string;
  description: string;
  categoryId: string;
  eventId: string | null;
  eventDate: string;
  eventTime: string | null;
  venue: string;
  seatSection: string;
  seatRow: string;
  seatNumber: string;
  pricePerUnit: string;
  /** Null when the linked event's tier decides it. */
  faceValue: string | null;
  tierId: string | null;
  /** How buyers may take the tickets; null: the server's default (any number, or together with one file for all). */
  splitRule: Schema<'ListingFieldsDto'>['splitRule'] | null;
  quantity: number;
}

/**
 * POST /api/tickets as multipart through XMLHttpRequest: fetch cannot report upload progress. `onProgress` gets
 * 0..1 while the body is sent. One file goes as `file` (for one ticket, all of them, or a PDF with a page per
 * ticket), several as `files`, one per ticket in order.
 */
export function createListing(fields: ListingFields, files: File[], language: string, onProgress: (fraction: number) => void): Promise<Schema<'ListingCreatedResponse'>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null) body.append(name, String(value));
  }
  for (const file of files) body.append(files.length === 1 ? 'file' : 'files', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/tickets');
    request.responseType = 'json';
    request.setRequestHeader('Accept-Language', language);
    const token = currentAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as Schema<'ListingCreatedResponse'>);
      else reject(toApiError(request.status, request.response));
    };
    request.onerror = () => reject(ApiError.network());
    request.send(body);
  });
}

export function useUpdateListing() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: ListingFields }) =>
      unwrap(api.PATCH('/api/tickets/{id}', { params: { path: { id } }, body: { ...fields, faceValue: fields.faceValue ?? undefined, splitRule: fields.splitRule ?? undefined } })),
  });
}
