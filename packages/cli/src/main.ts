#!/usr/bin/env node
import type { Readable } from "node:stream";
import type { HookInputRead } from "@engram/mcp/hooks/small-talk";
import { isHookRun, isPromptHookRun, isVersionOnly } from "./invocation-kind.js";

// Each path loads only what it needs: `engram --version` reads package.json and nothing else, and
// `engram hooks run` (what Claude Code waits for on every prompt) never loads the other commands' modules.
const argv = process.argv.slice(2);
/** How long main waits for the prompt's JSON before it loads the whole hook (which goes on reading it). */
const smallTalkWaitMs = 200;
if (argv[0] === "mcp") {
  // A long-running server: replaced by itself with its V8 flags before anything touches stdin (decision 0255).
  const { relaunchAsServer } = await import("./server-flags.js");
  relaunchAsServer(process);
}
if (isVersionOnly(argv)) {
  const { cliVersion } = await import("./version.js");
  process.stdout.write(`${cliVersion}\n`);
} else {
  // Everything else loads enough modules for V8's cached code to pay (decision 0164).
  const { useCompileCache } = await import("./compile-cache.js");
  useCompileCache(process.env);
  if (isPromptHookRun(argv)) {
    const first = await smallTalkFirst();
    if (!first.answered) await run(argv, first.hookInput);
  } else {
    await run(argv);
  }
}

/**
 * Claude Code waits for `UserPromptSubmit` before it sends the prompt: small talk is answered (with
 * nothing) from stdin before the CLI, its config or a store is loaded. Otherwise, and when the input has
 * not arrived within `smallTalkWaitMs`, the whole hook takes over the same read (it waits for it within
 * its budget as always). A failure here costs only the fast answer (decision 0167).
 */
async function smallTalkFirst(): Promise<{ answered: boolean; hookInput?: Promise<HookInputRead> }> {
  let read: Promise<HookInputRead> | undefined;
  try {
    const { isSmallTalkPromptInput, maxHookInputBytes, readHookInput } = await import("@engram/mcp/hooks/small-talk");
    read = readHookInput(process.stdin, maxHookInputBytes);
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      read,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), smallTalkWaitMs);
      }),
    ]);
    clearTimeout(timer);
    return { answered: waited?.kind === "text" && isSmallTalkPromptInput(waited.text), hookInput: read };
  } catch {
    // A stdin that failed: the whole hook meets the same failure and logs it.
    return read === undefined ? { answered: false } : { answered: false, hookInput: read };
  }
}

async function run(argv: readonly string[], hookInput?: Promise<HookInputRead>): Promise<void> {
  const hook = isHookRun(argv);
  let stdin: Readable & { readonly isTTY?: boolean } = process.stdin;
  // The log (and the redaction it loads) is imported only when there is something to say.
  const hookLog = async (lines: readonly string[]): Promise<void> => {
    if (lines.length === 0) return;
    const { createHookLog, hookLogFile } = await import("./hook-log.js");
    const log = createHookLog(hookLogFile(process.env), "engram hooks run");
    for (const line of lines) log(line);
  };
  if (hook) {
    // A hook never fails its agent: whatever escapes is logged and the process still exits 0.
    const bail = (error: unknown) => {
      void hookLog([`crashed: ${error instanceof Error ? error.message : String(error)}`]).finally(() => process.exit(0));
    };
    process.on("uncaughtException", bail);
    process.on("unhandledRejection", bail);
    // Even a process that ends with work unsettled (Node's exit code 13) answers 0.
    process.on("exit", () => {
      process.exitCode = 0;
    });
    // A running `engram mcp` gets the hook first (decision 0162); only Node's own modules are loaded to ask it.
    // A prompt hook's input was already read by the small-talk check (decision 0167): the hand-off sends that.
    const { tryHookHandoff } = await import("./hook-handoff.js");
    const attempt = await tryHookHandoff(argv, {
      stdin: process.stdin,
      stdout: process.stdout,
      env: process.env,
      cwd: process.cwd(),
      ...(hookInput === undefined ? {} : { hookInput }),
    }).catch(
      (error: unknown) => ({ handled: true, log: [`the hand-off to engram mcp failed: ${error instanceof Error ? error.message : String(error)}`] }) as const,
    );
    await hookLog(attempt.log);
    if (attempt.handled) {
      setTimeout(() => process.exit(0), 1_000).unref();
      return;
    }
    stdin = attempt.stdin;
  }
  const io = {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin,
    cwd: process.cwd(),
    env: process.env,
    ...(hookInput === undefined ? {} : { hookInput }),
  };
  if (hook) {
    // The same hook from one bundled file, where it is the installed packages' code (decision 0165).
    const { runHookFromBundle } = await import("./hook-bundle.js");
    const bundled = await runHookFromBundle(argv, io).catch((error: unknown) => ({
      code: undefined,
      problem: `the hook bundle failed: ${error instanceof Error ? error.message : String(error)}`,
    }));
    if (bundled.problem !== undefined) await hookLog([bundled.problem]);
    if (bundled.code !== undefined) {
      process.exitCode = bundled.code;
      setTimeout(() => process.exit(0), 1_000).unref();
      return;
    }
  }
  // A hook run from the packages builds its schemas without compiled parsers too (decision 0240).
  if (hook) await import("./zod-jitless.js");
  const { runCli } = await import("./run-cli.js");
  // exitCode rather than process.exit(): stdout is flushed before the process ends.
  process.exitCode = await runCli(argv, io);
  // A hook has answered: whatever its work left behind (a store connection, a late timer) may not keep the agent waiting.
  if (hook) setTimeout(() => process.exit(0), 1_000).unref();
}
