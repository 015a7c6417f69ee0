import { signedInRoutes } from '../../plugins/signed-in.js';
import { createExportService } from './export.service.js';

/** GET /api/export: everything the person owns, as a ZIP streamed while it is built (issue 18). */
export const exportRoutes = signedInRoutes('export', async (app) => {
  const exports = createExportService(app.db);

  app.get(
    '/export',
    { schema: { produces: ['application/zip'], description: 'A ZIP of all the signed-in person’s data.' } },
    async (request, reply) => {
      const { stream, fileName } = await exports.zip(request.userId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
});
