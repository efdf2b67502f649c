import type { Scope } from "../store/scope.js";

/** One change consolidation made (or, in a dry run, would make), with its reason. */
export type ConsolidationChange =
  | {
      readonly action: "created";
      readonly id: string;
      readonly key: string;
      readonly fromDaily: readonly string[];
      readonly via: "heuristic" | "model";
      readonly reason: string;
    }
  | {
      /** `id` absorbed the daily items, or the entry `absorbed` (which is deleted). */
      readonly action: "merged";
      readonly id: string;
      readonly fromDaily: readonly string[];
      readonly absorbed?: string;
      readonly via: "heuristic" | "model";
      readonly reason: string;
    }
  | {
      /** `id` stopped being valid at `validTo`; `by` holds the newer value. */
      readonly action: "superseded";
      readonly id: string;
      readonly by: string;
      readonly validTo: string;
      readonly via: "heuristic" | "model";
      readonly reason: string;
    }
  | { readonly action: "skipped"; readonly fromDaily: readonly string[]; readonly via: "heuristic" | "model"; readonly reason: string }
  | { readonly action: "decayed"; readonly id: string; readonly from: number; readonly to: number; readonly reason: string }
  | {
      readonly action: "pruned";
      readonly id: string;
      readonly rule: "age" | "confidence" | "cap" | "superseded";
      readonly reason: string;
    }
  | { readonly action: "expired"; readonly id: string; readonly reason: string }
  | {
      /**
       * Another writer changed this record (or created it) while the run worked, so the run's change to
       * it was not written: it stays as that writer left it and is considered again at the next run.
       */
      readonly action: "conflict";
      readonly kind: "entry" | "daily" | "index";
      readonly id: string;
      readonly reason: string;
    }
  | {
      readonly action: "index";
      readonly id: string;
      readonly changed: boolean;
      readonly entries: number;
      readonly truncated?: "lines" | "bytes";
      readonly reason: string;
    };

export type ConsolidationAction = ConsolidationChange["action"];

export interface ConsolidationBatch {
  readonly items: readonly string[];
  readonly chars: number;
  /** "model" when `complete` distilled it; "heuristic" offline or after a failed model answer. */
  readonly via: "heuristic" | "model";
}

export interface ConsolidationReport {
  readonly scope: Scope;
  /** The run's clock (`now`). */
  readonly at: string;
  readonly dryRun: boolean;
  readonly batches: readonly ConsolidationBatch[];
  /** Daily items consumed by this run (tagged `consolidated` unless dry; one whose entry met a conflict is not). */
  readonly consumed: readonly string[];
  /** In the order they were made: distillation, dedup and supersession, expiry, decay, pruning, index, then conflicts met writing. */
  readonly changes: readonly ConsolidationChange[];
  readonly warnings: readonly string[];
}
