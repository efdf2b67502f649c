import { connect } from "node:net";
import { checkPrivate, type HandoffPaths, type OwnerCheck, processUid, readHandoffToken } from "./handoff-files.js";
import { type HandoffReply, type HandoffRequest, handoffVersion, maxHandoffReplyBytes, maxHandoffRequestBytes } from "./handoff-protocol.js";

export interface HandOffOptions {
  readonly paths: HandoffPaths;
  /** The hook, as the hook process would run it (the token is added here). */
  readonly request: Omit<HandoffRequest, "v" | "token">;
  /** The user the socket, its directory and the token file must belong to (default: this process's). */
  readonly owner?: OwnerCheck;
  /** How long a server has to connect and accept the request (default 100 ms); past it the hook runs here. */
  readonly acceptMs?: number;
  /** How long past the accepted budget the answer is waited for (default 1,000 ms). */
  readonly graceMs?: number;
}

export type HandOffResult =
  /** The server ran the hook: print `stdout`. */
  | { readonly kind: "answered"; readonly stdout: string; readonly ok: boolean }
  /**
   * The server did not run it, or may have stopped halfway: run the hook here. `quiet` when there is
   * simply no server (no socket, or a stale one); otherwise `detail` is worth a log line.
   */
  | { readonly kind: "fallback"; readonly quiet: boolean; readonly detail: string }
  /** Accepted, but no answer within the budget: the server may still be at it; the hook gives up as it would here. */
  | { readonly kind: "late"; readonly detail: string };

export const defaultHandoffAcceptMs = 100;
const defaultGraceMs = 1_000;

/**
 * Hands a hook to the `engram mcp` listening on `paths.socket`: checks that the directory, the socket and
 * the token file are this user's and owner-only (a link, another user's file or a looser mode is refused),
 * sends the request with the token, and reads the answer. Never throws: whatever keeps the server from
 * answering is a `fallback`, and the caller runs the hook itself (archiving is idempotent: decision 0162).
 */
export async function handOffHook(options: HandOffOptions): Promise<HandOffResult> {
  const uid = options.owner?.uid ?? processUid();
  if (uid === undefined) return { kind: "fallback", quiet: true, detail: "no hand-off on this platform" };
  const owner: OwnerCheck = { ...options.owner, uid };
  const { paths } = options;
  for (const [file, kind] of [
    [paths.dir, "directory"],
    [paths.socket, "socket"],
  ] as const) {
    const checked = checkPrivate(file, kind, owner);
    if (!checked.ok) return { kind: "fallback", quiet: checked.missing, detail: `refused the hand-off: ${checked.why}` };
  }
  const token = readHandoffToken(paths.token, owner);
  if (!token.ok || token.token === undefined) return { kind: "fallback", quiet: false, detail: `refused the hand-off: ${token.ok ? "no token" : token.why}` };
  const line = `${JSON.stringify({ v: handoffVersion, token: token.token, ...options.request })}\n`;
  if (Buffer.byteLength(line) > maxHandoffRequestBytes) return { kind: "fallback", quiet: false, detail: "the hook input is too large to hand off" };
  return exchange(paths.socket, line, options.acceptMs ?? defaultHandoffAcceptMs, options.graceMs ?? defaultGraceMs);
}

function exchange(socketPath: string, line: string, acceptMs: number, graceMs: number): Promise<HandOffResult> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    let accepted = false;
    let settled = false;
    let buffered = "";
    const finish = (result: HandOffResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    let timer = setTimeout(() => finish({ kind: "fallback", quiet: false, detail: `no server accepted the hook within ${acceptMs} ms` }), acceptMs);
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(line));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (accepted)
        return finish({ kind: "fallback", quiet: false, detail: `the server stopped during the hook (${error.code ?? error.message}); running it here` });
      // No socket, or one nobody listens on (a server that died): there is simply no server.
      const quiet = error.code === "ENOENT" || error.code === "ECONNREFUSED";
      finish({ kind: "fallback", quiet, detail: `could not reach the server: ${error.code ?? error.message}` });
    });
    socket.on("close", () =>
      finish({
        kind: "fallback",
        quiet: false,
        detail: accepted ? "the server stopped during the hook; running it here" : "the server closed the connection without an answer",
      }),
    );
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      if (buffered.length > maxHandoffReplyBytes) return finish({ kind: "fallback", quiet: false, detail: "the server's answer is too long" });
      for (let end = buffered.indexOf("\n"); end >= 0 && !settled; end = buffered.indexOf("\n")) {
        const reply = parseReply(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        if (reply === undefined) return finish({ kind: "fallback", quiet: false, detail: "the server's answer is not the hand-off's" });
        if ("refused" in reply) return finish({ kind: "fallback", quiet: false, detail: `the server refused the hook (${reply.refused}): ${reply.message}` });
        if ("done" in reply) return finish({ kind: "answered", stdout: reply.stdout, ok: reply.ok });
        if (accepted) return finish({ kind: "fallback", quiet: false, detail: "the server's answer is not the hand-off's" });
        accepted = true;
        clearTimeout(timer);
        timer = setTimeout(
          () => finish({ kind: "late", detail: `the server accepted the hook but did not answer within its budget of ${reply.timeoutMs} ms` }),
          reply.timeoutMs + graceMs,
        );
      }
    });
  });
}

function parseReply(text: string): HandoffReply | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const reply = value as Record<string, unknown>;
  if (reply["v"] !== handoffVersion) return undefined;
  if (reply["accepted"] === true && typeof reply["timeoutMs"] === "number" && Number.isFinite(reply["timeoutMs"]) && reply["timeoutMs"] >= 0)
    return reply as HandoffReply;
  if (reply["done"] === true && typeof reply["stdout"] === "string" && typeof reply["ok"] === "boolean") return reply as HandoffReply;
  if (typeof reply["refused"] === "string" && typeof reply["message"] === "string") return reply as HandoffReply;
  return undefined;
}
