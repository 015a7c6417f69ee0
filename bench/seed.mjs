// Users to measure with: `npm run seed`'s script fills a database, then a sample of its users signs in through
// the real login route and loads the dashboard once.
import { log } from './log.mjs';
import { lastJsonLine, runNode } from './processes.mjs';
import { SEED_ENTRY } from './provision.mjs';

const PASSWORD = 'bench password 1';
const EMAIL_DOMAIN = 'bench.local';

// The dashboard's calls (apps/web/src/features/dashboard/api and the shell's profile), one of them per request.
export const DASHBOARD_PATHS = [
  '/api/auth/profile',
  '/api/auth/summary',
  '/api/activity/streak',
  '/api/user/streak/personal-record',
  '/api/user/summary/calories?week=current',
  '/api/user/summary/workouts?week=current',
  '/api/user/weight/latest',
  '/api/user/activity/recent?limit=5',
  '/api/user/goals/workouts',
  '/api/user/goals/calories',
  '/api/user/goals/calories-intake',
  '/api/user/goals/protein',
  '/api/user/schedule/week',
  '/api/workouts/templates',
];

/** Fills `database` with `size.users` users of `size.days` days of history; resolves with the seed's figures. */
export async function seed(database, size, dialect) {
  log(`seeding ${size.users} users x ${size.days} days (${dialect})...`);
  const args = [
    '--users',
    size.users,
    '--days',
    size.days,
    '--password',
    PASSWORD,
    '--email-domain',
    EMAIL_DOMAIN,
  ];
  const result = lastJsonLine(await runNode(SEED_ENTRY, [...args.map(String), '--quiet'], database.env));
  log(
    `seeded ${result.rows.toLocaleString('en')} rows in ${result.seconds} s (${result.rowsPerSecond.toLocaleString('en')} rows/s)`,
  );
  return result;
}

async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]);
      }
    }),
  );
  return results;
}

/** Signs in `count` seeded users spread over the whole range (the login route, real argon2 checks). */
export async function signIn(baseUrl, totalUsers, count) {
  const n = Math.min(count, totalUsers);
  const indexes = Array.from({ length: n }, (_, i) => 1 + Math.floor((i * totalUsers) / n));
  return mapLimit(indexes, 4, async (index) => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `user${index}@${EMAIL_DOMAIN}`, password: PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`login of user${index} answered ${response.status}: ${await response.text()}`);
    const { token, refresh } = await response.json();
    const templates = await (
      await fetch(`${baseUrl}/api/workouts/templates`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    return { token, refresh, templateId: templates[0]?._id };
  });
}

/** Every signed-in user loads the dashboard once (the first load of a long history settles its streak summary). */
export async function touchDashboards(baseUrl, users) {
  await mapLimit(users, 8, async (user) => {
    for (const p of DASHBOARD_PATHS) {
      const response = await fetch(`${baseUrl}${p}`, {
        headers: { authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' },
      });
      if (!response.ok) throw new Error(`${p} answered ${response.status}`);
      await response.arrayBuffer();
    }
  });
}
