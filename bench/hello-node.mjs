// Baseline: the least a Node.js HTTP server can do. Started by scripts/bench.mjs on PORT.
import http from 'node:http';

const body = JSON.stringify({ hello: 'world' });
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
