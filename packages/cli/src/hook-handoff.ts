import { Readable } from "node:stream";
import {
  checkPrivate,
  handOffHook,
  handoffEnvNames,
  handoffPaths,
  type HookInputRead,
  maxHookInputBytes,
  processUid,
  readHookInput,
} from "@engram/mcp/hook-handoff";
import { engramHome, homeDirectory } from "./engram-home.js";
import { handoffKey } from "./hook-handoff-key.js";

export type HookHandoffAttempt =
  /** Answered (by the server, or the input was refused): the process is done. `log`: lines for the hooks' log. */
  | { readonly handled: true; readonly log: readonly string[] }
  /** Run the hook here, reading `stdin` (the input already read, replayed, or the untouched process stdin). */
  | { readonly handled: false; readonly stdin: Readable; readonly log: readonly string[] };

interface HookArgs {
  readonly event: string;
  readonly timeoutMs?: number;
  readonly store?: string;
}

/** `hooks run <event> [--timeout-ms <ms>] [--store <spec>] [-q]`, or undefined for anything else (help, unknown options: the full path answers). */
function hookArgs(argv: readonly string[]): HookArgs | undefined {
  const [, , event, ...rest] = argv;
  if (event === undefined || event.startsWith("-")) return undefined;
  let timeoutMs: number | undefined;
  let store: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    const [name, inline] =
      word.startsWith("--") && word.includes("=") ? [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)] : [word, undefined];
    if (name === "-q" || name === "--quiet") {
      if (inline !== undefined) return undefined;
      continue;
    }
    if (name !== "--timeout-ms" && name !== "--store") return undefined;
    const value = inline ?? rest[++i];
    if (value === undefined) return undefined;
    if (name === "--store") store = value;
    else {
      const ms = Number(value);
      // As hooks-run reads it: an out-of-range value means the configured budget.
      timeoutMs = Number.isInteger(ms) && ms >= 100 && ms <= 600_000 ? ms : undefined;
    }
  }
  return { event, ...(timeoutMs === undefined ? {} : { timeoutMs }), ...(store === undefined ? {} : { store }) };
}

/** The accept wait: $ENGRAM_HOOK_HANDOFF_ACCEPT_MS (a slow machine's setting), else the client's default. */
function acceptMsOf(env: NodeJS.ProcessEnv): number | undefined {
  const ms = Number(env["ENGRAM_HOOK_HANDOFF_ACCEPT_MS"] ?? "");
  return Number.isInteger(ms) && ms >= 1 && ms <= 600_000 ? ms : undefined;
}

/**
 * `engram hooks run` before it loads Engram: when an `engram mcp` with the same store and settings
 * listens on the hand-off socket (decision 0162), the hook's input is read and sent to it, and its
 * answer printed. Without one (no socket, a stale one, another user's, a refusal, a server that stops
 * midway) the hook runs in this process as before, on the input already read. Node's modules only.
 */
export async function tryHookHandoff(
  argv: readonly string[],
  io: {
    stdin: Readable;
    stdout: { write(text: string): unknown };
    env: NodeJS.ProcessEnv;
    cwd: string;
    /** The input when something already read stdin (the small-talk check, decision 0167); else stdin is read here. */
    hookInput?: Promise<HookInputRead>;
  },
): Promise<HookHandoffAttempt> {
  const untouched: HookHandoffAttempt = { handled: false, stdin: io.stdin, log: [] };
  const { env, cwd } = io;
  if (env["ENGRAM_HOOK_HANDOFF"] === "off") return untouched;
  const args = hookArgs(argv);
  const uid = processUid();
  if (args === undefined || uid === undefined) return untouched;
  const paths = handoffPaths(engramHome(env), handoffKey({ env, cwd, ...(args.store === undefined ? {} : { storeFlag: args.store }) }));
  // No socket at all: nothing is read here; the hook runs as it always did.
  if (paths === undefined) return untouched;
  const socket = checkPrivate(paths.socket, "socket", { uid });
  if (!socket.ok && socket.missing) return untouched;
  const budget = args.timeoutMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), budget);
  });
  const read = await Promise.race([io.hookInput ?? readHookInput(io.stdin, maxHookInputBytes), late]).finally(() => clearTimeout(timer));
  if (read === "late") {
    io.stdin.destroy();
    return { handled: true, log: [`no complete hook input (one JSON object) on stdin within the time budget of ${budget} ms`] };
  }
  if (read.kind === "too-large") return { handled: true, log: [`refused the hook input: over ${maxHookInputBytes} bytes on stdin`] };
  const variables: Record<string, string> = {};
  for (const name of handoffEnvNames) if (env[name] !== undefined) variables[name] = env[name];
  const acceptMs = acceptMsOf(env);
  const result = await handOffHook({
    paths,
    request: {
      event: args.event,
      input: read.text,
      cwd,
      home: homeDirectory(env),
      env: variables,
      ...(args.timeoutMs === undefined ? {} : { timeoutMs: args.timeoutMs }),
    },
    ...(acceptMs === undefined ? {} : { acceptMs }),
  });
  if (result.kind === "answered") {
    if (result.stdout !== "") io.stdout.write(result.stdout);
    return { handled: true, log: [] };
  }
  if (result.kind === "late") return { handled: true, log: [result.detail] };
  return { handled: false, stdin: Readable.from([Buffer.from(read.text)]), log: result.quiet ? [] : [result.detail] };
}
