import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

/** One client's session: its server and transport, and how busy it is. */
export interface HttpSession {
  readonly server: McpServer;
  readonly transport: StreamableHTTPServerTransport;
  /** Requests under way, an open notification stream included. */
  active: number;
  lastUsedMs: number;
}

/**
 * The open sessions of an HTTP server, with a lifecycle: at most `max` at once, and a session with no
 * request under way for `idleMs` is closed (its client starts a new one with `initialize`).
 */
export class HttpSessions {
  readonly #sessions = new Map<string, HttpSession>();
  readonly #max: number;
  readonly #idleMs: number;
  readonly #now: () => number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: { max: number; idleMs: number; now?: () => number }) {
    this.#max = options.max;
    this.#idleMs = options.idleMs;
    this.#now = options.now ?? Date.now;
    this.#sweeper = setInterval(() => void this.closeIdle(), Math.min(options.idleMs, 60_000));
    this.#sweeper.unref();
  }

  get size(): number {
    return this.#sessions.size;
  }

  get(id: string): HttpSession | undefined {
    return this.#sessions.get(id);
  }

  /** Whether another session fits, after closing the idle ones. */
  async hasRoom(): Promise<boolean> {
    if (this.#sessions.size < this.#max) return true;
    await this.closeIdle();
    return this.#sessions.size < this.#max;
  }

  add(id: string, session: HttpSession): void {
    this.#sessions.set(id, session);
  }

  /** Counts a request against the session until `done` is called. */
  use(session: HttpSession): () => void {
    session.active++;
    session.lastUsedMs = this.#now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      session.active--;
      session.lastUsedMs = this.#now();
    };
  }

  /** Forgets a session (its transport closed it, or the client deleted it). */
  remove(id: string): void {
    this.#sessions.delete(id);
  }

  async closeIdle(): Promise<void> {
    const cutoff = this.#now() - this.#idleMs;
    const idle = [...this.#sessions].filter(([, session]) => session.active === 0 && session.lastUsedMs <= cutoff);
    await Promise.all(idle.map(([id, session]) => this.#close(id, session)));
  }

  async closeAll(): Promise<void> {
    clearInterval(this.#sweeper);
    await Promise.all([...this.#sessions].map(([id, session]) => this.#close(id, session)));
  }

  async #close(id: string, session: HttpSession): Promise<void> {
    this.#sessions.delete(id);
    await session.server.close().catch(() => undefined);
  }
}
