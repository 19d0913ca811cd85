import { describe, expect, it } from '@jest/globals';
import { fallbackSrc, previewImage, srcSet, type CatalogImage } from './images';

const wide: CatalogImage = { base: '/api/images/3f9a0c1e2b7d4a55', width: 1280, height: 720, widths: [320, 640, 960, 1280] };
const small: CatalogImage = { base: '/api/images/0123456789abcdef', width: 800, height: 420, widths: [320, 640] };

describe('catalogue pictures in the storefront', () => {
  it('offers every width made, in each format, as a srcset', () => {
    expect(srcSet(wide, 'avif')).toBe(
      '/api/images/3f9a0c1e2b7d4a55/320.avif 320w, /api/images/3f9a0c1e2b7d4a55/640.avif 640w, /api/images/3f9a0c1e2b7d4a55/960.avif 960w, /api/images/3f9a0c1e2b7d4a55/1280.avif 1280w',
    );
    // A smaller upload has fewer widths: none is named that was not made.
    expect(srcSet(small, 'webp')).toBe('/api/images/0123456789abcdef/320.webp 320w, /api/images/0123456789abcdef/640.webp 640w');
  });

  it('gives a browser without srcset the smallest WebP at least as wide as asked, else the widest made', () => {
    expect(fallbackSrc(wide, 640)).toBe('/api/images/3f9a0c1e2b7d4a55/640.webp');
    expect(fallbackSrc(wide, 700)).toBe('/api/images/3f9a0c1e2b7d4a55/960.webp');
    expect(fallbackSrc(small, 960)).toBe('/api/images/0123456789abcdef/640.webp');
  });

  it("previews a page with its own picture, else its category's, else the category's name drawn in the page's language", () => {
    expect(previewImage('lv', 'koncerti', wide, small)).toBe('/api/images/3f9a0c1e2b7d4a55/preview.jpg');
    expect(previewImage('lv', 'koncerti', null, small)).toBe('/api/images/0123456789abcdef/preview.jpg');
    expect(previewImage('en', 'koncerti', undefined, null)).toBe('/api/images/categories/koncerti/en.jpg');
    // Estonian pages live under /ee, but the picture is named by the language code.
    expect(previewImage('ee', 'teatris')).toBe('/api/images/categories/teatris/et.jpg');
    // A slug outside ASCII (the demo's "citi-pasākumi") stays one path segment.
    expect(previewImage('lt', 'citi-pasākumi', null)).toBe('/api/images/categories/citi-pas%C4%81kumi/lt.jpg');
  });
});
