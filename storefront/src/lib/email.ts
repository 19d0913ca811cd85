/** The same pattern the API checks: local part, @, domain, a dot and at least two letters. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
