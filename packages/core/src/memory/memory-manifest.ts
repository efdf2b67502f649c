import type { PreparedContext } from "../pipeline/prepared-context.js";
import type { ContextRecall } from "./recall-for-context.js";

/** A prepared prompt's manifest with what recall did for it. */
export type MemoryManifest = PreparedContext["manifest"] & { readonly recall: ContextRecall };

/** The prepared prompt and its manifest, recall included. */
export interface MemoryContext extends PreparedContext {
  readonly manifest: MemoryManifest;
}
