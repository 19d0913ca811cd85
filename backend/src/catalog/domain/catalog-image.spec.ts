import { describe, expect, it } from '@jest/globals';
import { imageFileKey, imageFiles, isLargeEnough, renditionWidths } from './catalog-image.js';

describe('catalogue pictures', () => {
  it('makes only the widths a source can fill, never upscaling', () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(1000)).toEqual([320, 640, 960]);
    expect(renditionWidths(640)).toEqual([320, 640]);
  });

  it('refuses sources smaller than a phone-sized event picture', () => {
    expect(isLargeEnough({ width: 640, height: 336 })).toBe(true);
    expect(isLargeEnough({ width: 639, height: 1000 })).toBe(false);
    expect(isLargeEnough({ width: 2000, height: 300 })).toBe(false);
  });

  it('names only the files a picture has', () => {
    expect(imageFileKey('0123456789abcdef', '640.webp')).toBe('catalog-images/0123456789abcdef/640.webp');
    expect(imageFileKey('0123456789abcdef', 'preview.jpg')).toBe('catalog-images/0123456789abcdef/preview.jpg');
    for (const [id, file] of [['0123456789abcdef', '641.webp'], ['0123456789abcdef', '640.png'], ['../etc', '640.webp'], ['0123456789ABCDEF', '640.webp'], ['0123456789abcdef', '../x']]) {
      expect(imageFileKey(id, file)).toBeNull();
    }
    expect(imageFiles({ id: '0123456789abcdef', width: 640, height: 360, widths: [320, 640] })).toEqual(['320.avif', '320.webp', '640.avif', '640.webp', 'preview.jpg']);
  });
});
