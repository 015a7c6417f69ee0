import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { ownedRows, rowsOfUser } from '../../db/owned-rows.js';
import type { ImagesTable } from '../../db/schema.js';

export type ImageRow = Selectable<ImagesTable>;
export type ImageMetaRow = Omit<ImageRow, 'bytes' | 'thumb_bytes'>;

const META = [
  'id',
  'user_id',
  'purpose',
  'content_type',
  'width',
  'height',
  'progress_entry_id',
  'created_at',
] as const;

/**
 * SQL of the images table. Reads by id alone exist only for serving: the id is random and the caller
 * has proved access by the id's purpose (public avatars) or by a signature the server made for the owner.
 */
export function createImagesRepository(db: Db) {
  const images = ownedRows(db, 'images');
  return {
    async insert(row: ImageRow): Promise<void> {
      await db.insertInto('images').values(row).execute();
    },

    findBytesById(id: string, variant: 'full' | 'thumb') {
      return db
        .selectFrom('images')
        .select([
          'id',
          'user_id',
          'purpose',
          'content_type',
          variant === 'thumb' ? 'thumb_bytes as data' : 'bytes as data',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findMeta(userId: string, id: string): Promise<ImageMetaRow | undefined> {
      return rowsOfUser(db, 'images', userId).select(META).where('id', '=', id).executeTakeFirst();
    },

    listMetaByProgressEntries(userId: string, entryIds: readonly string[]): Promise<ImageMetaRow[]> {
      if (entryIds.length === 0) return Promise.resolve([]);
      return rowsOfUser(db, 'images', userId)
        .select(META)
        .where('progress_entry_id', 'in', entryIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    delete: images.delete,
  };
}
