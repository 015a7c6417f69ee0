// `npm run seed|backup -- <args>`: installs what is missing, builds the shared package and the server
// (incrementally: quick when nothing changed), then runs apps/server/dist/scripts/<name>.js with the arguments.
import { ensureInstalled, root, run, runOrExit } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
if (!['seed', 'backup'].includes(name)) {
  console.error('usage: node scripts/server-script.mjs seed|backup [args]');
  process.exit(2);
}
ensureInstalled();
runOrExit('npm', ['run', '--silent', 'build', '-w', 'packages/shared']);
runOrExit('npm', ['run', '--silent', 'build', '-w', 'apps/server']);
process.exit(run(process.execPath, [`apps/server/dist/scripts/${name}.js`, ...args], { cwd: root }));
