/** The pages of a PDF that was already vetted (FileInspector): cut into one document per page, and fingerprinted. */
export abstract class PdfPages {
  /** One PDF per page, in order; each keeps only what its page needs. Null when the file cannot be read as a PDF. */
  abstract split(bytes: Buffer): Promise<Buffer[] | null>;
  /**
   * A SHA-256 (hex) of each page's content, in order: the page and everything it draws with, whatever document it was
   * cut from or re-saved into, so the same ticket page is recognised when it comes back in another file.
   */
  abstract fingerprints(bytes: Buffer): Promise<string[] | null>;
}
