import { describe, expect, it } from '@jest/globals';
import { searchText } from './search-text.js';

describe('searchText', () => {
  it('folds case and the diacritics of the three Baltic languages', () => {
    expect(searchText('Ķekava')).toBe('kekava');
    expect(searchText('KONCERTS Rīgā')).toBe('koncerts riga');
    expect(searchText('Õllesummer Tallinnas')).toBe('ollesummer tallinnas');
    expect(searchText('Kėdainių šventė')).toBe('kedainiu svente');
    expect(searchText('  two   spaces ')).toBe('two spaces');
  });
});
