// First, as the server's entry does: its V8 settings (decision 0033) must hold before the app's modules load.
import '../gc-settings.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase, pgSchemaOf, type DatabaseHandle } from '../db/database.js';

export type Stats = { p50: number; p95: number; p99: number };

/**
 * Runs `call` `warmup` times, then `iterations` times timed one after another; the percentiles in ms. `before`
 * runs untimed ahead of each timed call.
 */
export async function time(
  call: (i: number) => Promise<unknown>,
  { iterations, warmup, before }: { iterations: number; warmup: number; before?: () => Promise<unknown> },
): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    await before?.();
    const start = process.hrtime.bigint();
    await call(warmup + i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** One request through the app; anything but a success stops the bench. */
export async function ok(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  if (response.statusCode >= 300) throw new Error(`${options.method} ${options.url}: ${response.body}`);
  return response;
}

/** Prints rows of percentiles as a table. */
export function printStats(rows: Array<[string, Stats]>, width = 52): void {
  const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
  console.log(`${'call'.padEnd(width)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}`);
  for (const [name, stats] of rows) {
    console.log(`${name.padEnd(width)} ${ms(stats.p50)} ${ms(stats.p95)} ${ms(stats.p99)}`);
  }
}

/**
 * Runs a bench against a fresh app: SQLite in a new directory, or PostgreSQL when DATABASE_URL is set (use a
 * scratch database); `prepare` may fill the directory first (a seed); migrates, builds the app, hands it over,
 * and cleans up whatever happens.
 */
export function runBench(
  name: string,
  body: (app: FastifyInstance, database: DatabaseHandle) => Promise<void>,
  { prepare }: { prepare?: (dataDir: string) => void } = {},
): void {
  const main = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `momentum-bench-${name}-`));
    const databaseUrl = process.env.DATABASE_URL;
    prepare?.(dataDir);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'none'),
    });
    const database = openDatabase({ databaseUrl, dataDir });
    try {
      await migrateToLatest(database.db, { pgSchema: pgSchemaOf(databaseUrl) });
      const app = await buildApp({ config, database, logger: false, closeDatabase: false });
      try {
        await body(app, database);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
