/**
 * `@engram/mcp/hook-handoff`: what `engram hooks run` needs to hand its hook to a running `engram mcp`
 * over a Unix domain socket, and nothing more (Node's own modules only, so a hook reaches the socket
 * before loading Engram): the socket's paths, the owner checks, the client, and the stdin reader.
 * The server side is `listenForHooks` in `@engram/mcp`. Decision 0162.
 */
export { defaultHandoffAcceptMs, handOffHook, type HandOffOptions, type HandOffResult } from "./handoff-client.js";
export { checkPrivate, handoffPaths, type HandoffPaths, maxSocketPathBytes, type OwnerCheck, type PrivateCheck, processUid } from "./handoff-files.js";
export {
  type HandoffEnvName,
  handoffEnvNames,
  type HandoffRefusal,
  type HandoffReply,
  type HandoffRequest,
  handoffVersion,
  maxHandoffReplyBytes,
  maxHandoffRequestBytes,
} from "./handoff-protocol.js";
export { type HookInputRead, readHookInput } from "../hooks/hook-input-reader.js";
export { maxHookInputBytes } from "../hooks/hook-input-limit.js";
