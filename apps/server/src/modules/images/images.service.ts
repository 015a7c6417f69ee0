import { AVATAR_MAX_SIDE, type ImageVariant, type User } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { toUserDto } from '../users/user.mapper.js';
import { createUsersRepository } from '../users/users.repository.js';
import { processImage } from './image-pipeline.js';
import { createImageStore, type ImageBytes } from './image-store.js';
import type { ImageUrlSigner } from './image-urls.js';

const IMAGE = 'That image';

export function createImagesService(db: Db, signer: ImageUrlSigner) {
  const store = createImageStore(db);

  return {
    /** Makes the upload the user's avatar; the previous avatar image is deleted with the switch. */
    async setAvatar(userId: string, upload: Buffer): Promise<User> {
      const image = await processImage(upload, { maxSize: AVATAR_MAX_SIDE });
      return db.transaction().execute(async (trx) => {
        const users = createUsersRepository(trx);
        const user = await users.findById(userId);
        if (!user) throw unauthorized();
        const saved = await createImageStore(trx).save({ userId, purpose: 'avatar', image });
        await users.update(userId, { avatar_image_id: saved.id, updated_at: nowIso() });
        if (user.avatar_image_id) await createImageStore(trx).delete(userId, user.avatar_image_id);
        return toUserDto({ ...user, avatar_image_id: saved.id });
      });
    },

    /** Avatars only: anyone holding the random id may load them (an <img> cannot send a bearer header). */
    async getPublic(id: string, variant: ImageVariant): Promise<ImageBytes> {
      const image = await store.get(id, variant);
      if (!image || image.purpose !== 'avatar') throw notFound(IMAGE);
      return image;
    },

    /** Private images (progress photos) behind a signature the server made for their owner. */
    async getSigned(id: string, variant: ImageVariant, exp: number, sig: string): Promise<ImageBytes> {
      if (!signer.verify(id, variant, exp, sig)) throw notFound(IMAGE);
      const image = await store.get(id, variant);
      if (!image) throw notFound(IMAGE);
      return image;
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
