import type { PersonalStoreKind } from "../personal/dataset-cache.js";

/** One store at one share of the year. */
export interface PersonalStep {
  readonly store: PersonalStoreKind;
  /** Share of the year's messages and entries (1: the whole year). */
  readonly fraction: number;
  /** Long-term entries instead of the share's (the 100,000-entry case beside the year's messages). */
  readonly entries?: number;
  /** Fresh processes measured, one after the other; open and memory are their medians, recall times pooled. */
  readonly probes: number;
  /** Node flags of those processes; none by default (as `engram mcp` starts without a launcher's flags). */
  readonly nodeFlags?: readonly string[];
  /**
   * Whether each process runs `memory.warmUp()` after the open, as `engram mcp` does in the background
   * (decision 0237), and times its first recall from the warm-up's end instead of from the open call.
   */
  readonly warmUp?: boolean;
}
