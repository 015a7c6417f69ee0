import { serializerCompiler } from 'fastify-type-provider-zod';
import { keepCompressedOnce } from './compression.js';

/**
 * The zod response serializer (validate, then JSON.stringify), remembering its output for frozen answers: a
 * deep-frozen object cannot change, so the same object serialises to the same text. The dashboard parts kept per
 * user and data version are frozen (dashboard-parts.ts), so a kept answer is validated and written once per
 * route instead of on every request (and gzip-compressed once, compression.ts). Any other answer is serialised as
 * before.
 */
export const serializerCompilerKeepingFrozen: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const known = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = known.get(data);
    if (json === undefined) {
      json = serialize(data);
      known.set(data, json);
      // Sent again unchanged to every request at its key: compressed once too.
      keepCompressedOnce(json);
    }
    return json;
  };
};
