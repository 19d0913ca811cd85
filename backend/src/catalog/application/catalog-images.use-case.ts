import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { FileInspector } from '../../shared/application/ports/file-inspector.port.js';
import { FileNotFoundError, FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { ImageProcessor, type ImageRendition } from '../../shared/application/ports/image-processor.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import type { Language } from '../../shared/domain/language.js';
import {
  IMAGE_MAX_BYTES, imageFileKey, imageFiles, imageIdOf, isLargeEnough, MIN_SOURCE_SIZE, PREVIEW_SIZE, renditionWidths, type CatalogImage,
} from '../domain/catalog-image.js';
import { CatalogErrors } from '../domain/catalog.errors.js';
import { toCategoryView } from './catalog-views.js';
import { categoryPreviewSvg } from './category-preview.js';
import { CatalogAdminRepository, type ImageOwner } from './ports/catalog-admin.repository.js';
import { CatalogChanges } from './ports/catalog-changes.js';
import { CatalogRepository } from './ports/catalog.repository.js';

/** A picture's files never change under their name (the name comes from the source's bytes): cached for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A generated preview follows the category's name, which staff may change: a day. */
export const FALLBACK_CACHE_CONTROL = 'public, max-age=86400';
const SOURCE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const FALLBACKS_KEPT = 64;

/**
 * Staff give an event or a category a picture (issue 25, ADR 0039). As with avatars, the inspector decides from the
 * bytes first and what is kept is made anew: AVIF and WebP at the widths the source can fill, and a 1200 × 630 JPEG
 * link preview, all upright, in sRGB and without metadata, stored under the source's content hash before the row
 * points at them. A picture no event or category shows any more is deleted after the change commits.
 */
@Injectable()
export class CatalogImages {
  private readonly fallbacks = new Map<string, Buffer>();

  constructor(
    private readonly catalog: CatalogAdminRepository,
    private readonly publicCatalog: CatalogRepository,
    private readonly storage: FileStorage,
    private readonly inspector: FileInspector,
    private readonly images: ImageProcessor,
    private readonly activity: ActivityLog,
    private readonly changes: CatalogChanges,
    private readonly transactions: TransactionRunner,
  ) {}

  async replace(owner: ImageOwner, bytes: Buffer, actor: string): Promise<void> {
    if (bytes.length > IMAGE_MAX_BYTES) throw CatalogErrors.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024);
    const mime = await this.inspector.safeType(bytes);
    if (!mime || !SOURCE_TYPES.has(mime)) throw CatalogErrors.imageInvalid();
    const size = await this.images.dimensions(bytes);
    if (!size) throw CatalogErrors.imageInvalid();
    if (!isLargeEnough(size)) throw CatalogErrors.imageTooSmall(MIN_SOURCE_SIZE.width, MIN_SOURCE_SIZE.height);
    await this.mustExist(owner);

    const widths = renditionWidths(size.width);
    const renditions: ImageRendition[] = [
      ...widths.flatMap((width): ImageRendition[] => [{ format: 'avif', width, fit: 'inside' }, { format: 'webp', width, fit: 'inside' }]),
      { format: 'jpeg', ...PREVIEW_SIZE, fit: 'cover' },
    ];
    const made = await this.images.render(bytes, renditions);
    if (!made) throw CatalogErrors.imageInvalid();
    const largest = made[made.length - 2];
    const image: CatalogImage = { id: imageIdOf(createHash('sha256').update(bytes).digest('hex')), width: largest.width, height: largest.height, widths };
    const files = imageFiles(image);
    await Promise.all(made.map((picture, index) =>
      this.storage.put(`catalog-images/${image.id}/${files[index]}`, picture.bytes, { contentType: picture.contentType, cacheControl: IMAGE_CACHE_CONTROL })));

    let previous: CatalogImage | null;
    try {
      previous = await this.transactions.run(async () => {
        const outcome = await this.catalog.setImage(owner, image);
        if (outcome === 'missing') throw notFound(owner);
        await this.activity.record('system.updated', { change: `${owner.kind} image replaced`, [`${owner.kind === 'event' ? 'event' : 'category'}Id`]: owner.id, image: image.id }, actor);
        return outcome.previous;
      });
    } catch (error) {
      await this.deleteIfUnused(image);
      throw error;
    }
    this.changes.changed();
    if (previous && previous.id !== image.id) await this.deleteIfUnused(previous);
  }

  async remove(owner: ImageOwner, actor: string): Promise<void> {
    const previous = await this.transactions.run(async () => {
      const outcome = await this.catalog.setImage(owner, null);
      if (outcome === 'missing') throw notFound(owner);
      if (outcome.previous) {
        await this.activity.record('system.updated', { change: `${owner.kind} image removed`, [`${owner.kind === 'event' ? 'event' : 'category'}Id`]: owner.id }, actor);
      }
      return outcome.previous;
    });
    if (!previous) return;
    this.changes.changed();
    await this.deleteIfUnused(previous);
  }

  /** One of a picture's files (`640.avif`, `preview.jpg`…); anything else is not found. */
  async file(id: string, file: string): Promise<{ body: Readable; contentType: string; size: number }> {
    const key = imageFileKey(id, file);
    if (!key) throw CatalogErrors.imageNotFound();
    try {
      const { body, info } = await this.storage.read(key);
      return { body, contentType: info.contentType, size: info.size };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw CatalogErrors.imageNotFound();
      throw error;
    }
  }

  /** The generated 1200 × 630 JPEG link preview of an active category, with its name in `language`. */
  async fallbackPreview(slug: string, language: Language): Promise<Buffer> {
    const category = await this.publicCatalog.categoryBySlug(slug);
    if (!category || category.status !== 'active') throw CatalogErrors.categoryNotFound();
    const { name } = toCategoryView(category, language);
    const cacheKey = `${language}\u0000${name}`;
    const kept = this.fallbacks.get(cacheKey);
    if (kept) return kept;
    const [preview] = (await this.images.render(Buffer.from(categoryPreviewSvg(name, language)), [{ format: 'jpeg', ...PREVIEW_SIZE, fit: 'cover' }])) ?? [];
    if (!preview) throw new Error(`The preview of category ${slug} could not be drawn`);
    if (this.fallbacks.size >= FALLBACKS_KEPT) this.fallbacks.delete(this.fallbacks.keys().next().value as string);
    this.fallbacks.set(cacheKey, preview.bytes);
    return preview.bytes;
  }

  private async mustExist(owner: ImageOwner): Promise<void> {
    const found = owner.kind === 'event' ? await this.catalog.eventById(owner.id) : await this.catalog.categoryById(owner.id);
    if (!found) throw notFound(owner);
  }

  /** Deletes the picture's files unless an event or a category still shows it (after the change that let it go commits). */
  async deleteIfUnused(image: CatalogImage): Promise<void> {
    if (await this.catalog.imageInUse(image.id)) return;
    await Promise.all(imageFiles(image).map((file) => this.storage.remove(`catalog-images/${image.id}/${file}`)));
  }
}

function notFound(owner: ImageOwner) {
  return owner.kind === 'event' ? CatalogErrors.eventNotFound() : CatalogErrors.categoryNotFound();
}
