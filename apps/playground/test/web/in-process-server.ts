import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { chooseModel } from "../../src/web/model/model-choice.js";
import { startPlaygroundServer, type RunningPlayground } from "../../src/web/playground-server.js";
import { parseStoreTargets } from "../../src/web/store-targets.js";
import { apiCall } from "./api-call.js";

/** The running server of a test file, its temp directory and an API caller that behaves like the page. */
export interface InProcessPlayground {
  readonly server: RunningPlayground;
  /** The temp directory; the fs store lives in `<dir>/fs`. */
  readonly dir: string;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; lines?: unknown[] }>;
}

/**
 * Starts a playground over a temp fs store (offline model) before the file's tests and removes both after;
 * `options.clock` is the server's clock for previews and forgets.
 */
export function useInProcessPlayground(prefix: string, options: { clock?: () => Date } = {}): InProcessPlayground {
  let dir: string | undefined;
  let server: RunningPlayground | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    server = await startPlaygroundServer({
      port: 0,
      targets: parseStoreTargets(`fs:${join(dir, "fs")}`, {}, dir),
      model: chooseModel({}),
      userId: "you",
      settings: { contextWindow: 4096, maxOutputTokens: 512 },
      ...(options.clock ? { clock: options.clock } : {}),
    });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get server() {
      if (!server) throw new Error("useInProcessPlayground: the server starts in beforeAll; use it inside hooks and tests.");
      return server;
    },
    get dir() {
      if (!dir) throw new Error("useInProcessPlayground: the directory is made in beforeAll; use it inside hooks and tests.");
      return dir;
    },
    call: (method, path, body) => apiCall(server!.url, method, path, body),
  };
}
