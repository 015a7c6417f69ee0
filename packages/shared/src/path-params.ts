import { z } from 'zod';

/** A row's id in a path (`/foods/:id`): any non-empty text up to 100 characters; an unknown one answers 404. */
export const pathIdSchema = z.string().min(1).max(100);

/** The params of a route on one row, `{ id }`. */
export const idParamsSchema = z.object({ id: pathIdSchema });
