import { randomUUID } from "node:crypto";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { ListRootsResultSchema, RootsListChangedNotificationSchema, type ServerNotification, type ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import type { ScopeIdentity } from "./mcp-scopes.js";
import { directoryOfRoots, projectWorkspace } from "./project-scope.js";

export interface IdentityOptions {
  /** A fixed project workspace: the client's roots and the directory are then not asked. */
  readonly workspace?: string;
  /** The project directory when the client lists no roots (default: the process's working directory). */
  readonly cwd?: string;
  readonly user?: string;
  /** The agent's name (default: the client's name from its initialize request). */
  readonly agent?: string;
  readonly sessionId?: string;
  readonly onWarning?: (message: string) => void;
}

/** The request being handled: a question to the client sent through it travels on that request's own stream. */
export type HandlerExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** How long the client may take to list its roots before the working directory stands in. */
const rootsTimeoutMs = 10_000;
/** Control, format and other invisible characters: a client's name passes through here before it names a scope. */
const unprintable = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu;

/** A client's self-reported name as an agent name: printable, at most 64 characters, else "agent". */
export function agentNameOf(clientName: unknown): string {
  if (typeof clientName !== "string") return "agent";
  const name = clientName.normalize("NFC").replace(unprintable, "").trim().slice(0, 64).trim();
  return name === "" ? "agent" : name;
}

/**
 * The identity of one connection, resolved when first needed (after the client initialized): the
 * project from the configured workspace, else the client's first `file://` root, else `cwd`; resolved
 * again after the client says its roots changed.
 */
export class ConnectionIdentity {
  readonly #server: McpServer;
  readonly #options: IdentityOptions;
  readonly #session: string;
  #resolving: Promise<ScopeIdentity> | undefined;

  constructor(server: McpServer, options: IdentityOptions) {
    this.#server = server;
    this.#options = options;
    this.#session = options.sessionId ?? randomUUID();
    server.server.setNotificationHandler(RootsListChangedNotificationSchema, () => {
      this.#resolving = undefined;
    });
  }

  /** The identity; `extra` (the request being handled) carries the roots question, so it reaches an HTTP client without a notification stream. */
  current(extra?: HandlerExtra): Promise<ScopeIdentity> {
    this.#resolving ??= this.#resolve(extra);
    return this.#resolving;
  }

  async #resolve(extra: HandlerExtra | undefined): Promise<ScopeIdentity> {
    const workspace = this.#options.workspace ?? projectWorkspace((await this.#rootDirectory(extra)) ?? this.#options.cwd ?? process.cwd());
    const agent = this.#options.agent ?? agentNameOf(this.#server.server.getClientVersion()?.name);
    return { workspace, session: this.#session, agent, ...(this.#options.user === undefined ? {} : { user: this.#options.user }) };
  }

  async #rootDirectory(extra: HandlerExtra | undefined): Promise<string | undefined> {
    if (!this.#server.server.getClientCapabilities()?.roots) return undefined;
    try {
      const { roots } = extra
        ? await extra.sendRequest({ method: "roots/list" }, ListRootsResultSchema, { timeout: rootsTimeoutMs })
        : await this.#server.server.listRoots(undefined, { timeout: rootsTimeoutMs });
      return directoryOfRoots(roots);
    } catch (error) {
      this.#options.onWarning?.(`the client did not list its roots (${(error as Error).message}); the working directory names the project.`);
      return undefined;
    }
  }
}
