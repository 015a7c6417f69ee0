/** The current instant as stored in the database: ISO-8601 UTC with milliseconds. */
export const nowIso = (): string => new Date().toISOString();
export const isoAfter = (ms: number): string => new Date(Date.now() + ms).toISOString();
export const isoBefore = (ms: number): string => new Date(Date.now() - ms).toISOString();
