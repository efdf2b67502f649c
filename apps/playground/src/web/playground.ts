import { EngramError, type Memory } from "@engram/core";
import type { DailyRecord } from "@engram/core/store";
import { BoundedCache } from "@engram/core/store-kit";
import { ApiError } from "./api/http-json.js";
import type { ConfigView, ExplainView, SessionView, TraceView } from "./api-types.js";
import { frameworkLabels, frameworkNames } from "./frameworks/framework-runner.js";
import { MemoryChanges } from "./memory-changes.js";
import type { ModelChoice } from "./model/model-choice.js";
import { explainView, type ExplainTarget } from "./views/explain-view.js";
import { sessionView } from "./views/session-view.js";
import { traceEvent } from "./views/trace-event.js";
import { traceView } from "./views/trace-views.js";
import { StoreWorkspace, type WindowSettings } from "./store-workspace.js";
import { availableStores, howToOpen, openStore, type StoreKind, storeLocation, type StoreTargets } from "./store-targets.js";

export interface PlaygroundOptions {
  readonly targets: StoreTargets;
  readonly model: ModelChoice;
  readonly settings: WindowSettings;
  /** Whose memory the page shows; every session is this user's. */
  readonly userId: string;
  /** The clock a consolidation preview and a forget run at (default: the current time); tests give a fixed one. */
  readonly clock?: () => Date;
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
    this.changes = new MemoryChanges({ active: options.targets.active, memory: (kind) => this.memory(kind), now: options.clock ?? (() => new Date()) });
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
    if (kind !== "fs" && kind !== "sqlite" && storeLocation(kind, this.options.targets) === undefined) {
      const message = `Store "${kind}" is not open in this playground: start the server with ${howToOpen[kind]}, or pick fs or sqlite.`;
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
    const { workspace, daily } = await this.#session(kind, sessionId);
    return sessionView(workspace.store, sessionId, daily, this.options.model.info.offline);
  }

  /** One model call's trace, as the archive keeps it; 404 for an id that is not a trace of this session. */
  async traceView(kind: StoreKind | undefined, sessionId: string, traceId: number): Promise<TraceView> {
    const { workspace, daily } = await this.#session(kind, sessionId);
    const events = await workspace.store.readEvents(sessionId);
    return traceView(sessionId, traceEvent(events, sessionId, traceId), events, daily, this.options.model.info.offline);
  }

  /** "Why was X not recalled?" for a trace's query: recall's own explanation, with the trace's budget. */
  async explain(kind: StoreKind | undefined, sessionId: string, traceId: number, target: ExplainTarget): Promise<ExplainView> {
    const { workspace, memory } = await this.#session(kind, sessionId);
    const stored = traceEvent(await workspace.store.readEvents(sessionId), sessionId, traceId);
    return explainView(workspace.store, memory, sessionId, stored.trace, target);
  }

  async #session(kind: StoreKind | undefined, sessionId: string): Promise<{ workspace: StoreWorkspace; memory: Memory; daily: DailyRecord[] }> {
    const { workspace, memory } = await this.memory(kind);
    const info = await workspace.store.getSession(sessionId);
    if (info ? info.scope.user !== this.options.userId : !this.#issued.has(sessionId)) {
      const where = kind ?? this.options.targets.active;
      throw new ApiError(404, "NOT_FOUND", `There is no session "${sessionId}" in the ${where} store: start a new session, or pick one from the list.`);
    }
    const page = await workspace.store.query({ kind: "daily", scope: memory.scope, limit: 1_000 });
    return { workspace, memory, daily: page.records.filter((item) => item.provenance.sessionId === sessionId) };
  }

  async close(): Promise<void> {
    const opened = [...this.#workspaces.values()];
    this.#workspaces.clear();
    for (const workspace of await Promise.allSettled(opened)) {
      if (workspace.status === "fulfilled") await workspace.value.store.close();
    }
  }
}
