import type { ClaudeCodeHookOptions } from "@engram/mcp/hooks";
import type { CliConfig } from "./config-file.js";
import { completeArgv } from "./hook-model.js";

/** A hook's settings from the config (`mcp.*` scopes' names, `hooks.*` budgets, gates and whether a model extracts): the same in `engram hooks run` and in the `engram mcp` it hands its work to. */
export function configuredHookOptions(
  config: CliConfig,
): Pick<ClaudeCodeHookOptions, "workspace" | "user" | "agent" | "sessionStartTokens" | "promptTokens" | "consolidationGates" | "deferExtraction"> {
  const hooks = config.hooks ?? {};
  return {
    ...(config.mcp?.workspace === undefined ? {} : { workspace: config.mcp.workspace }),
    ...(config.mcp?.user === undefined ? {} : { user: config.mcp.user }),
    ...(config.mcp?.agent === undefined ? {} : { agent: config.mcp.agent }),
    ...(hooks.sessionStartTokens === undefined ? {} : { sessionStartTokens: hooks.sessionStartTokens }),
    ...(hooks.promptTokens === undefined ? {} : { promptTokens: hooks.promptTokens }),
    ...(hooks.consolidation === undefined ? {} : { consolidationGates: hooks.consolidation }),
    // With a model (`hooks.complete`), extraction waits for the background job the hook starts (decision 0172).
    ...(completeArgv(hooks) === undefined ? {} : { deferExtraction: true }),
  };
}
