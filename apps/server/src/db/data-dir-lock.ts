import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One server process per PGlite data folder. PGlite is PostgreSQL compiled to WebAssembly without
 * the postmaster's own lock (postmaster.pid), so two processes could open the same folder: each
 * writes its own view of the files and the last one to stop wins, losing what the other
 * acknowledged. The first process writes `aurum-server.lock` (pid, host, process start time) with
 * O_EXCL; another process finding it refuses to start, naming the folder and the holder's pid. A
 * lock left by a process that no longer runs (killed -9, a crash, a reboot) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by another server process (pid ${holderPid}). ` +
        `Stop that process first, or start this one with DATA_DIR set to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

interface Holder {
  pid: number;
  host: string;
  /** the process's start time in clock ticks since boot (Linux /proc), to see through pid reuse */
  started: string | null;
}

export const LOCK_FILE = 'aurum-server.lock';

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), started: processStart(process.pid) };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${JSON.stringify(me)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const holder = readHolder(file);
    if (holder && isRunning(holder)) throw new DataDirInUseError(dataDir, holder.pid);
    // Stale: moved aside under a unique name, so of two processes taking it over at once only one
    // removes it; both then race on O_EXCL above and one wins.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(file, aside);
      unlinkSync(aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const holder = readHolder(file);
    if (holder?.pid === me.pid && holder.host === me.host) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  // A normal exit without close() (an error at start, process.exit) leaves no lock behind.
  process.on('exit', release);
  return { release };
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, host: String(parsed.host ?? ''), started: parsed.started ?? null };
  } catch {
    // unreadable or half-written: a process that died while writing it
    return null;
  }
}

function isRunning(holder: Holder): boolean {
  // Another machine's lock (a shared folder): its process cannot be checked, so it is respected.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid runs, but it may be a new process that got the dead holder's number.
  const started = processStart(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/** Field 22 of /proc/<pid>/stat (start time since boot), or null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count from the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
