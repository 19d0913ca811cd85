import { describe, expect, it } from '@jest/globals';
import { bestAcceptedLanguage, requestLanguage } from './request-language.js';

describe('request language', () => {
  it('takes ?lang= first', () => {
    expect(requestLanguage({ query: { lang: 'lv' }, headers: { 'accept-language': 'lt' } })).toBe('lv');
  });

  it('then the best supported Accept-Language entry by weight', () => {
    expect(bestAcceptedLanguage('de-DE,de;q=0.9,lt;q=0.8,en;q=0.7')).toBe('lt');
    expect(bestAcceptedLanguage('en;q=0.2, et;q=0.9')).toBe('et');
    expect(bestAcceptedLanguage('lv;q=0, en')).toBe('en');
  });

  it('falls back to English', () => {
    expect(requestLanguage({ query: { lang: 'xx' }, headers: { 'accept-language': 'fr' } })).toBe('en');
    expect(requestLanguage({ query: {}, headers: {} })).toBe('en');
  });
});
