/**
 * The name a ticket's file is saved under: its title and event day, readable on a phone's downloads list
 * ("Prāta Vētra 2026-12-31.pdf"), with an ASCII twin for clients that cannot read the UTF-8 form
 * ("Prata-Vetra-2026-12-31.pdf"). Characters no file system takes are dropped; long titles are shortened.
 */
export function ticketFileName(title: string, eventDate: string, extension: string): { utf8: string; ascii: string } {
  const readable = [...title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim()].slice(0, 80).join('').trim() || 'ticket';
  const ascii =
    readable
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'ticket';
  const suffix = `${eventDate}.${extension}`;
  return { utf8: `${readable} ${suffix}`, ascii: `${ascii}-${suffix}` };
}

/**
 * The name an uploaded file is kept and saved under: the sender's name without any folder, characters no file system
 * takes or its own extension, shortened, with the extension of what the bytes really are ("IMG 0042.jpg"), and its
 * ASCII twin. A name with nothing left becomes `fallback`.
 */
export function uploadedFileName(original: string, extension: string, fallback = 'file'): { utf8: string; ascii: string } {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const readable = [...stem.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim()].slice(0, 80).join('').trim().replace(/^\.+/, '') || fallback;
  const ascii =
    readable
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || fallback;
  return { utf8: `${readable}.${extension}`, ascii: `${ascii}.${extension}` };
}

/** A Content-Disposition header that names the file both ways (RFC 6266). */
export function attachmentDisposition(name: { utf8: string; ascii: string }): string {
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`;
}
