import { describe, expect, it } from '@jest/globals';
import { findUnstorableCharacter } from './request-validation.js';

describe('characters PostgreSQL cannot store', () => {
  it('lets every real text through: Baltic letters, emoji, right-to-left marks', () => {
    expect(findUnstorableCharacter({ name: 'Ķekava Šķirotava', note: '🎫👩‍👩‍👧', rtl: '\u202Eabc', list: ['Vilnius', 'Tõnismägi'] })).toBeUndefined();
  });

  it('names the field that holds a NUL or a lone surrogate, however deep', () => {
    expect(findUnstorableCharacter({ name: 'a\u0000b' })).toBe('name');
    expect(findUnstorableCharacter({ name: '\uDFFF\uD800' })).toBe('name');
    expect(findUnstorableCharacter({ tiers: [{ title: 'ok' }, { title: 'x\uD800' }] })).toBe('tiers.1.title');
    expect(findUnstorableCharacter({ ['bad\uDC00key']: 'x' })).toBe('value');
    expect(findUnstorableCharacter('\u0000')).toBe('value');
  });
});
