import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { FileInspector } from '../../shared/application/ports/file-inspector.port.js';
import { FileNotFoundError, FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { ImageProcessor } from '../../shared/application/ports/image-processor.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { GetProfile } from './get-profile.use-case.js';
import { UserRepository } from './ports/user.repository.js';
import type { Profile } from './profile.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Kept by the viewer's browser only, briefly: a replaced picture stops being shown soon, shared caches never hold it. */
export const AVATAR_CACHE_CONTROL = 'private, max-age=3600';
const AVATAR_SOURCE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Twice the largest size the storefront shows (the profile's 80 CSS px, on a 2× screen 160; the header's 40). */
const AVATAR_SIZE = 256;

/**
 * Profile pictures: the type is read from the bytes, never from the name or the declared type, and the inspector
 * refuses hostile files before anything decodes them. What is kept is not the upload but a new picture made from
 * it: a 256 × 256 WebP square, upright, in sRGB, with no metadata (a phone photo's EXIF, GPS position included, is
 * gone). A picture is served only under its own key (`avatars/<user id>/<random id>.webp`), so nobody can list
 * pictures by user id.
 */
@Injectable()
export class Avatars {
  constructor(
    private readonly users: UserRepository,
    private readonly storage: FileStorage,
    private readonly inspector: FileInspector,
    private readonly images: ImageProcessor,
    private readonly profiles: GetProfile,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async replace(userId: string, bytes: Buffer): Promise<Profile> {
    if (bytes.length > AVATAR_MAX_BYTES) throw IdentityErrors.avatarTooLarge();
    const mime = await this.inspector.safeType(bytes);
    if (!mime || !AVATAR_SOURCE_TYPES.has(mime)) throw IdentityErrors.avatarInvalid();
    const [picture] = (await this.images.render(bytes, [{ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' }])) ?? [];
    if (!picture) throw IdentityErrors.avatarInvalid();
    const key = `avatars/${userId}/${randomUUID()}.webp`;
    await this.storage.put(key, picture.bytes, { contentType: picture.contentType, cacheControl: AVATAR_CACHE_CONTROL });
    const previous = await this.transactions.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw IdentityErrors.notAuthenticated();
      const replaced = user.replaceAvatar(key, this.clock.now());
      await this.users.save(user);
      return replaced;
    });
    if (previous) await this.storage.remove(previous);
    return this.profiles.execute(userId);
  }

  /** The user's current picture, when `picture` names it (`<random id>.<type>`); anything else is not found. */
  async read(userId: string, picture: string): Promise<{ body: Readable; contentType: string; size: number }> {
    const user = await this.users.findById(userId);
    const key = user?.snapshot().avatarKey;
    if (!key || key !== `avatars/${userId}/${picture}`) throw IdentityErrors.userNotFound();
    try {
      const { body, info } = await this.storage.read(key);
      return { body, contentType: info.contentType, size: info.size };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw IdentityErrors.userNotFound();
      throw error;
    }
  }
}
