import { execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where initdb and pg_ctl are: `$POSTGRES_BIN`, else the newest `/usr/lib/postgresql/<version>/bin`
 * (Debian's `postgresql` package).
 */
export const postgresBinDir: string =
  process.env["POSTGRES_BIN"] ??
  (() => {
    const root = "/usr/lib/postgresql";
    const versions = existsSync(root)
      ? readdirSync(root)
          .filter((name) => /^\d+$/.test(name))
          .sort((a, b) => Number(b) - Number(a))
      : [];
    return join(root, versions[0] ?? "15", "bin");
  })();

export function hasPostgresServer(): boolean {
  return existsSync(join(postgresBinDir, "initdb")) && existsSync(join(postgresBinDir, "pg_ctl"));
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("The OS gave no free port."))));
    });
  });
}

/** initdb refuses to run as root: as root, the server's files belong to (and its commands run as) the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string): number => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch (error) {
    throw new Error("Running as root, the PostgreSQL test server needs the `postgres` user (Debian's postgresql package creates it).", { cause: error });
  }
}

/** Runs one of the server's programs and waits for it, without blocking the event loop (a test's writers go on meanwhile). */
function run(binary: string, args: readonly string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  const command = join(postgresBinDir, binary);
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: "utf8", ...(user === undefined ? {} : { uid: user.uid, gid: user.gid }) }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(" ")} failed: ${stderr}${stdout}`, { cause: error }));
      else resolve();
    });
  });
}

/** The same, blocking: only for stopping the server when this process exits. */
function runNow(binary: string, args: readonly string[], user: { uid: number; gid: number } | undefined): void {
  spawnSync(join(postgresBinDir, binary), args, { stdio: "ignore", ...(user === undefined ? {} : { uid: user.uid, gid: user.gid }) });
}

/**
 * A detached watchdog that stops the server and removes its folder once this process is gone, however
 * it ended (a SIGKILL, a test runner tearing its workers down): no cluster outlives its tests. It
 * checks once a second, and ends by itself when the folder is removed (a normal `stop`).
 */
function startWatchdog(dir: string, data: string, user: { uid: number; gid: number } | undefined): void {
  const script = `while [ -d "/proc/$0" ] && [ -d "$2" ]; do sleep 1; done
if [ -d "$2" ]; then "$1" -D "$3" stop -m immediate -w >/dev/null 2>&1; rm -rf "$2"; fi`;
  const watchdog = spawn("sh", ["-c", script, String(process.pid), join(postgresBinDir, "pg_ctl"), dir, data], {
    detached: true,
    stdio: "ignore",
    ...(user === undefined ? {} : { uid: user.uid, gid: user.gid }),
  });
  watchdog.unref();
}

/** A PostgreSQL server started for tests: its own cluster in a temp folder, on a loopback port. */
export interface PostgresServer {
  readonly port: number;
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  readonly url: string;
  /** The temp folder: the cluster's files (`data/`), its log and its socket. */
  readonly dir: string;
  /** Stops the server and keeps its files (`fast`: sessions are ended cleanly; `immediate`: as a crash). */
  halt(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same port and files. */
  resume(): Promise<void>;
  /** Stops it and removes its folder; idempotent. */
  stop(): Promise<void>;
}

export interface StartPostgresOptions {
  readonly port?: number;
  /** How long `pg_ctl start` may wait for the server to accept connections (default 60 s). */
  readonly readyTimeoutMs?: number;
  /** More `postgresql.conf` settings, e.g. `{ max_connections: "300" }`. */
  readonly settings?: Readonly<Record<string, string>>;
}

/**
 * Makes a cluster with `initdb` (trust authentication, UTF-8, as the `postgres` user when this process
 * is root) in a fresh temp folder and starts it with `pg_ctl` on a free 127.0.0.1 port, with its socket
 * in that folder and `fsync` off (tests are about the store, not the disk). The server is stopped
 * (immediately) and the folder removed if this process exits without calling `stop`, or is killed
 * (a watchdog process notices within a second).
 */
export async function startPostgresServer(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  if (!hasPostgresServer())
    throw new Error(`PostgreSQL's initdb and pg_ctl were not found in ${postgresBinDir} (apt-get install postgresql, or set POSTGRES_BIN).`);
  const user = runAs();
  let port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), "engram-postgres-"));
  if (user !== undefined) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  const log = join(dir, "server.log");
  const timeout = String(Math.ceil((options.readyTimeoutMs ?? 60_000) / 1000));
  let running = false;
  const pgCtl = (...args: string[]): Promise<void> => run("pg_ctl", ["-D", data, ...args], user);
  const onExit = (): void => {
    if (running) runNow("pg_ctl", ["-D", data, "stop", "-m", "immediate", "-w"], user);
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", onExit);
  startWatchdog(dir, data, user);
  const start = async (): Promise<void> => {
    try {
      await pgCtl("start", "-w", "-t", timeout, "-l", log);
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, "utf8").slice(-2000) : "";
      throw new Error(`PostgreSQL did not start on port ${port}: ${tail}`, { cause: error });
    }
    running = true;
  };
  try {
    await run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-locale", "--no-sync"], user);
    const settings: Record<string, string> = {
      port: String(port),
      listen_addresses: "'127.0.0.1'",
      unix_socket_directories: `'${dir}'`,
      fsync: "off",
      full_page_writes: "off",
      max_connections: "200",
      shared_buffers: "64MB",
      ...options.settings,
    };
    appendFileSync(
      join(data, "postgresql.conf"),
      `\n${Object.entries(settings)
        .map(([key, value]) => `${key} = ${value}`)
        .join("\n")}\n`,
    );
    // Another process can take the free port before the server binds it: then another port (an
    // asked-for port is the one wanted, so that failure stands).
    for (let attempt = 1; ; attempt += 1) {
      try {
        await start();
        break;
      } catch (error) {
        const portTaken = /could not bind|Address already in use/.test(error instanceof Error ? error.message : "");
        if (!portTaken || options.port !== undefined || attempt >= 5) throw error;
        port = await freePort();
        appendFileSync(join(data, "postgresql.conf"), `port = ${port}\n`);
      }
    }
  } catch (error) {
    process.removeListener("exit", onExit);
    onExit();
    throw error;
  }
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    async halt(mode = "fast") {
      await pgCtl("stop", "-m", mode, "-w");
      running = false;
    },
    resume: start,
    async stop() {
      process.removeListener("exit", onExit);
      if (running) await pgCtl("stop", "-m", "fast", "-w").catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
