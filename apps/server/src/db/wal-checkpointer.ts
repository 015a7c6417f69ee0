import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What `PRAGMA wal_checkpoint` answers: whether it was kept from finishing, the WAL's pages, those copied. */
export type CheckpointReport = { busy: number; log: number; checkpointed: number };
/** What the worker posts: a timed checkpoint whose figures moved since the last one, or the answer to `checkpointNow`. */
type CheckpointerMessage = { kind: 'checkpointed' | 'answer'; report: CheckpointReport };

/**
 * The worker: its own connection copies the WAL's pages into the database file every interval. Plain JavaScript
 * run with `eval`: a worker thread does not get vitest's transform of TypeScript, so a worker module would run from
 * the build only, not from the sources (tests, `npm run dev`).
 *
 * PASSIVE copies what no reader still needs, waiting for no one and blocking no one; what it leaves, the next one
 * copies. `synchronous = NORMAL` is the main connection's durability: the WAL is synced before its pages are
 * copied, the file after. A timed checkpoint is posted only when its figures moved, so an idle server hears
 * nothing.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SqliteDatabase = require(workerData.driverPath);
const connection = new SqliteDatabase(workerData.sqlitePath);
connection.pragma('synchronous = NORMAL');
const checkpoint = () => connection.pragma('wal_checkpoint(PASSIVE)')[0];
let last = '';
const timer = setInterval(() => {
  const report = checkpoint();
  const figures = report.log + '/' + report.checkpointed;
  if (report.log === 0 || figures === last) return;
  last = figures;
  parentPort.postMessage({ kind: 'checkpointed', report });
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'checkpoint') return parentPort.postMessage({ kind: 'answer', report: checkpoint() });
  if (message !== 'stop') return;
  clearInterval(timer);
  connection.close();
  parentPort.close();
});
`;

/**
 * How often the worker checkpoints. Short, because each write and read looks its pages up in the WAL's index,
 * which grows with the WAL: under a load of meals, a meal's insert took about 90 us on average with the worker at
 * 10, 25 or 50 ms, 150 at 200 ms or 1 s, and 200 with no checkpoint at all (decision 0029).
 */
export const CHECKPOINT_EVERY_MS = 50;

/**
 * Past this many pages the owner checkpoints once itself. The WAL starts again from its beginning only when a write
 * finds every page copied; under steady writes a commit lands during nearly every checkpoint of the worker, so the
 * WAL would grow for as long as the writes go on. A worker's report cannot show that: its figures are those of the
 * WAL as the checkpoint began, all of them copied, while the commits made meanwhile are not counted. A WAL this long
 * is itself the sign: it has not started again for this many pages. The owner's connection is the one that writes,
 * so its checkpoint finishes with no commit beside it, and has only the pages written since the worker's last one
 * to copy. 4,000 pages is 16 MB, four times SQLite's own threshold.
 */
export const OWNER_CHECKPOINT_PAGES = 4000;

export type WalCheckpointer = {
  /** Checkpoints at once, on the worker, and answers what it did. */
  checkpointNow(): Promise<CheckpointReport>;
  /** The next timed checkpoint whose figures moved. */
  nextCheckpoint(): Promise<CheckpointReport>;
  /** Ends the worker and its connection; resolves once it has gone. */
  stop(): Promise<void>;
};

export type CheckpointerOptions = {
  intervalMs?: number;
  ownerCheckpointPages?: number;
  /** A timed checkpoint found the WAL past `ownerCheckpointPages` (it has not started again): checkpoint once yourself. */
  onLongWal: () => void;
  /** Called once when the worker has ended, with the error if nobody asked it to (`stop`). */
  onEnded: (unasked?: Error) => void;
};

/**
 * SQLite's WAL checkpoints on a worker thread (docs/decisions/0029-wal-checkpoints-off-the-event-loop.md). By
 * default the connection whose commit takes the WAL past 1,000 pages copies them into the database file and
 * syncs it, there and then: on the event loop, one write in a hundred took 16 to 770 ms on years of history, and
 * every request queued behind it. The owner turns that off on its connection (`wal_autocheckpoint = 0`) and
 * starts this; `onEnded` is where it turns it back on, so that the WAL never goes unchecked once the worker has
 * gone, and `onLongWal` where it checkpoints once itself when writes never let the worker finish.
 */
export function startWalCheckpointer(
  sqlitePath: string,
  {
    intervalMs = CHECKPOINT_EVERY_MS,
    ownerCheckpointPages = OWNER_CHECKPOINT_PAGES,
    onLongWal,
    onEnded,
  }: CheckpointerOptions,
): WalCheckpointer {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { sqlitePath, intervalMs, driverPath },
  });
  // An idle timer on its own thread must not keep the process alive; `stop` holds it while it ends.
  worker.unref();
  let stopping = false;
  let failure: Error | undefined;
  const gone = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      if (!stopping) failure ??= new Error(`the WAL checkpointer ended (exit code ${code})`);
      onEnded(stopping ? undefined : failure);
      resolve();
    }),
  );
  worker.on('error', (error) => {
    failure = error;
  });
  worker.on('message', ({ kind, report }: CheckpointerMessage) => {
    if (kind === 'checkpointed' && report.log > ownerCheckpointPages) {
      onLongWal();
    }
  });

  // Who waits for a message: told when the worker has gone instead (one list, not a handler on `gone` per wait).
  const waiting = new Set<(error: Error) => void>();
  let ended = false;
  void gone.then(() => {
    ended = true;
    for (const stop of waiting) stop(new Error('the WAL checkpointer has stopped'));
    waiting.clear();
  });

  const nextMessage = (kind: CheckpointerMessage['kind']) =>
    new Promise<CheckpointReport>((resolve, reject) => {
      if (ended) return reject(new Error('the WAL checkpointer has stopped'));
      const stop = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      const onMessage = (message: CheckpointerMessage) => {
        if (message.kind !== kind) return;
        worker.off('message', onMessage);
        waiting.delete(stop);
        resolve(message.report);
      };
      worker.on('message', onMessage);
      waiting.add(stop);
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
      // Held while it closes its connection: the process must not leave before the owner's close has run.
      worker.ref();
      worker.postMessage('stop');
      await gone;
    },
  };
}
