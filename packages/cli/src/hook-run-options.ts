import type { ClaudeCodeHookOptions } from "@engram/mcp/hooks";
import type { CliConfig } from "./config-file.js";

/** A hook's settings from the config (`mcp.*` scopes' names, `hooks.*` budgets and gates): the same in `engram hooks run` and in the `engram mcp` it hands its work to. */
export function configuredHookOptions(
  config: CliConfig,
): Pick<ClaudeCodeHookOptions, "workspace" | "user" | "agent" | "sessionStartTokens" | "promptTokens" | "consolidationGates"> {
  const hooks = config.hooks ?? {};
  return {
    ...(config.mcp?.workspace === undefined ? {} : { workspace: config.mcp.workspace }),
    ...(config.mcp?.user === undefined ? {} : { user: config.mcp.user }),
    ...(config.mcp?.agent === undefined ? {} : { agent: config.mcp.agent }),
    ...(hooks.sessionStartTokens === undefined ? {} : { sessionStartTokens: hooks.sessionStartTokens }),
    ...(hooks.promptTokens === undefined ? {} : { promptTokens: hooks.promptTokens }),
    ...(hooks.consolidation === undefined ? {} : { consolidationGates: hooks.consolidation }),
  };
}
