import type { EntryType, Trust } from "../store/records.js";
import type { RelateOptions } from "./relate-entries.js";
import { retentionPolicy, type RetentionLevel, type RetentionPolicy } from "./retention-policy.js";
import { memoryIndexLimits } from "./truncate-index-content.js";

/** Everything consolidation can be tuned by; every field has a default from the seed documents. */
export interface ConsolidationOptions {
  /** Characters of daily items per batch (default 12,000). */
  batchChars?: number;
  /** Word overlap from which two memories are the same (default 0.6). */
  overlapThreshold?: number;
  /** Cosine similarity from which two memories are the same, when `embed` is given (default 0.9). */
  cosineThreshold?: number;
  /** Types whose newer value supersedes the older (default fact, preference, decision, convention). */
  contradictionTypes?: readonly EntryType[];
  /** Importance × `factor` (0.9) for every `afterDays` (30) an unpinned entry goes unused. */
  decay?: { afterDays?: number; factor?: number };
  /**
   * Removes unpinned entries unused for `maxAgeDays` (90; null: never; types the retention policy
   * keeps are exempt), with confidence below `minConfidence` (0.3), and the least important over
   * `maxEntries` (100) per scope. Superseded entries go `maxAgeDays` after they stopped being valid.
   */
  prune?: { maxAgeDays?: number | null; minConfidence?: number; maxEntries?: number };
  /** Days since the last update per scope level, and types kept forever (see `RetentionPolicy`). */
  retention?: { days?: Partial<Record<RetentionLevel, number | null>>; keepTypes?: readonly EntryType[] };
  /** MEMORY.md caps (200 lines, 25,000 bytes). */
  index?: { maxLines?: number; maxBytes?: number };
  /** Confidence of a distilled entry by the trust of its source (daily items carry none). */
  confidenceByTrust?: Partial<Record<Trust, number>>;
  /** Called once per recoverable problem (a model answer that failed validation, an embed error). */
  onWarning?: (message: string, cause?: unknown) => void;
}

export interface ResolvedConsolidationOptions extends RelateOptions {
  readonly batchChars: number;
  readonly decay: { readonly afterDays: number; readonly factor: number };
  readonly prune: { readonly maxAgeDays: number | null; readonly minConfidence: number; readonly maxEntries: number };
  readonly retention: RetentionPolicy;
  readonly index: { readonly maxLines: number; readonly maxBytes: number };
  readonly confidenceByTrust: Readonly<Record<Trust, number>>;
  readonly onWarning: (message: string, cause?: unknown) => void;
}

export const defaultConfidenceByTrust: Readonly<Record<Trust, number>> = { user: 0.8, agent: 0.6, tool: 0.6, external: 0.4 };

export function resolveConsolidationOptions(options: ConsolidationOptions = {}): ResolvedConsolidationOptions {
  return {
    batchChars: options.batchChars ?? 12_000,
    overlapThreshold: options.overlapThreshold ?? 0.6,
    cosineThreshold: options.cosineThreshold ?? 0.9,
    contradictionTypes: options.contradictionTypes ?? ["fact", "preference", "decision", "convention"],
    decay: { afterDays: options.decay?.afterDays ?? 30, factor: options.decay?.factor ?? 0.9 },
    prune: {
      maxAgeDays: options.prune?.maxAgeDays === undefined ? 90 : options.prune.maxAgeDays,
      minConfidence: options.prune?.minConfidence ?? 0.3,
      maxEntries: options.prune?.maxEntries ?? 100,
    },
    retention: retentionPolicy(options.retention),
    index: {
      maxLines: options.index?.maxLines ?? memoryIndexLimits.maxLines,
      maxBytes: options.index?.maxBytes ?? memoryIndexLimits.maxBytes,
    },
    confidenceByTrust: { ...defaultConfidenceByTrust, ...options.confidenceByTrust },
    onWarning: options.onWarning ?? (() => {}),
  };
}
