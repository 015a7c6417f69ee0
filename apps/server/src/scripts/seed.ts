/**
 * Fills the database the server would use (DATA_DIR or DATABASE_URL, as `npm start`) with realistic history:
 * per user a profile with onboarding, 4 workout templates, weekly targets, a Monday–Saturday schedule,
 * two personal goals and, for every one of `--days` days up to today, a workout on about 5 days of 7, one
 * nutrition entry of three meals and a weigh-in on about 6 days of 7 (~2.7 activity rows per user and day).
 *
 *   npm run seed -- [--users 100] [--days 30] [--password "bench password 1"] [--email-domain bench.local]
 *
 * Users are user<i>@<email-domain> (i from 1) with one known password, hashed once and reused, so a bench can
 * sign them in. Rows go in with Kysely as multi-row inserts inside transactions; the data is the same on every
 * run (a seeded generator), only ids and the current date differ. Prints the seeding rate.
 *
 * Every seventh weigh-in also records body fat and the five lengths (the Progress Body charts). With `--sets`
 * each strength workout holds three exercises of three sets from the built-in library, with slowly rising
 * weights, and the personal records they set (the exercise pages and History charts); off by default, since it
 * multiplies the rows of a large bench database. Three years for the charts:
 *
 *   npm run seed -- --users 3 --days 1095 --sets
 */
import { performance } from 'node:perf_hooks';
import {
  addDays,
  bestRecordValues,
  DEFAULT_WEEKLY_TARGETS,
  SCHEDULE_DAYS,
  WEEKLY_TARGET_KINDS,
  workoutVolumeKg,
  type RecordKind,
} from '@momentum/shared';
import { sql, type Insertable } from 'kysely';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase, pgSchemaOf, type Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../modules/auth/password.js';
import { syncExerciseLibrary } from '../modules/exercises/library-sync.js';

type Options = {
  users: number;
  days: number;
  password: string;
  emailDomain: string;
  quiet: boolean;
  sets?: boolean;
};

function parseArgs(argv: string[]): Options {
  const options: Options = {
    users: 100,
    days: 30,
    password: 'bench password 1',
    emailDomain: 'bench.local',
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    const count = (name: string) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1`);
      return n;
    };
    if (arg === '--users') options.users = count('--users');
    else if (arg === '--days') options.days = count('--days');
    else if (arg === '--password') options.password = value();
    else if (arg === '--email-domain') options.emailDomain = value();
    else if (arg === '--quiet') options.quiet = true;
    else if (arg === '--sets') options.sets = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'npm run seed -- [--users N] [--days N] [--password P] [--email-domain D] [--sets] [--quiet]',
      );
      process.exit(0);
    } else throw new Error(`Unknown argument ${arg}`);
  }
  return options;
}

/** mulberry32: a small seeded generator, so every seed holds the same history. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/*
 * UUID-shaped ids whose order is the order of insertion: a random per-run prefix and a counter. Primary-key
 * inserts then append to the index instead of landing at random pages, which keeps seeding fast at millions
 * of rows. The app treats ids as opaque strings.
 */
const runPrefix = crypto.randomUUID().slice(0, 8);
let idCounter = 0;
function seqId(): string {
  const n = (idCounter++).toString(16).padStart(24, '0');
  return `${runPrefix}-${n.slice(0, 4)}-4${n.slice(5, 8)}-8${n.slice(9, 12)}-${n.slice(12)}`;
}

const TEMPLATES = [
  {
    name: 'Upper Body Strength',
    day: 'Monday',
    muscle_group: 'Chest, Back',
    exercises: ['Bench Press', 'Rows', 'Overhead Press'],
    minutes: 50,
  },
  {
    name: 'Leg Day',
    day: 'Tuesday',
    muscle_group: 'Legs',
    exercises: ['Squat', 'Lunge', 'Deadlift'],
    minutes: 55,
  },
  {
    name: 'Cardio Intervals',
    day: 'Thursday',
    muscle_group: 'Cardio',
    exercises: ['Rowing', 'Bike Sprints'],
    minutes: 30,
  },
  {
    name: 'Full Body',
    day: 'Saturday',
    muscle_group: 'Full body',
    exercises: ['Burpees', 'Pull-ups', 'Plank'],
    minutes: 45,
  },
];
const FOODS = {
  breakfast: [
    ['Oatmeal with berries', 350, 12, 60, 7],
    ['Eggs and toast', 420, 24, 30, 22],
    ['Greek yogurt bowl', 300, 20, 35, 8],
  ],
  lunch: [
    ['Chicken salad', 520, 42, 20, 28],
    ['Turkey sandwich', 480, 32, 50, 14],
    ['Rice and beans', 610, 22, 98, 9],
  ],
  dinner: [
    ['Salmon with potatoes', 650, 40, 55, 26],
    ['Pasta bolognese', 720, 35, 90, 20],
    ['Tofu stir fry', 540, 28, 60, 18],
  ],
} as const;

/** With --sets: the built-in exercises each template's workouts hold, with a starting weight (kg; 0 = body weight). */
const LIFTS: Record<string, ReadonlyArray<readonly [string, number]>> = {
  'Upper Body Strength': [
    ['Barbell_Bench_Press_-_Medium_Grip', 50],
    ['Standing_Military_Press', 30],
    ['Barbell_Curl', 20],
  ],
  'Leg Day': [
    ['Barbell_Squat', 60],
    ['Barbell_Deadlift', 70],
  ],
  'Full Body': [
    ['Pullups', 0],
    ['Barbell_Squat', 60],
    ['Barbell_Bench_Press_-_Medium_Grip', 50],
  ],
};

type Row<T extends keyof Database> = Insertable<Database[T]>;

/** Multi-row inserts of at most ~30,000 bound values (SQLite allows 32,766; PostgreSQL 65,535). */
class Batcher {
  private readonly pending = new Map<keyof Database, Array<Record<string, unknown>>>();
  rows = 0;

  add<T extends keyof Database>(table: T, row: Row<T>): void {
    let list = this.pending.get(table);
    if (!list) this.pending.set(table, (list = []));
    list.push(row as Record<string, unknown>);
    this.rows++;
  }

  async flush(trx: Db): Promise<void> {
    for (const [table, rows] of this.pending) {
      if (rows.length === 0) continue;
      const perInsert = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
      for (let i = 0; i < rows.length; i += perInsert) {
        // The tables are known at compile time only as a union; the rows were typed by add().
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + perInsert) as never)
          .execute();
      }
    }
    this.pending.clear();
  }
}

function addUser(
  batch: Batcher,
  index: number,
  options: Options,
  passwordHash: string,
  today: string,
  now: string,
): void {
  const rand = random(index * 7919 + 17);
  const userId = seqId();
  const startWeight = Math.round((65 + rand() * 35) * 10) / 10;
  const firstDay = addDays(today, -(options.days - 1));
  const joined = `${firstDay}T07:00:00.000Z`;
  const onboarding = {
    basicInfo: {
      fullName: `Bench User ${index}`,
      age: 20 + (index % 45),
      gender: 'Other',
      height: 160 + (index % 35),
      weight: startWeight,
      fitnessExperience: 'Intermediate',
    },
    goals: { primaryGoal: 'General Fitness', weeklyTarget: '3-5 days', specificGoals: '' },
    preferences: {
      workoutTime: 'Morning',
      availableDays: ['Monday', 'Wednesday', 'Friday'],
      equipmentAvailable: ['Dumbbells'],
    },
  };
  batch.add('users', {
    id: userId,
    email: `user${index}@${options.emailDomain}`,
    name: `Bench User ${index}`,
    password_hash: passwordHash,
    is_onboarded: 1,
    onboarding: JSON.stringify(onboarding),
    start_weight_kg: startWeight,
    avatar_image_id: null,
    time_zone: 'UTC',
    created_at: joined,
    updated_at: joined,
  });

  // Templates go in before the logs that refer to them; their "last" fields are filled in as logs are made.
  const templates = TEMPLATES.map((t) => {
    const row: Row<'workout_templates'> = {
      id: seqId(),
      user_id: userId,
      name: t.name,
      day: t.day,
      muscle_group: t.muscle_group,
      exercises: JSON.stringify(t.exercises),
      estimated_duration_min: t.minutes,
      last_completed_at: null,
      last_duration_min: null,
      created_at: joined,
      updated_at: now,
    };
    batch.add('workout_templates', row);
    return { ...t, id: row.id, row };
  });

  for (const kind of WEEKLY_TARGET_KINDS)
    batch.add('goal_targets', { user_id: userId, kind, target: DEFAULT_WEEKLY_TARGETS[kind] });
  SCHEDULE_DAYS.forEach((day, i) => {
    const t = TEMPLATES[i % TEMPLATES.length]!;
    batch.add('schedule_days', {
      user_id: userId,
      day_of_week: day,
      muscle_group: t.muscle_group,
      exercises: JSON.stringify(t.exercises),
    });
  });
  const goalDeadline = addDays(today, 90);
  batch.add('goals', {
    id: seqId(),
    user_id: userId,
    title: 'Reach my target weight',
    category: 'weight-loss',
    target_value: Math.round(startWeight - 5),
    current_value: startWeight,
    unit: 'kg',
    deadline: goalDeadline,
    priority: 'high',
    description: '',
    status: 'in-progress',
    follows_weight: 1,
    start_value: startWeight,
    completed_at: null,
    created_at: joined,
    updated_at: joined,
  });
  batch.add('goals', {
    id: seqId(),
    user_id: userId,
    title: 'Run 5 km',
    category: 'cardio',
    target_value: 5,
    current_value: 2,
    unit: 'km',
    deadline: goalDeadline,
    priority: 'medium',
    description: 'Without stopping',
    status: 'in-progress',
    follows_weight: 0,
    start_value: 0,
    completed_at: null,
    created_at: joined,
    updated_at: joined,
  });

  let weight = startWeight;
  let waist = 80 + rand() * 20;
  let bodyFat = 15 + rand() * 15;
  // Best value of each record per exercise so far, and the log that set it (--sets).
  const records = new Map<string, { value: number; logId: string; at: string }>();
  for (let d = 0; d < options.days; d++) {
    const date = addDays(firstDay, d);
    if (rand() < 5 / 7) {
      const t = templates[Math.floor(rand() * templates.length)]!;
      const minutes = Math.round(t.minutes * (0.8 + rand() * 0.4));
      const hour = 6 + Math.floor(rand() * 12);
      const started = `${date}T${String(hour).padStart(2, '0')}:05:00.000Z`;
      const finished = new Date(Date.parse(started) + minutes * 60_000).toISOString();
      const logId = seqId();
      const lifts = options.sets ? (LIFTS[t.name] ?? []) : [];
      const progress = 1 + (d / 365) * 0.15;
      const exercises = lifts.map(([exerciseId, start]) => ({
        exerciseId,
        sets: Array.from({ length: 3 }, (_, s) => ({
          type: 'normal' as const,
          completed: true,
          weightKg: start === 0 ? null : Math.round((start * progress + s * 2.5 + rand() * 2) * 2) / 2,
          reps: 10 - s * 2 + Math.floor(rand() * 2),
        })),
      }));
      batch.add('workout_logs', {
        id: logId,
        volume_kg: workoutVolumeKg(exercises),
        set_count: exercises.length * 3,
        user_id: userId,
        template_id: t.id,
        workout_type: t.name,
        notes: rand() < 0.2 ? 'Felt strong today' : '',
        duration_min: minutes,
        calories_burned: Math.round(minutes * (6 + rand() * 4)),
        started_at: started,
        timestamp: finished,
        local_date: finished.slice(0, 10),
        created_at: finished,
      });
      exercises.forEach((exercise, position) => {
        batch.add('workout_log_exercises', {
          log_id: logId,
          position,
          user_id: userId,
          exercise_id: exercise.exerciseId,
          notes: '',
        });
        exercise.sets.forEach((set, setIndex) =>
          batch.add('workout_sets', {
            log_id: logId,
            position,
            set_index: setIndex,
            user_id: userId,
            exercise_id: exercise.exerciseId,
            performed_at: finished,
            type: set.type,
            weight_kg: set.weightKg,
            reps: set.reps,
            duration_s: null,
            distance_m: null,
            rpe: null,
            completed: 1,
          }),
        );
        for (const [record, value] of Object.entries(bestRecordValues(exercise.sets)) as [
          RecordKind,
          number,
        ][]) {
          const key = `${exercise.exerciseId}\n${record}`;
          if (value > (records.get(key)?.value ?? -1)) records.set(key, { value, logId, at: finished });
        }
      });
      t.row.last_completed_at = finished;
      t.row.last_duration_min = minutes;
    }
    const meals = (['breakfast', 'lunch', 'dinner'] as const).map((type) => {
      const [name, calories, protein, carbs, fats] = FOODS[type][Math.floor(rand() * 3)]!;
      return { type, items: [{ name, calories, macros: { protein, carbs, fats } }] };
    });
    const calories = meals.reduce((s, m) => s + m.items[0]!.calories, 0);
    const protein = meals.reduce((s, m) => s + m.items[0]!.macros.protein, 0);
    batch.add('nutrition_entries', {
      id: seqId(),
      user_id: userId,
      date,
      meals: JSON.stringify(meals),
      total_calories: calories,
      total_protein: protein,
      created_at: `${date}T19:30:00.000Z`,
    });
    weight += (rand() - 0.55) * 0.2;
    waist += (rand() - 0.55) * 0.1;
    bodyFat += (rand() - 0.55) * 0.05;
    if (rand() < 6 / 7) {
      const kg = Math.round(weight * 10) / 10;
      const round1 = (value: number) => Math.round(value * 10) / 10;
      // Once a week the tape measure comes out too.
      const body =
        d % 7 === 0
          ? {
              bodyFat: round1(Math.min(60, Math.max(5, bodyFat))),
              waist: round1(waist),
              chest: round1(waist + 18),
              hips: round1(waist + 12),
              arms: round1(30 + waist / 20),
              thighs: round1(50 + waist / 10),
            }
          : {};
      batch.add('progress_entries', {
        id: seqId(),
        user_id: userId,
        date,
        measurements: JSON.stringify({ weight: kg, ...body }),
        weight_kg: kg,
        created_at: `${date}T06:30:00.000Z`,
      });
    }
  }
  for (const [key, { value, logId, at }] of records) {
    const [exerciseId, record] = key.split('\n') as [string, string];
    batch.add('personal_records', {
      user_id: userId,
      exercise_id: exerciseId,
      record,
      value,
      log_id: logId,
      achieved_at: at,
    });
  }
}

export async function seed(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  options: Options,
): Promise<{ rows: number; seconds: number }> {
  const started = performance.now();
  const passwordHash = await hashPassword(options.password);
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  if (dialect === 'sqlite') {
    // Only this connection: a large page cache keeps the indexes in memory while millions of rows go in.
    await sql`pragma cache_size = -1000000`.execute(db);
    await sql`pragma synchronous = OFF`.execute(db);
  }
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', `user1@${options.emailDomain}`)
    .executeTakeFirst();
  if (existing)
    throw new Error(
      `The database already holds seeded users (user1@${options.emailDomain}): seed a fresh one.`,
    );

  // Sets refer to the built-in exercises, which the server otherwise syncs when it starts.
  if (options.sets) await syncExerciseLibrary(db);
  const batch = new Batcher();
  // One transaction per group of users of about 60,000 rows: large enough to be fast, small enough for the WAL.
  const usersPerTransaction = Math.max(1, Math.floor(60_000 / (options.days * 2.7 + 20)));
  let lastReport = performance.now();
  for (let first = 1; first <= options.users; first += usersPerTransaction) {
    const last = Math.min(options.users, first + usersPerTransaction - 1);
    await db.transaction().execute(async (trx) => {
      for (let i = first; i <= last; i++) addUser(batch, i, options, passwordHash, today, now);
      await batch.flush(trx);
    });
    if (!options.quiet && (performance.now() - lastReport > 5000 || last === options.users)) {
      lastReport = performance.now();
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `seed: ${last}/${options.users} users, ${batch.rows.toLocaleString('en')} rows, ${Math.round(batch.rows / seconds).toLocaleString('en')} rows/s`,
      );
    }
  }
  if (dialect === 'postgres') {
    for (const table of [
      'users',
      'workout_logs',
      'nutrition_entries',
      'progress_entries',
      'workout_templates',
      'goals',
    ]) {
      await sql.raw(`analyze ${table}`).execute(db);
    }
  } else {
    await sql`pragma optimize`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }
  return { rows: batch.rows, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db, { pgSchema: pgSchemaOf(config.databaseUrl) });
    const where = handle.sqlitePath ?? 'PostgreSQL';
    if (!options.quiet) console.log(`seed: ${options.users} users x ${options.days} days into ${where}`);
    const { rows, seconds } = await seed(handle.db, handle.dialect, options);
    console.log(
      JSON.stringify({
        users: options.users,
        days: options.days,
        rows,
        seconds: Math.round(seconds * 10) / 10,
        rowsPerSecond: Math.round(rows / seconds),
      }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
