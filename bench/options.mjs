// The bench's command line (node:util parseArgs) and the settings it implies. `--quick` shortens every run and
// shrinks the databases (a smoke test); the other flags override one setting each.
import { parseArgs } from 'node:util';

export const USAGE = `npm run bench [-- --quick] [--skip-build] [--large-users N] [--large-days N] [--duration S]
                 [--sustained S] [--no-lighthouse] [--keep] [--cluster]
With DATABASE_URL set it measures PostgreSQL (each database size in a fresh schema, dropped afterwards).
--cluster measures only the dashboard through nginx with 1, 2 and 3 instances on PostgreSQL (DATABASE_URL, or
the local postgres://postgres@127.0.0.1:5432/test), and nginx's own overhead.`;

const OPTIONS = {
  quick: { type: 'boolean', default: false },
  'skip-build': { type: 'boolean', default: false },
  'large-users': { type: 'string' },
  'large-days': { type: 'string' },
  duration: { type: 'string' },
  sustained: { type: 'string' },
  'no-lighthouse': { type: 'boolean', default: false },
  keep: { type: 'boolean', default: false },
  cluster: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
};

/** `values[name]` (parseArgs' text) as a positive number, `fallback` when absent; throws on anything else. */
export function positive(values, name, fallback) {
  if (values[name] === undefined) return fallback;
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

/** `positive` for a count (people, days, rounds): a whole number. */
export function count(values, name, fallback) {
  const value = positive(values, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`--${name} needs a whole number`);
  return value;
}

/** The options of one bench run; throws on an unknown flag or a bad number. */
export function readOptions(args = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false });
  const quick = values.quick;
  const databaseUrl = env.DATABASE_URL || undefined;
  const dialect = databaseUrl ? 'postgres' : 'sqlite';
  // The largest history that seeds in under ~5 minutes here: ~60,000 rows/s into SQLite, ~25,000 into PostgreSQL.
  const largeUsers = quick ? 300 : dialect === 'sqlite' ? 5000 : 2000;
  return {
    help: values.help,
    quick,
    skipBuild: values['skip-build'],
    keep: values.keep,
    cluster: values.cluster,
    databaseUrl,
    dialect,
    settings: {
      duration: positive(values, 'duration', quick ? 5 : 20),
      warmup: quick ? 2 : 5,
      sustained: positive(values, 'sustained', quick ? 10 : 60),
      small: { users: 100, days: 30 },
      large: {
        users: count(values, 'large-users', largeUsers),
        days: count(values, 'large-days', quick ? 365 : 1095),
      },
      loginUsers: quick ? 50 : 200,
      writes: quick ? 2000 : 10000,
      lighthouse: !values['no-lighthouse'],
    },
  };
}
