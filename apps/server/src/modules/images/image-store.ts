import type { ImagePurpose, ImageVariant } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { ProcessedImage } from './image-pipeline.js';
import { createImagesRepository, type ImageMetaRow } from './images.repository.js';

export type StoredImageMeta = {
  id: string;
  userId: string;
  purpose: ImagePurpose;
  contentType: string;
  width: number;
  height: number;
  progressEntryId: string | null;
  createdAt: string;
};

export type ImageBytes = {
  id: string;
  userId: string;
  purpose: ImagePurpose;
  contentType: string;
  data: Buffer;
};

export type SaveImageInput = {
  userId: string;
  purpose: ImagePurpose;
  image: ProcessedImage;
  /** Progress photos belong to an entry and go when it goes. */
  progressEntryId?: string | null;
  /** Defaults to now; a batch passes increasing instants so its photos list in upload order. */
  createdAt?: string;
};

/**
 * Where processed images live. Today: the `images` table, so a backup of the embedded database holds them
 * and every API instance on one PostgreSQL sees every image. Another backend (an S3-compatible store) only
 * has to implement this interface.
 */
export interface ImageStore {
  /** Stores a processed image under a new random id. */
  save(input: SaveImageInput): Promise<StoredImageMeta>;
  /** The bytes of one variant, by id alone: only for serving after access was established. */
  get(id: string, variant: ImageVariant): Promise<ImageBytes | undefined>;
  /** One of the user's images without its bytes; undefined for another user's or an unknown id. */
  meta(userId: string, id: string): Promise<StoredImageMeta | undefined>;
  /** The user's images attached to any of these progress entries, oldest first. */
  listByProgressEntries(userId: string, entryIds: readonly string[]): Promise<StoredImageMeta[]>;
  /** Deletes one of the user's images; false for another user's or an unknown id. */
  delete(userId: string, id: string): Promise<boolean>;
}

const toMeta = (row: ImageMetaRow): StoredImageMeta => ({
  id: row.id,
  userId: row.user_id,
  purpose: row.purpose as ImagePurpose,
  contentType: row.content_type,
  width: row.width,
  height: row.height,
  progressEntryId: row.progress_entry_id,
  createdAt: row.created_at,
});

/** The database-backed store; pass a transaction as `db` to save or delete inside it. */
export function createImageStore(db: Db): ImageStore {
  const images = createImagesRepository(db);
  return {
    async save({ userId, purpose, image, progressEntryId = null, createdAt }) {
      const row = {
        id: newId(),
        user_id: userId,
        purpose,
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        thumb_bytes: image.thumbBytes,
        progress_entry_id: progressEntryId,
        created_at: createdAt ?? nowIso(),
      };
      await images.insert(row);
      return toMeta(row);
    },

    async get(id, variant) {
      const row = await images.findBytesById(id, variant);
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        purpose: row.purpose as ImagePurpose,
        contentType: row.content_type,
        data: Buffer.from(row.data),
      };
    },

    async meta(userId, id) {
      const row = await images.findMeta(userId, id);
      return row ? toMeta(row) : undefined;
    },

    async listByProgressEntries(userId, entryIds) {
      return (await images.listMetaByProgressEntries(userId, entryIds)).map(toMeta);
    },

    delete(userId, id) {
      return images.delete(userId, id);
    },
  };
}
