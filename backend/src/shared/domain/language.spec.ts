import { describe, expect, it } from '@jest/globals';
import { parseLanguage } from './language.js';

describe('parseLanguage', () => {
  it('knows the four languages and treats the route code ee as Estonian', () => {
    expect(parseLanguage('lv')).toBe('lv');
    expect(parseLanguage('EN')).toBe('en');
    expect(parseLanguage('ee')).toBe('et');
    expect(parseLanguage('et-EE')).toBe('et');
    expect(parseLanguage('lt_LT')).toBe('lt');
  });

  it('refuses anything else', () => {
    expect(parseLanguage('de')).toBeNull();
    expect(parseLanguage('english')).toBeNull();
    expect(parseLanguage(undefined)).toBeNull();
    expect(parseLanguage(['lv'])).toBeNull();
  });
});
