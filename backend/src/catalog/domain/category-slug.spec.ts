import { describe, expect, it } from '@jest/globals';
import { slugForCategory } from './category-slug.js';

describe('category slugs', () => {
  it('follow the fixed map, including the non-ASCII citi-pasākumi', () => {
    expect(slugForCategory('theatre', 'Theatre')).toBe('teatris');
    expect(slugForCategory('gift-cards', 'Gift cards')).toBe('davanu-kartes');
    expect(slugForCategory('other', 'Other events')).toBe('citi-pasākumi');
    expect(encodeURIComponent(slugForCategory('other', 'Other events'))).toBe('citi-pas%C4%81kumi');
  });

  it('otherwise lowercase the name with spaces as hyphens', () => {
    expect(slugForCategory('stand-up', 'Stand Up  Comedy')).toBe('stand-up-comedy');
  });

  it('fit the slug column when the name is longer (a 100-letter name was a server error)', () => {
    expect(Array.from(slugForCategory('long', 'Ā'.repeat(100)))).toHaveLength(80);
    expect(slugForCategory('long', `${'a'.repeat(79)} comedy`)).toBe('a'.repeat(79));
  });
});
