import { EngramError, type Memory } from "@engram/core";
import { BoundedCache } from "@engram/core/store-kit";
import { ApiError } from "./api/http-json.js";
import type { ConfigView, SessionView } from "./api-types.js";
import { frameworkLabels, frameworkNames } from "./frameworks/framework-runner.js";
import { MemoryChanges } from "./memory-changes.js";
import type { ModelChoice } from "./model/model-choice.js";
import { sessionView } from "./views/session-view.js";
import { StoreWorkspace, type WindowSettings } from "./store-workspace.js";
import { availableStores, openStore, type StoreKind, type StoreTargets } from "./store-targets.js";

export interface PlaygroundOptions {
  readonly targets: StoreTargets;
  readonly model: ModelChoice;
  readonly settings: WindowSettings;
  /** Whose memory the page shows; every session is this user's. */
  readonly userId: string;
}

/** The server's state: a workspace per store, opened when first used. */
export class Playground {
  readonly options: PlaygroundOptions;
  /** Consolidation plans and undo tokens, per store. */
  readonly changes: MemoryChanges;
  readonly #workspaces = new Map<StoreKind, Promise<StoreWorkspace>>();
  /** Session ids handed out by POST /sessions that have no message yet: they open empty instead of 404. */
  readonly #issued = new BoundedCache<string, true>({ maxEntries: 10_000 });

  constructor(options: PlaygroundOptions) {
    this.options = options;
    this.changes = new MemoryChanges(this);
  }

  issueSession(id: string): void {
    this.#issued.set(id, true);
  }

  config(): ConfigView {
    const { targets, model, settings, userId } = this.options;
    return {
      model: model.info,
      userId,
      frameworks: frameworkNames.map((id) => ({ id, label: frameworkLabels[id] })),
      stores: availableStores(targets),
      defaultStore: targets.active,
      contextWindow: settings.contextWindow,
    };
  }

  workspace(kind: StoreKind = this.options.targets.active): Promise<StoreWorkspace> {
    if (kind === "redis" && !this.options.targets.redis) {
      const message = 'Store "redis" is not open in this playground: start the server with REDIS_URL=redis://… or --store redis://…, or pick fs or sqlite.';
      return Promise.reject(new EngramError("INVALID_OPTIONS", message));
    }
    let workspace = this.#workspaces.get(kind);
    if (!workspace) {
      workspace = openStore(kind, this.options.targets).then((store) => new StoreWorkspace(store, this.options.model, this.options.settings));
      // A store that failed to open is tried again on the next request.
      workspace.catch(() => this.#workspaces.delete(kind));
      this.#workspaces.set(kind, workspace);
    }
    return workspace;
  }

  async memory(kind?: StoreKind): Promise<{ workspace: StoreWorkspace; memory: Memory }> {
    const workspace = await this.workspace(kind);
    return { workspace, memory: workspace.engram.memory({ userId: this.options.userId }) };
  }

  /** A session of this user in the store, from its archive; 404 for an id neither stored nor handed out. */
  async sessionView(kind: StoreKind | undefined, sessionId: string): Promise<SessionView> {
    const { workspace, memory } = await this.memory(kind);
    const info = await workspace.store.getSession(sessionId);
    if (info ? info.scope.user !== this.options.userId : !this.#issued.has(sessionId)) {
      const where = kind ?? this.options.targets.active;
      throw new ApiError(404, "NOT_FOUND", `There is no session "${sessionId}" in the ${where} store: start a new session, or pick it from the list.`);
    }
    const daily = await workspace.store.query({ kind: "daily", scope: memory.scope, limit: 1_000 });
    const sessionDaily = daily.records.filter((item) => item.provenance.sessionId === sessionId);
    return sessionView(workspace.store, sessionId, sessionDaily, this.options.model.info.offline);
  }

  async close(): Promise<void> {
    const opened = [...this.#workspaces.values()];
    this.#workspaces.clear();
    for (const workspace of await Promise.allSettled(opened)) {
      if (workspace.status === "fulfilled") await workspace.value.store.close();
    }
  }
}
