import type { Language } from '../../shared/domain/language.js';
import { PREVIEW_SIZE } from '../domain/catalog-image.js';

const TICKETS: Record<Language, string> = { lv: 'Biļetes', en: 'Tickets', et: 'Piletid', lt: 'Bilietai' };
const LONGEST_NAME = 30;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The link preview of a category without a picture of its own (and of its events without one): the category's name in
 * the page's language on the brand's colours, drawn as SVG for the image processor to turn into a 1200 × 630 JPEG.
 * The font is the system's sans-serif (DejaVu Sans in the image, ADR 0034), which has every Baltic letter.
 */
export function categoryPreviewSvg(name: string, language: Language): string {
  const shown = name.length > LONGEST_NAME ? `${name.slice(0, LONGEST_NAME - 1).trimEnd()}…` : name;
  const size = shown.length <= 14 ? 112 : shown.length <= 22 ? 84 : 60;
  const { width, height } = PREVIEW_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9e3039"/><stop offset="1" stop-color="#6f1f27"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">
    <text x="96" y="150" font-size="40" font-weight="700" letter-spacing="1">Baltic Ticket Exchange</text>
    <text x="96" y="${330 + size / 3}" font-size="${size}" font-weight="800">${escapeXml(shown)}</text>
    <text x="96" y="${420 + size / 3}" font-size="44" opacity="0.92">${escapeXml(TICKETS[language])}</text>
    <text x="96" y="560" font-size="30" font-weight="700" letter-spacing="6" opacity="0.85">LATVIJA · LIETUVA · EESTI</text>
  </g>
</svg>`;
}
