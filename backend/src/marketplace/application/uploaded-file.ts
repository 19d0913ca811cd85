/** A file as the browser sent it; what it is comes from its bytes (FileInspector), never from these words. */
export interface UploadedFile {
  bytes: Buffer;
  /** What the browser said: used only to refuse a file whose name or declared type contradicts its content. */
  name: string;
  declaredType: string;
}

const EXTENSIONS_OF: Record<string, string[]> = { 'application/pdf': ['pdf'], 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'], 'image/webp': ['webp'] };

/** A PDF called ticket.png is not a mistake we want to guess about: the name and declared type must agree with the bytes. */
export function namedAs(file: UploadedFile, contentType: string): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const declared = file.declaredType.toLowerCase();
  const declaredOk = !declared || declared === 'application/octet-stream' || declared === contentType || (contentType === 'image/jpeg' && declared === 'image/jpg');
  return declaredOk && (extension === undefined || (EXTENSIONS_OF[contentType] ?? []).includes(extension));
}
