import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What `PRAGMA wal_checkpoint` answers: whether it was kept from finishing, the WAL's pages, those copied. */
export type CheckpointReport = { busy: number; log: number; checkpointed: number };
/** What the worker posts: each timed checkpoint that found pages, or the answer to `checkpointNow`. */
type CheckpointerMessage = { kind: 'checkpointed' | 'answer'; report: CheckpointReport };

/**
 * The worker: its own connection copies the WAL's pages into the database file every interval. Plain JavaScript
 * run with `eval`, so that it runs alike from the build and from the TypeScript source (tests, `npm run dev`),
 * whose loader a worker thread does not inherit.
 *
 * PASSIVE copies what no reader still needs, waiting for no one and blocking no one; what it leaves, the next one
 * copies. Once every page is copied, the next write starts the WAL again from its beginning. `synchronous =
 * NORMAL` is the main connection's durability: the WAL is synced before its pages are copied, the file after.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SqliteDatabase = require(workerData.driverPath);
const connection = new SqliteDatabase(workerData.sqlitePath);
connection.pragma('synchronous = NORMAL');
const checkpoint = () => connection.pragma('wal_checkpoint(PASSIVE)')[0];
const timer = setInterval(() => {
  const report = checkpoint();
  if (report.log > 0) parentPort.postMessage({ kind: 'checkpointed', report });
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'checkpoint') return parentPort.postMessage({ kind: 'answer', report: checkpoint() });
  clearInterval(timer);
  connection.close();
  parentPort.close();
});
`;

/**
 * How often the worker checkpoints. Short, because each write and read looks its pages up in the WAL's index,
 * which grows with the WAL: under a load of meals, a meal's insert took 90 us on average at 10 to 50 ms, 150 at
 * 200 ms to 1 s, and 200 with no checkpoint at all (decision 0029). An interval that finds nothing to copy costs
 * a few microseconds on the worker.
 */
export const CHECKPOINT_EVERY_MS = 50;

export type WalCheckpointer = {
  /** Checkpoints at once, on the worker, and answers what it did. */
  checkpointNow(): Promise<CheckpointReport>;
  /** The next timed checkpoint that found pages in the WAL. */
  nextCheckpoint(): Promise<CheckpointReport>;
  /** Ends the worker and its connection; resolves once it has gone. */
  stop(): Promise<void>;
};

/**
 * SQLite's WAL checkpoints on a worker thread (docs/decisions/0029-wal-checkpoints-off-the-event-loop.md). By
 * default the connection whose commit takes the WAL past 1,000 pages copies them into the database file and
 * syncs it, there and then: on the event loop, one write in a hundred took 15 to 120 ms on years of history,
 * and every request queued behind it. The caller turns that off on its connection (`wal_autocheckpoint = 0`)
 * and starts this. Should the worker fail or end before `stop`, `onLost` is called so that the caller can turn
 * its own checkpoints back on: the WAL must never grow without bound.
 */
export function startWalCheckpointer(
  sqlitePath: string,
  { intervalMs = CHECKPOINT_EVERY_MS, onLost }: { intervalMs?: number; onLost: (error: unknown) => void },
): WalCheckpointer {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { sqlitePath, intervalMs, driverPath },
  });
  // A timer on its own thread: the worker must not keep the process alive once the server has let go of it.
  worker.unref();
  let stopping = false;
  const gone = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => {
    if (!stopping) onLost(error);
  });
  worker.on('exit', (code) => {
    if (!stopping) onLost(new Error(`the WAL checkpointer ended (exit code ${code})`));
  });

  const nextMessage = (kind: CheckpointerMessage['kind']) =>
    new Promise<CheckpointReport>((resolve, reject) => {
      const onMessage = (message: CheckpointerMessage) => {
        if (message.kind !== kind) return;
        worker.off('message', onMessage);
        resolve(message.report);
      };
      worker.on('message', onMessage);
      gone.then(() => {
        worker.off('message', onMessage);
        reject(new Error('the WAL checkpointer has stopped'));
      });
    });

  return {
    checkpointNow() {
      const answer = nextMessage('answer');
      worker.postMessage('checkpoint');
      return answer;
    },
    nextCheckpoint: () => nextMessage('checkpointed'),
    async stop() {
      stopping = true;
      worker.postMessage('stop');
      await gone;
    },
  };
}
