import { describe, expect, it } from '@jest/globals';
import { imageSrcSet, linkPreviewImage, type CatalogImage } from './catalog-image';

const wide: CatalogImage = { base: '/api/images/3f9a0c1e2b7d4a55', width: 1280, height: 720, widths: [320, 640, 960, 1280] };
const small: CatalogImage = { base: '/api/images/0123456789abcdef', width: 800, height: 420, widths: [320, 640] };

describe('catalogue pictures in the storefront', () => {
  it('offers every width made, in each format, as a srcset', () => {
    expect(imageSrcSet(wide, 'avif')).toBe(
      '/api/images/3f9a0c1e2b7d4a55/320.avif 320w, /api/images/3f9a0c1e2b7d4a55/640.avif 640w, /api/images/3f9a0c1e2b7d4a55/960.avif 960w, /api/images/3f9a0c1e2b7d4a55/1280.avif 1280w',
    );
    // A smaller upload has fewer widths: none is named that was not made.
    expect(imageSrcSet(small, 'webp')).toBe('/api/images/0123456789abcdef/320.webp 320w, /api/images/0123456789abcdef/640.webp 640w');
  });

  it("previews a page with its own picture, else its category's, else the category's generated picture in the page's language", () => {
    expect(linkPreviewImage({ language: 'lv', categorySlug: 'koncerti', images: [wide, small] })).toBe('/api/images/3f9a0c1e2b7d4a55/preview.jpg');
    expect(linkPreviewImage({ language: 'lv', categorySlug: 'koncerti', images: [null, small] })).toBe('/api/images/0123456789abcdef/preview.jpg');
    expect(linkPreviewImage({ language: 'en', categorySlug: 'koncerti', images: [undefined, null] })).toBe('/api/images/categories/koncerti/en.jpg');
    // Estonian pages live under /ee, but the picture is named by the language code.
    expect(linkPreviewImage({ language: 'ee', categorySlug: 'teatris', images: [] })).toBe('/api/images/categories/teatris/et.jpg');
    expect(linkPreviewImage({ language: 'lt', categorySlug: 'sports & more', images: [null] })).toBe('/api/images/categories/sports%20%26%20more/lt.jpg');
  });
});
