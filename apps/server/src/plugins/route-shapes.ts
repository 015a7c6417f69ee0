import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, PAGED_LIST } from '@momentum/shared';
import { sendPage, type Page } from '../lib/page-cursor.js';

/**
 * Route shapes that several signed-in modules repeat, declared once (inside a `signedInRoutes` plugin, so the
 * authentication hook and the shared route options reach them as they reach the module's other routes).
 */

/** The app a `signedInRoutes` plugin is given. */
export type SignedInApp = Parameters<FastifyPluginAsyncZod>[0];

/** The answer of a route that answers 204. */
export const noContentSchema = z.void().describe('No content');

/**
 * `METHOD url`: an action on one of the caller's rows named by the path (delete it, accept it, mark it read)
 * that answers nothing: 204, or a 404 when the row is not the caller's (the service throws it).
 */
export function rowActionRoute<Params extends z.ZodType>(
  app: SignedInApp,
  method: 'POST' | 'DELETE',
  url: string,
  params: Params,
  act: (userId: string, params: z.infer<Params>) => Promise<unknown>,
): void {
  app.route({
    method,
    url,
    schema: { params, response: { 204: noContentSchema, 404: errorBodySchema } },
    handler: async (request, reply: FastifyReply) => {
      await act(request.userId, request.params as z.infer<Params>);
      return reply.status(204).send();
    },
  });
}

/**
 * `PUT url`: changes one of the caller's rows named by the path with the body and answers it as it is now: 200,
 * or a 404 when the row is not the caller's (the service throws it). `idempotent` honours an Idempotency-Key.
 */
export function rowUpdateRoute<Params extends z.ZodType, Body extends z.ZodType>(
  app: SignedInApp,
  url: string,
  schemas: { params: Params; body: Body; answer: z.ZodType; idempotent?: true },
  update: (userId: string, params: z.infer<Params>, body: z.infer<Body>) => Promise<unknown>,
): void {
  const { params, body, answer, idempotent } = schemas;
  app.route({
    method: 'PUT',
    url,
    ...(idempotent ? { config: { idempotent } } : {}),
    schema: { params, body, response: { 200: answer, 404: errorBodySchema } },
    handler: async (request) =>
      update(request.userId, request.params as z.infer<Params>, request.body as z.infer<Body>),
  });
}

/**
 * The routes that write a kind of row the caller keeps (their own exercises, foods, saved meals): `POST url`
 * creates one from the body (201), `PUT url/:id` changes one (rowUpdateRoute) and `DELETE url/:id` deletes one
 * (rowActionRoute). `idempotentCreate` lets the create honour an Idempotency-Key.
 */
export function ownRowsRoutes<Create extends z.ZodType, Update extends z.ZodType>(
  app: SignedInApp,
  url: string,
  schemas: {
    params: z.ZodType<{ id: string }>;
    create: Create;
    update: Update;
    answer: z.ZodType;
    idempotentCreate?: true;
  },
  rows: {
    create(userId: string, body: z.infer<Create>): Promise<unknown>;
    update(userId: string, id: string, body: z.infer<Update>): Promise<unknown>;
    remove(userId: string, id: string): Promise<unknown>;
  },
): void {
  const { params, create, update, answer, idempotentCreate } = schemas;
  app.route({
    method: 'POST',
    url,
    ...(idempotentCreate ? { config: { idempotent: idempotentCreate } } : {}),
    schema: { body: create, response: { 201: answer } },
    handler: async (request, reply: FastifyReply) =>
      reply.status(201).send(await rows.create(request.userId, request.body as z.infer<Create>)),
  });
  rowUpdateRoute(app, `${url}/:id`, { params, body: update, answer }, (userId, { id }, body) =>
    rows.update(userId, id, body),
  );
  rowActionRoute(app, 'DELETE', `${url}/:id`, params, (userId, { id }) => rows.remove(userId, id));
}

/**
 * `GET url`: one page of the caller's rows, newest first (docs/decisions/0006): the array as the spec shows it,
 * the next page's cursor in a header.
 */
export function pagedListRoute<Query extends z.ZodType<{ limit: number; cursor?: string }>, Item>(
  app: SignedInApp,
  url: string,
  querystring: Query,
  list: z.ZodType<Item[]>,
  page: (userId: string, limit: number, cursor: string | undefined) => Promise<Page<Item>>,
): void {
  app.route({
    method: 'GET',
    url,
    schema: { querystring, response: { 200: list.describe(PAGED_LIST) } },
    handler: async (request, reply) => {
      const { limit, cursor } = request.query as z.infer<Query>;
      return sendPage(reply, await page(request.userId, limit, cursor));
    },
  });
}

/** The most an upload's file may hold, and the most files one request may send. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_FILES_PER_REQUEST = 10;

/**
 * Registers the routes `routes` declares in a context of their own that reads multipart/form-data bodies: the
 * routes that take a file (fileUploadSchema), and no other. @fastify/multipart adds a hook to the start and to the
 * end of every request of its context (it watches for files an upload left on disk), each an async function, so
 * registered for the whole app it cost every API call a promise, a microtask and a socket listener, a 304 among
 * them (4.4% of a revalidation's instructions, 0.8% of a visit after a write: bench/instructions.mjs). Any other
 * route answers a multipart body 415, as it does any body that is not JSON.
 */
export async function uploadRoutes(app: SignedInApp, routes: (uploads: SignedInApp) => void): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_REQUEST, fields: 20, parts: 40 },
    });
    routes(uploads);
  });
}

/**
 * The schema of a route that takes a file as multipart/form-data (declared inside uploadRoutes): its own answers
 * (`{ 200: … }`, a 404 where a path names a row) and the two every upload can give, 413 too large and 415 not
 * multipart or not an image.
 */
export function fileUploadSchema<Answers extends Record<number, z.ZodType>>(answers: Answers) {
  return {
    consumes: ['multipart/form-data'],
    response: { ...answers, 413: errorBodySchema, 415: errorBodySchema },
  };
}
