// Types of scripts/cluster-lib.mjs for the TypeScript that imports it (e2e/cluster.e2e.ts).
import type { ChildProcess } from 'node:child_process';

export type ClusterMember = {
  id: number;
  port: number;
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  log: string;
};

export type Cluster = {
  url: string;
  runDir: string;
  members: ClusterMember[];
  nginxPid: number;
  accessLog(): string;
  killMember(id: number, signal?: NodeJS.Signals): Promise<number | null>;
  onMemberExit(listener: (member: ClusterMember, how: number | string) => void): void;
  rollingRestart(options?: { onRestarted?: (member: ClusterMember) => void }): Promise<void>;
  stop(): Promise<void>;
};

export declare const INSTALL_NGINX_HINT: string;
export declare function findNginx(): string | undefined;
export declare function ensureNginx(): string;
export declare function freePort(): Promise<number>;
export declare function startCluster(options: {
  databaseUrl: string;
  instances?: number;
  port?: number;
  env?: Record<string, string>;
  logLevel?: string;
  inheritOutput?: boolean;
  /** nginx worker processes: 'auto' (one per core) or 1 for strictly-in-turn round-robin in tests. */
  nginxWorkers?: number | 'auto';
}): Promise<Cluster>;
