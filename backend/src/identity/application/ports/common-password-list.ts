/** The list of passwords too common to accept (shipped in the repository, see identity/adapters/security). */
export abstract class CommonPasswordList {
  abstract contains(password: string): boolean;
}
