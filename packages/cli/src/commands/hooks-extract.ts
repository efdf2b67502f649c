import { claudeCodeHookEvents, claudeCodeSessionIdPattern, commandComplete, runBackgroundExtraction } from "@engram/mcp/hooks";
import type { CommandSpec } from "../command.js";
import { createHookLog, hookLogFile } from "../hook-log.js";
import { completeArgv } from "../hook-model.js";
import { configuredHookOptions } from "../hook-run-options.js";
import { mcpCommand } from "./mcp.js";

/**
 * The background half of the Stop hook when `hooks.complete` names a model (started detached by
 * `engram hooks run`, never by Claude Code): extracts what the hooks archived since the last job with
 * the model, then consolidates. Exits 0 whatever happens; problems go to the hook log.
 */
export const hooksExtract: CommandSpec = {
  name: "hooks extract",
  summary: "Extract and consolidate a Claude Code session with hooks.complete's model (started in the background by the Stop hook)",
  positionals: [{ name: "session", required: true, description: "the Claude Code session id" }],
  options: {},
  createsStore: true,
  ...(mcpCommand.defaultStore === undefined ? {} : { defaultStore: mcpCommand.defaultStore }),
  async run(context) {
    const sessionId = context.args[0] ?? "";
    const log = createHookLog(hookLogFile(context.io.env), `engram hooks extract ${sessionId.slice(0, 40)}`);
    try {
      if (!claudeCodeSessionIdPattern.test(sessionId)) {
        log(`refused: not a Claude Code session id (the Stop hook starts this command; ${claudeCodeHookEvents.join(", ")} are the hooks)`);
        return;
      }
      const config = context.config();
      const argv = completeArgv(config.hooks);
      if (argv === undefined) {
        log("hooks.complete is not set in the config: nothing to do");
        return;
      }
      const { io } = context;
      const { sessionStartTokens: _start, promptTokens: _prompt, deferExtraction: _defer, ...scopesAndGates } = configuredHookOptions(config);
      const report = await runBackgroundExtraction({
        sessionId,
        openStore: () => context.openStore(),
        complete: commandComplete({
          argv,
          env: io.env,
          cwd: io.cwd,
          ...(config.hooks?.completeTimeoutMs === undefined ? {} : { timeoutMs: config.hooks.completeTimeoutMs }),
        }),
        env: io.env,
        cwd: io.cwd,
        // The scopes and gates the hook that started this job used; its budgets do not apply here.
        ...scopesAndGates,
        log,
      });
      if (report.offline > 0) log(`the model failed; the offline rules extracted ${report.offline} of ${report.turns} turns`);
    } catch (error) {
      log(`failed: ${(error as Error).message ?? String(error)}`);
    }
  },
};
