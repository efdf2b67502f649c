import type { MemoryStore, Scope } from "@engram/core";
import type { CliConfig } from "./config-file.js";
import type { CliIO } from "./io.js";
import type { Progress } from "./progress.js";

/** One option as `node:util` parseArgs takes it, plus what help prints. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly short?: string;
  readonly multiple?: boolean;
  /** The value's placeholder in help ("<file>"). */
  readonly value?: string;
  readonly description: string;
}

export interface PositionalSpec {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
}

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** What a command gets: its parsed input, the streams, and the store and scope opened on demand. */
export interface CommandContext {
  readonly name: string;
  readonly args: readonly string[];
  readonly values: OptionValues;
  readonly io: CliIO;
  readonly json: boolean;
  /** Opened on first call; main closes it after the command. */
  openStore(): Promise<MemoryStore>;
  /** The store as a person reads it ("fs:/home/ann/.engram"). */
  storeLabel(): string;
  /** The nearest config file (or the embedded default). */
  config(): CliConfig;
  /** --scope, else the config file's "scope", else undefined (every scope). */
  scope(): Scope | undefined;
  /** The scope, or a usage error saying this command needs one. */
  requireScope(): Scope;
  /** Resolves when confirmed (--yes or "y" on a terminal); throws otherwise. */
  confirm(question: string): Promise<void>;
  progress(): Progress;
}

export interface CommandSpec {
  /** The words that select it: "memory list", "consolidate". */
  readonly name: string;
  readonly summary: string;
  readonly positionals: readonly PositionalSpec[];
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** May create the store when it does not exist yet (import); every other command needs one. */
  readonly createsStore?: boolean;
  /**
   * The store when neither --store nor a config file names one (default: fs:./.engram); a function is
   * called with the environment (the personal store follows $ENGRAM_HOME).
   */
  readonly defaultStore?: string | ((env: NodeJS.ProcessEnv) => string);
  run(context: CommandContext): Promise<void>;
}

export function stringValue(context: CommandContext, name: string): string | undefined {
  const value = context.values[name];
  return typeof value === "string" ? value : undefined;
}

export function flagValue(context: CommandContext, name: string): boolean {
  return context.values[name] === true;
}

/** A repeatable option; each occurrence may also hold a comma-separated list. */
export function listValue(context: CommandContext, name: string): string[] {
  const value = context.values[name];
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items
    .flatMap((item) => String(item).split(","))
    .map((item) => item.trim())
    .filter((item) => item !== "");
}
