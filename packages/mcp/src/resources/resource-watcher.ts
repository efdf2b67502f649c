import { createHash } from "node:crypto";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError, SubscribeRequestSchema, UnsubscribeRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { HandlerExtra } from "../connection-identity.js";
import { MemoryResources } from "./memory-resources.js";

/** The most resources one connection may subscribe to, and the longest URI: its state stays bounded whatever a client asks. */
export const maxSubscriptions = 1_000;
export const maxSubscribedUriLength = 4_096;

/** What a resource read, kept as a digest: a thousand subscriptions cost a thousand hashes, not a thousand files. */
const digestOf = (text: string | undefined): string | undefined => (text === undefined ? undefined : createHash("sha256").update(text).digest("base64"));

/**
 * `resources/subscribe` for Engram's resources: remembers what each subscribed resource read, and
 * sends `notifications/resources/updated` when it reads otherwise. It compares after this
 * connection's own writes, when another connection of the process signals one, and every `pollMs`
 * while anything is subscribed (writes by other processes: another agent, the CLI, a hand edit).
 */
export class ResourceWatcher {
  readonly #server: McpServer;
  readonly #resources: MemoryResources;
  readonly #pollMs: number;
  readonly #onWarning: ((message: string) => void) | undefined;
  /** Subscribed URI → the digest of what it read last (undefined: it could not be read). */
  readonly #seen = new Map<string, string | undefined>();
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(server: McpServer, resources: MemoryResources, options: { pollMs: number; onWarning?: (message: string) => void }) {
    this.#server = server;
    this.#resources = resources;
    this.#pollMs = options.pollMs;
    this.#onWarning = options.onWarning;
    server.server.setRequestHandler(SubscribeRequestSchema, async (request, extra) => {
      const { uri } = request.params;
      if (uri.length > maxSubscribedUriLength || !MemoryResources.isMemoryUri(uri)) {
        throw new McpError(
          ErrorCode.InvalidParams,
          `Cannot subscribe to ${uri.slice(0, 200)}: Engram's resources are engram://memory/<scope>/MEMORY.md and engram://memory/<scope>/entries/<key>, at most ${maxSubscribedUriLength} characters.`,
        );
      }
      if (!this.#seen.has(uri) && this.#seen.size >= maxSubscriptions) {
        throw new McpError(
          ErrorCode.InvalidParams,
          `Cannot subscribe to ${uri}: this connection already follows ${maxSubscriptions} resources; unsubscribe from some first.`,
        );
      }
      this.#seen.set(uri, await this.#digest(uri, extra));
      this.#startPolling();
      return {};
    });
    server.server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
      this.#seen.delete(request.params.uri);
      if (this.#seen.size === 0) this.#stopPolling();
      return {};
    });
  }

  /** Compares every subscribed resource with what it read last, and notifies the changed ones. Calls run one after another. */
  check(): Promise<void> {
    const run = this.#checking.then(() => this.#compare());
    // One failed comparison must not stop the ones after it.
    this.#checking = run.catch(() => undefined);
    return run;
  }

  close(): void {
    this.#closed = true;
    this.#stopPolling();
    this.#seen.clear();
  }

  async #compare(): Promise<void> {
    for (const [uri, before] of [...this.#seen]) {
      if (this.#closed) return;
      const now = await this.#digest(uri);
      if (now === before || !this.#seen.has(uri)) continue;
      this.#seen.set(uri, now);
      try {
        await this.#server.server.sendResourceUpdated({ uri });
      } catch (error) {
        // The client went away mid-notification; the transport's close ends this watcher.
        this.#onWarning?.(`could not notify the client that ${uri} changed: ${(error as Error).message}`);
      }
    }
  }

  async #digest(uri: string, extra?: HandlerExtra): Promise<string | undefined> {
    try {
      return digestOf(await this.#resources.read(uri, extra));
    } catch {
      // Forgotten, or a scope this connection lacks: "unreadable" is a state too, and leaving it is a change.
      return undefined;
    }
  }

  #startPolling(): void {
    if (this.#timer !== undefined || this.#pollMs <= 0 || this.#closed) return;
    this.#timer = setInterval(() => {
      this.check().catch((error: unknown) => this.#onWarning?.(`checking subscribed resources failed: ${(error as Error).message}`));
    }, this.#pollMs);
    // Polling never keeps the process alive: the transport does, while the client is connected.
    this.#timer.unref();
  }

  #stopPolling(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
