// `npm start`: install what is missing, build, then serve (migrations run as the server starts).
import path from 'node:path';
import { build, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
build();
process.env.PORT ??= '8080';
process.env.DATA_DIR ??= path.join(root, 'data');
process.exit(run(process.execPath, ['apps/server/dist/main.js']));
