import {
  type ClaudeCodeHookEvent,
  claudeCodeHookEvents,
  defaultHookTimeoutMs,
  maxHookInputBytes,
  readHookInput,
  runClaudeCodeHook,
} from "@engram/mcp/hooks/run";
import { stringValue, type CommandContext, type CommandSpec } from "../command.js";
import { createHookLog, hookLogFile } from "../hook-log.js";
import { configuredHookOptions } from "../hook-run-options.js";
import { startHookBackgroundJob } from "../hook-model.js";
import { personalStoreSpec } from "../personal-store.js";
import { homeDirectory } from "../store-spec.js";

/** The time budget: --timeout-ms, else hooks.timeoutMs in the config, else 5 s. */
function timeoutOf(context: CommandContext): number {
  const text = stringValue(context, "timeout-ms");
  const value = text === undefined ? undefined : Number(text);
  if (value !== undefined && Number.isInteger(value) && value >= 100 && value <= 600_000) return value;
  return context.config().hooks?.timeoutMs ?? defaultHookTimeoutMs;
}

/** Everything a hook does, with every failure logged: the command itself never fails (see run-cli). */
async function runHook(context: CommandContext, event: ClaudeCodeHookEvent, log: (message: string) => void): Promise<void> {
  const { io } = context;
  const timeoutMs = timeoutOf(context);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), timeoutMs);
  });
  // Answered on the first complete JSON value: Claude Code may leave stdin open.
  const read = await Promise.race([io.hookInput ?? readHookInput(io.stdin, maxHookInputBytes), late]).finally(() => clearTimeout(timer));
  if (read === "late") {
    // Let go of a pipe that never finished its JSON: the process may end.
    io.stdin.destroy();
    log(`no complete hook input (one JSON object) on stdin within the time budget of ${timeoutMs} ms`);
    return;
  }
  if (read.kind === "too-large") {
    log(`refused the hook input: over ${maxHookInputBytes} bytes on stdin`);
    return;
  }
  const input = read.text;
  const result = await runClaudeCodeHook({
    event,
    input,
    openStore: () => context.openStore(),
    env: io.env,
    cwd: io.cwd,
    home: homeDirectory(io.env),
    ...configuredHookOptions(context.config()),
    timeoutMs,
    log,
  });
  if (result.stdout !== "") io.stdout.write(result.stdout);
  // Extraction and consolidation with the model run after the hook has answered, in a process of their own.
  startHookBackgroundJob(
    result.backgroundJob,
    { storeFlag: stringValue(context, "store"), cwd: io.cwd, env: io.env, ...(io.startBackgroundJob === undefined ? {} : { start: io.startBackgroundJob }) },
    log,
  );
}

export const hooksRun: CommandSpec = {
  name: "hooks run",
  summary: "Run one Claude Code hook (what the installed settings call): reads its JSON on stdin, exits 0 whatever happens, logs problems",
  positionals: [{ name: "event", required: true, description: claudeCodeHookEvents.join(", ") }],
  options: {
    "timeout-ms": { type: "string", value: "<ms>", description: "the hook's time budget (default: hooks.timeoutMs in the config, else 5000)" },
  },
  // The store `engram mcp` serves, resolved the same way (--store, the config's "store", else the personal
  // store, its default), without loading the server's modules.
  createsStore: true,
  defaultStore: personalStoreSpec,
  async run(context) {
    const event = context.args[0] ?? "";
    const log = createHookLog(hookLogFile(context.io.env), `engram hooks run ${event.slice(0, 40)}`);
    if (!(claudeCodeHookEvents as readonly string[]).includes(event)) {
      log(`unknown hook event; the settings may run ${claudeCodeHookEvents.join(", ")}`);
      return;
    }
    try {
      await runHook(context, event as ClaudeCodeHookEvent, log);
    } catch (error) {
      log(`failed: ${(error as Error).message ?? String(error)}`);
    }
  },
};
