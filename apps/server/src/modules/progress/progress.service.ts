import {
  MEASUREMENT_KEYS,
  PROGRESS_PHOTOS_PER_ENTRY_MAX,
  type Measurements,
  type ProgressBodyParsed,
  type ProgressEntry,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseJsonColumn } from '../../lib/json.js';
import type { Page } from '../../lib/page-cursor.js';
import {
  createImageStore,
  processImage,
  type ImageUrlSigner,
  type ProcessedImage,
  type StoredImageMeta,
} from '../images/index.js';
import { createProgressRepository, type ProgressEntryRow } from './progress.repository.js';

const ENTRY = 'That progress entry';

/** Only the known keys with finite numbers survive a read, whatever an older row may hold. */
function readMeasurements(json: string): Measurements {
  const stored = parseJsonColumn<Record<string, unknown>>(json, {});
  const measurements: Measurements = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = stored?.[key];
    if (typeof value === 'number' && Number.isFinite(value)) measurements[key] = value;
  }
  return measurements;
}

export function createProgressService(db: Db, signer: ImageUrlSigner) {
  const entries = createProgressRepository(db);
  const images = createImageStore(db);

  // Signed afresh on every read: the URLs are the only way an <img> can prove it may see a private photo.
  const toPhoto = (image: StoredImageMeta) => ({
    _id: image.id,
    url: signer.sign(image.id, 'full'),
    thumbUrl: signer.sign(image.id, 'thumb'),
  });

  const toEntryDto = (row: ProgressEntryRow, photos: StoredImageMeta[]): ProgressEntry => ({
    _id: row.id,
    date: row.date,
    measurements: readMeasurements(row.measurements),
    photos: photos.map(toPhoto),
  });

  async function withPhotos(userId: string, rows: ProgressEntryRow[]): Promise<ProgressEntry[]> {
    const photos = await images.listByProgressEntries(
      userId,
      rows.map((row) => row.id),
    );
    const byEntry = new Map<string, StoredImageMeta[]>();
    for (const photo of photos) {
      if (!photo.progressEntryId) continue;
      const list = byEntry.get(photo.progressEntryId) ?? [];
      list.push(photo);
      byEntry.set(photo.progressEntryId, list);
    }
    return rows.map((row) => toEntryDto(row, byEntry.get(row.id) ?? []));
  }

  async function requireEntry(userId: string, id: string): Promise<ProgressEntryRow> {
    const row = await entries.findById(userId, id);
    if (!row) throw notFound(ENTRY);
    return row;
  }

  return {
    /** One page, newest first; `cursor` (from the previous page) asks for the next, older one. */
    async list(userId: string, limit: number, cursor?: string): Promise<Page<ProgressEntry>> {
      const page = await entries.listPage(userId, limit, cursor);
      return { items: await withPhotos(userId, page.items), nextCursor: page.nextCursor };
    },

    async create(userId: string, body: ProgressBodyParsed): Promise<ProgressEntry> {
      const row: ProgressEntryRow = {
        id: newId(),
        user_id: userId,
        date: body.date,
        measurements: JSON.stringify(body.measurements),
        // The dashboard's Current Weight reads this column (DESIGN §5: latest weight).
        weight_kg: body.measurements.weight ?? null,
        created_at: nowIso(),
      };
      await entries.insert(row);
      return toEntryDto(row, []);
    },

    /** Replaces an entry's date and measurements (editing a weigh-in); its photos stay. */
    async update(userId: string, id: string, body: ProgressBodyParsed): Promise<ProgressEntry> {
      const changed = await entries.update(userId, id, {
        date: body.date,
        measurements: JSON.stringify(body.measurements),
        weight_kg: body.measurements.weight ?? null,
      });
      if (!changed) throw notFound(ENTRY);
      const [entry] = await withPhotos(userId, [await requireEntry(userId, id)]);
      return entry!;
    },

    /** Removes the entry and its photos together. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const inTrx = createProgressRepository(trx);
        const store = createImageStore(trx);
        if (!(await inTrx.findById(userId, id))) throw notFound(ENTRY);
        // The foreign key cascades too; deleting through the store keeps working with a store outside the database.
        for (const photo of await store.listByProgressEntries(userId, [id]))
          await store.delete(userId, photo.id);
        await inTrx.delete(userId, id);
      });
    },

    /** Checked before an upload is read, so nobody learns anything by uploading to another user's entry. */
    async assertOwnEntry(userId: string, id: string): Promise<void> {
      await requireEntry(userId, id);
    },

    /**
     * Every file goes through the image pipeline first; only when all of them are good images are they
     * stored, together, so a bad file in a batch leaves the entry as it was.
     */
    async addPhotos(userId: string, id: string, uploads: readonly Buffer[]): Promise<ProgressEntry> {
      await requireEntry(userId, id);
      const processed: ProcessedImage[] = [];
      for (const upload of uploads) processed.push(await processImage(upload));

      await db.transaction().execute(async (trx) => {
        const store = createImageStore(trx);
        // Read inside the transaction: a concurrent delete of the entry or a racing upload is seen here.
        if (!(await createProgressRepository(trx).findById(userId, id))) throw notFound(ENTRY);
        const existing = await store.listByProgressEntries(userId, [id]);
        if (existing.length + processed.length > PROGRESS_PHOTOS_PER_ENTRY_MAX) {
          throw badRequest(`An entry holds at most ${PROGRESS_PHOTOS_PER_ENTRY_MAX} photos.`, {
            photos: `At most ${PROGRESS_PHOTOS_PER_ENTRY_MAX} photos per entry.`,
          });
        }
        // One millisecond apart, after any photo already there, so the entry lists its photos in upload order.
        const last = existing.at(-1);
        const start = Math.max(Date.now(), last ? Date.parse(last.createdAt) + 1 : 0);
        for (const [index, image] of processed.entries()) {
          const createdAt = new Date(start + index).toISOString();
          await store.save({ userId, purpose: 'progress', image, progressEntryId: id, createdAt });
        }
      });
      const [entry] = await withPhotos(userId, [await requireEntry(userId, id)]);
      return entry!;
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
