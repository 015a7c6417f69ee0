// Baseline: a bare Fastify 5 hello-world (no logger, no plugins). Started by scripts/bench.mjs on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
