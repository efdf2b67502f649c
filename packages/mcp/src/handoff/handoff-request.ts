import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import { type ClaudeCodeHookEvent, claudeCodeHookEvents } from "../hooks/hook-input.js";
import { maxHookInputBytes } from "../hooks/hook-input-limit.js";
import { type HandoffEnvName, handoffEnvNames, type HandoffRefusal, handoffTokenPattern, handoffVersion } from "./handoff-protocol.js";

/** A request that passed every check: the hook to run. */
export interface HandoffHook {
  readonly event: ClaudeCodeHookEvent;
  readonly input: string;
  readonly cwd: string;
  readonly home: string;
  readonly env: Partial<Record<HandoffEnvName, string>>;
  readonly timeoutMs?: number;
}

export type HandoffRequestCheck =
  | { readonly ok: true; readonly hook: HandoffHook }
  | { readonly ok: false; readonly refused: HandoffRefusal; readonly message: string };

const fields = new Set(["v", "token", "event", "input", "cwd", "home", "env", "timeoutMs"]);
const maxPathChars = 4_096;

const invalid = (message: string): HandoffRequestCheck => ({ ok: false, refused: "invalid", message });

function isPath(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= maxPathChars && !value.includes("\0") && path.isAbsolute(value);
}

/**
 * Reads one request line as hostile input: JSON of exactly the protocol's fields, the right token
 * (compared in constant time, before anything else is looked at), a known event, the hook input
 * within the hooks' own limit, absolute paths, only Claude Code's variables, a budget in the hooks' range.
 */
export function checkHandoffRequest(text: string, token: string): HandoffRequestCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid("the request is not JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return invalid("the request is not a JSON object");
  const request = value as Record<string, unknown>;
  if (request["v"] !== handoffVersion) return invalid(`the request is not version ${handoffVersion} of the hand-off`);
  const sent = request["token"];
  if (typeof sent !== "string" || !handoffTokenPattern.test(sent) || !timingSafeEqual(Buffer.from(sent), Buffer.from(token)))
    return { ok: false, refused: "token", message: "wrong token: the hook must read the server's token file" };
  const unknown = Object.keys(request).find((key) => !fields.has(key));
  if (unknown !== undefined) return invalid(`unknown field ${JSON.stringify(unknown.slice(0, 40))}`);
  const event = request["event"];
  if (typeof event !== "string" || !(claudeCodeHookEvents as readonly string[]).includes(event)) return invalid("unknown hook event");
  const input = request["input"];
  if (typeof input !== "string") return invalid("the hook input is not a string");
  if (Buffer.byteLength(input) > maxHookInputBytes) return { ok: false, refused: "too-large", message: `the hook input is over ${maxHookInputBytes} bytes` };
  const { cwd, home } = request;
  if (!isPath(cwd) || !isPath(home)) return invalid("cwd and home must be absolute paths");
  const env = request["env"];
  if (typeof env !== "object" || env === null || Array.isArray(env)) return invalid("env is not an object");
  const variables: Partial<Record<HandoffEnvName, string>> = {};
  for (const [name, text] of Object.entries(env)) {
    if (!(handoffEnvNames as readonly string[]).includes(name)) return invalid(`env may hold only ${handoffEnvNames.join(" and ")}`);
    if (typeof text !== "string" || text.length > maxPathChars || text.includes("\0")) return invalid(`env ${name} is not a path`);
    variables[name as HandoffEnvName] = text;
  }
  const timeoutMs = request["timeoutMs"];
  if (timeoutMs !== undefined && (typeof timeoutMs !== "number" || !Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 600_000))
    return invalid("timeoutMs must be a whole number of ms from 100 to 600000");
  return {
    ok: true,
    hook: { event: event as ClaudeCodeHookEvent, input, cwd, home, env: variables, ...(timeoutMs === undefined ? {} : { timeoutMs }) },
  };
}
