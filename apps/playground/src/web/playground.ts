import { EngramError, type Memory } from "@engram/core";
import type { ConfigView, SessionView } from "./api-types.js";
import { frameworkLabels, frameworkNames } from "./frameworks/framework-runner.js";
import { manifestView } from "./manifest-view.js";
import { sessionMessages, sessionSummary } from "./memory-views.js";
import type { ModelChoice } from "./model/model-choice.js";
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
  readonly #workspaces = new Map<StoreKind, Promise<StoreWorkspace>>();

  constructor(options: PlaygroundOptions) {
    this.options = options;
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

  async sessionView(kind: StoreKind | undefined, sessionId: string): Promise<SessionView> {
    const workspace = await this.workspace(kind);
    const last = workspace.lastTurn(sessionId);
    const summary = await sessionSummary(workspace.store, sessionId);
    return {
      id: sessionId,
      messages: await sessionMessages(workspace.store, sessionId),
      ...(summary === undefined ? {} : { summary }),
      ...(last ? { manifest: manifestView(last.turn, last.framework) } : {}),
    };
  }

  async close(): Promise<void> {
    const opened = [...this.#workspaces.values()];
    this.#workspaces.clear();
    for (const workspace of await Promise.allSettled(opened)) {
      if (workspace.status === "fulfilled") await workspace.value.store.close();
    }
  }
}
