/** Reads what a file really is from its bytes. */
export abstract class FileInspector {
  abstract detectType(bytes: Buffer): Promise<string | null>;
}
