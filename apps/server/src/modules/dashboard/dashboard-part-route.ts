import type { z } from 'zod';
import { revalidateByDataVersion } from '../../plugins/data-version-etag.js';
import type { SignedInApp } from '../../plugins/route-shapes.js';
import { dashboardPartsOf, type DashboardParts } from './dashboard-parts.js';

/**
 * `GET url`: one part of the caller's dashboard. The parts are kept per user and data version, so the read
 * revalidates with an ETag of that version (DESIGN §8): an unchanged part is a 304 before it is looked up.
 */
export function dashboardPartRoute(
  app: SignedInApp,
  url: string,
  schemas: { querystring?: z.ZodType; answer: z.ZodType },
  read: (parts: DashboardParts) => Promise<unknown>,
): void {
  const { querystring, answer } = schemas;
  app.get(
    url,
    {
      schema: { ...(querystring ? { querystring } : {}), response: { 200: answer } },
      preHandler: revalidateByDataVersion,
    },
    async (request) => read(dashboardPartsOf(request)),
  );
}
