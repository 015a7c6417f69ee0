import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers a page of the web app: its pre-rendered HTML where the build wrote one, else the shell. */
export type AppPageSender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** The pages the web build pre-renders (apps/web/scripts/prerender.mjs), each in its own HTML file. */
const PRERENDERED_PAGES: Record<string, string> = { '/login': 'login.html', '/register': 'register.html' };

/**
 * Serves the built web app from the same origin as the API. Hashed assets are cached for a year; any other
 * path that is not an API call gets its pre-rendered page or index.html, so the client-side router can answer it.
 * Returns null when there is no build to serve.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  webDist: string,
): Promise<AppPageSender | null> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, file]) => fs.existsSync(path.join(webDist, file))),
  );
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of every text asset (scripts/compress-web.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, reply) => {
    const page = prerendered.get(request.url.split('?')[0]!) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
  };
}
