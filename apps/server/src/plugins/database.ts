import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
  }
}

/** Makes the database reachable from route plugins; closing the app closes the database last. */
export const databasePlugin = fp(
  async (app, options: { handle: DatabaseHandle; closeWithApp: boolean }) => {
    app.decorate('db', options.handle.db);
    app.decorate('database', options.handle);
    if (options.closeWithApp) app.addHook('onClose', async () => options.handle.close());
  },
  { name: 'database' },
);
