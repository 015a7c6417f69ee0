import type { InvalidateOptions } from '@tanstack/react-query';

/**
 * How a screen asks again for the reads a write changed once that write came back from queuedWrite (or
 * `directWrite`) with the server's answer. By then every read on screen has been asked again since that answer
 * (sync.ts), so a fetch still running is already fresh: join it. The default, cancelling it and asking once more,
 * made each write fetch the dashboard twice.
 */
export const JOIN_REFRESH: InvalidateOptions = { cancelRefetch: false };
