import path from "node:path";
import type { ScopeIdentity } from "../mcp-scopes.js";
import { projectWorkspace } from "../project-scope.js";
import type { ClaudeCodeHookInput } from "./hook-input.js";

/** The agent name Claude Code gives itself in MCP's initialize, so `engram mcp` serving it has the same agent scope. */
export const claudeCodeAgentName = "claude-code";

/** The Engram session a Claude Code session is archived as. */
export function claudeCodeSessionId(sessionId: string): string {
  return `claude-code-${sessionId}`;
}

export interface ClaudeCodeIdentityOptions {
  /** A fixed project workspace (`mcp.workspace`), as `engram mcp` takes it. */
  readonly workspace?: string;
  readonly user?: string;
  /** Default `claude-code`. */
  readonly agent?: string;
  readonly env: NodeJS.ProcessEnv;
  /** The hook process's directory, when neither the environment nor the input names the project. */
  readonly cwd: string;
}

/**
 * The scopes a hook of a Claude Code session reads and writes, made exactly as `engram mcp` makes a
 * connection's (`ScopeIdentity`): the project is `workspace`, else `project-<hash>` of the directory
 * Claude Code runs in (`$CLAUDE_PROJECT_DIR`, which is also the root Claude Code lists to MCP servers,
 * else the input's `cwd`, else `cwd`); the agent is `claude-code`; the session is the Claude Code session.
 */
export function claudeCodeIdentity(input: ClaudeCodeHookInput, options: ClaudeCodeIdentityOptions): { identity: ScopeIdentity; projectDir: string } {
  const fromEnv = options.env["CLAUDE_PROJECT_DIR"];
  const projectDir = fromEnv && path.isAbsolute(fromEnv) ? fromEnv : input.cwd !== undefined && path.isAbsolute(input.cwd) ? input.cwd : options.cwd;
  const identity: ScopeIdentity = {
    workspace: options.workspace ?? projectWorkspace(projectDir),
    session: claudeCodeSessionId(input.session_id),
    agent: options.agent ?? claudeCodeAgentName,
    ...(options.user === undefined ? {} : { user: options.user }),
  };
  return { identity, projectDir };
}
