import type { MemoryStore } from "@engram/core";
import { handoffPaths } from "@engram/mcp/hook-handoff";
import { stringValue, type CommandContext } from "./command.js";
import { engramHome } from "./engram-home.js";
import { createHookLog, hookLogFile } from "./hook-log.js";
import { handoffKey } from "./hook-handoff-key.js";
import { startHookBackgroundJob } from "./hook-model.js";
import { configuredHookOptions } from "./hook-run-options.js";

/**
 * `engram mcp`'s side of the hooks' hand-off (decision 0162): listens on the socket of its key (its
 * store and settings) and runs each hook sent there with `runClaudeCodeHook` against its open store,
 * with the config's settings, exactly as `engram hooks run` would in its own process. When another
 * server has the socket, or it cannot be made safe, the server says why and serves MCP without it.
 */
export async function serveHookHandoff(
  context: CommandContext,
  store: MemoryStore,
  say: (line: string) => void,
  /** Told when a hook begins; what it returns, when the hook has ended (the idle warm-up's clock). */
  busy: () => () => void,
): Promise<() => Promise<void>> {
  const none = async () => {};
  const { io } = context;
  const storeFlag = stringValue(context, "store");
  const paths = handoffPaths(engramHome(io.env), handoffKey({ env: io.env, cwd: io.cwd, ...(storeFlag === undefined ? {} : { storeFlag }) }));
  if (paths === undefined) {
    say("hooks run in their own process: the hand-off socket's path under the Engram home is too long for a Unix socket");
    return none;
  }
  const [{ listenForHooks }, { defaultHookTimeoutMs, handedOffHookOptions, runClaudeCodeHook }] = await Promise.all([
    import("@engram/mcp"),
    import("@engram/mcp/hooks"),
  ]);
  const config = context.config();
  const timeoutMs = config.hooks?.timeoutMs ?? defaultHookTimeoutMs;
  const log = createHookLog(hookLogFile(io.env), "engram mcp (hook hand-off)");
  try {
    const settings = configuredHookOptions(config);
    const listening = await listenForHooks({
      paths,
      timeoutMs,
      log,
      run: (hook) => {
        const ended = busy();
        return runClaudeCodeHook({
          ...handedOffHookOptions(hook, store),
          ...settings,
          timeoutMs: hook.timeoutMs ?? timeoutMs,
          log: (message) => log(`${hook.event}: ${message}`),
        })
          .then((result) => {
            // What the hook left to the model runs as it would after `engram hooks run` (decision 0172).
            startHookBackgroundJob(result.backgroundJob, { storeFlag, cwd: hook.cwd, env: io.env }, (message) => log(`${hook.event}: ${message}`));
            return result;
          })
          .finally(ended);
      },
    });
    if (!listening.listening) {
      say(`hooks run in their own process: ${listening.reason}`);
      return none;
    }
    say(`hooks hand their work to this server at ${listening.socket}`);
    return () => listening.close();
  } catch (error) {
    say(`hooks run in their own process: the hand-off socket failed (${(error as Error).message})`);
    return none;
  }
}
