import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_FIELD,
  avatarUploadResponseSchema,
  errorBodySchema,
  imageParamsSchema,
  PROFILE_PICTURE_FIELD,
  profilePictureResponseSchema,
  signedImageQuerySchema,
} from '@momentum/shared';
import { fileUploadSchema, uploadRoutes } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import type { ImageBytes } from './image-store.js';
import { getImageUrlSigner } from './image-urls.js';
import { createImagesService } from './images.service.js';
import { readUploadedFile } from './multipart-files.js';

const AVATAR_CACHE = 'public, max-age=31536000, immutable';

function sendImage(reply: FastifyReply, image: ImageBytes, cacheControl: string) {
  return reply
    .header('content-type', image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('content-disposition', 'inline')
    .send(image.data);
}

/** Routes of the images module, mounted under /api: serving images and the avatar uploads. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = createImagesService(app.db, await getImageUrlSigner(app.db));
  const tags = ['images'];
  const missing = { 404: errorBodySchema };

  // Ids are random and images never change, so an avatar may be cached for a year by anyone.
  app.get(
    '/images/:id',
    { schema: { tags, params: imageParamsSchema, response: missing } },
    async (request, reply) =>
      sendImage(reply, await images.getPublic(request.params.id, 'full'), AVATAR_CACHE),
  );

  app.get(
    '/images/:id/thumb',
    { schema: { tags, params: imageParamsSchema, response: missing } },
    async (request, reply) =>
      sendImage(reply, await images.getPublic(request.params.id, 'thumb'), AVATAR_CACHE),
  );

  app.get(
    '/images/:id/signed',
    { schema: { tags, params: imageParamsSchema, querystring: signedImageQuerySchema, response: missing } },
    async (request, reply) => {
      const { v, exp, sig } = request.query;
      const image = await images.getSigned(request.params.id, v, exp, sig);
      const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
      return sendImage(reply, image, `private, max-age=${maxAge}`);
    },
  );

  app.register(
    signedInRoutes('images', async (signedIn) => {
      // The two avatar uploads store the file the same way; only their answers differ.
      const storeAvatar = async (request: FastifyRequest, field: string) =>
        images.setAvatar(request.userId, (await readUploadedFile(request, field)).buffer);

      await uploadRoutes(signedIn, (uploads) => {
        uploads.post(
          '/upload/avatar',
          { schema: fileUploadSchema({ 200: avatarUploadResponseSchema }) },
          async (request) => {
            const user = await storeAvatar(request, AVATAR_FIELD);
            return { avatarUrl: user.profile.avatarUrl!, user };
          },
        );

        uploads.put(
          '/user/profile-picture',
          { schema: fileUploadSchema({ 200: profilePictureResponseSchema }) },
          async (request) => {
            const user = await storeAvatar(request, PROFILE_PICTURE_FIELD);
            return { profilePicture: user.profile.avatarUrl! };
          },
        );
      });
    }),
  );
};
