import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../shared/adapters/http/access.js';
import { parseLanguage } from '../../../shared/domain/language.js';
import { CatalogImages, FALLBACK_CACHE_CONTROL, IMAGE_CACHE_CONTROL } from '../../application/catalog-images.use-case.js';
import { CatalogErrors } from '../../domain/catalog.errors.js';

const binary = (...types: string[]) => Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
const FALLBACK_FILE = /^(lv|en|et|lt)\.jpg$/;

/** The catalogue's pictures, for browsers, search engines and link previews (ADR 0039). */
@ApiTags('catalog')
@Access('public')
@Controller('images')
export class CatalogImagesController {
  constructor(private readonly images: CatalogImages) {}

  @Get('categories/:slug/:file')
  @ApiOkResponse({ description: "The category's generated link preview (`lv.jpg`, `en.jpg`, `et.jpg`, `lt.jpg`): 1200 × 630, its name in that language.", content: binary('image/jpeg') })
  @ApiNotFoundResponse({ description: 'No active category with that slug, or another file name.' })
  async categoryPreview(@Param('slug') slug: string, @Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const language = FALLBACK_FILE.exec(file) && parseLanguage(file.slice(0, 2));
    if (!language || slug.length > 80) throw CatalogErrors.categoryNotFound();
    const preview = await this.images.fallbackPreview(slug, language);
    response.setHeader('Cache-Control', FALLBACK_CACHE_CONTROL);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(preview, { type: 'image/jpeg', length: preview.length });
  }

  @Get(':id/:file')
  @ApiOkResponse({ description: 'A rendition (`640.avif`, `640.webp`…) or the link preview (`preview.jpg`) of a picture; never changes.', content: binary('image/avif', 'image/webp', 'image/jpeg') })
  @ApiNotFoundResponse({ description: 'No such picture or file.' })
  async file(@Param('id') id: string, @Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const found = await this.images.file(id, file);
    response.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(found.body, { type: found.contentType, length: found.size });
  }
}
