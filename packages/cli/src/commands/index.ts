import type { CommandSpec } from "../command.js";
import { consolidateCommand } from "./consolidate.js";
import { evalLocomo } from "./eval-locomo.js";
import { hooksExtract } from "./hooks-extract.js";
import { hooksInstall } from "./hooks-install.js";
import { hooksRun } from "./hooks-run.js";
import { hooksStatus } from "./hooks-status.js";
import { hooksUninstall } from "./hooks-uninstall.js";
import { mcpCommand } from "./mcp.js";
import { memoryClear } from "./memory-clear.js";
import { memoryDelete } from "./memory-delete.js";
import { memoryExport } from "./memory-export.js";
import { memoryForget } from "./memory-forget.js";
import { memoryImport } from "./memory-import.js";
import { memoryList } from "./memory-list.js";
import { memoryPrune } from "./memory-prune.js";
import { memorySearch } from "./memory-search.js";
import { memoryShow } from "./memory-show.js";
import { memoryStats } from "./memory-stats.js";
import { sessionExport } from "./session-export.js";
import { sessionList } from "./session-list.js";
import { sessionSearch } from "./session-search.js";
import { sessionShow } from "./session-show.js";

/** Every command, in the order help lists them. */
export const allCommands: readonly CommandSpec[] = [
  memoryList,
  memoryShow,
  memorySearch,
  memoryStats,
  memoryPrune,
  memoryExport,
  memoryImport,
  memoryForget,
  memoryDelete,
  memoryClear,
  sessionList,
  sessionShow,
  sessionSearch,
  sessionExport,
  consolidateCommand,
  mcpCommand,
  hooksInstall,
  hooksUninstall,
  hooksStatus,
  hooksRun,
  hooksExtract,
  evalLocomo,
];
