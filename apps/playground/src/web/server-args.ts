import { parseArgs } from "node:util";

export interface ServerArgs {
  readonly port: number;
  readonly store?: string;
  readonly contextWindow: number;
}

export const serverUsage =
  "usage: node dist/web/server.js [--port N] [--store fs:./.engram|sqlite:./memory.db|pglite:./pg|redis://host:6379|postgres://…] [--window TOKENS]";

/** The command line: `--port` (0 = a free port, default 4321), `--store`, `--window` (default 4096). */
export function parseServerArgs(argv: readonly string[]): ServerArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { port: { type: "string" }, store: { type: "string" }, window: { type: "string" } },
    strict: true,
  });
  const port = Number(values.port ?? "4321");
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port ${values.port}: give a port number from 0 to 65535.`);
  const contextWindow = Number(values.window ?? "4096");
  if (!Number.isInteger(contextWindow) || contextWindow < 1_024) throw new Error(`--window ${values.window}: give at least 1024 tokens.`);
  return { port, contextWindow, ...(values.store === undefined ? {} : { store: values.store }) };
}
