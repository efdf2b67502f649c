/**
 * `@engram/mcp`: Engram's memory for any MCP agent. `createEngramMcpServer` over an opened store, and
 * the transports: `serveStdio` (one client on stdin/stdout) and `serveHttp` (Streamable HTTP on
 * loopback, with a bearer token). The scope helpers are here for the hooks and for anyone who reads
 * the same memory outside MCP.
 */
export { createEngramMcpServer, type EngramMcpOptions, maxToolInputElements } from "./engram-mcp-server.js";
export { serveStdio, type StdioOptions } from "./stdio.js";
export { serveHttp, type EngramHttpServer, type HttpOptions } from "./http/serve-http.js";
export { ChangeSignal } from "./change-signal.js";
export type { IdentityOptions } from "./connection-identity.js";
export { directoryOfRoots, projectScopeId, projectWorkspace } from "./project-scope.js";
export {
  connectionContext,
  coreScopeOf,
  type McpScopeName,
  mcpScopeNames,
  memoryIndexUri,
  type ScopeIdentity,
  scopeLayers,
} from "./mcp-scopes.js";
export { memoryGuidance } from "./remember-prompt.js";
export { type HookHandoffListen, type HookHandoffServerOptions, listenForHooks } from "./handoff/handoff-server.js";
export { checkHandoffRequest, type HandoffHook, type HandoffRequestCheck } from "./handoff/handoff-request.js";
