import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { UsageError } from "./cli-errors.js";
import { configFileNames } from "./config-file-names.js";

export { configFileNames } from "./config-file-names.js";
/** The store used when neither --store nor a config file names one. */
export const defaultStoreSpec = "fs:./.engram";

/** `engram mcp`'s settings: its scopes' names, and the HTTP server's token, origins and port. */
const mcpConfigSchema = z
  .object({
    /** The project scope's workspace, instead of project-<hash> of the directory. */
    workspace: z.string().min(1).max(200).optional(),
    /** Who the user is: enables the user scope. */
    user: z.string().min(1).max(200).optional(),
    /** The agent scope's name, instead of the client's name. */
    agent: z.string().min(1).max(200).optional(),
    /** The bearer token of `engram mcp --http`, instead of one generated per run. */
    token: z.string().min(1).max(512).optional(),
    /** Origins whose pages may call `engram mcp --http`. */
    allowedOrigins: z.array(z.string().min(1).max(200)).max(20).optional(),
    /** The port of `engram mcp --http`. */
    port: z.number().int().min(0).max(65_535).optional(),
  })
  .strict();

export type McpConfig = z.infer<typeof mcpConfigSchema>;

/** `engram hooks run`'s settings: its time budget, what its blocks may cost, and consolidation's gates. */
const hooksConfigSchema = z
  .object({
    /** The time budget of one hook, in ms (default 5000). */
    timeoutMs: z.number().int().min(100).max(600_000).optional(),
    /** Tokens the SessionStart block may cost (default 2000). */
    sessionStartTokens: z.number().int().min(100).max(20_000).optional(),
    /** Tokens a prompt's recalled memories may cost (default 1000). */
    promptTokens: z.number().int().min(100).max(20_000).optional(),
    /**
     * A model for extraction and consolidation, run in the background after Stop: a command that reads a
     * prompt on stdin and prints the answer, as a list (`["claude", "-p"]`) or a string of plain words
     * split on spaces (no quotes, no shell: `"claude -p"`).
     */
    complete: z.union([z.string().min(1).max(1_000), z.array(z.string().min(1).max(4_000)).min(1).max(64)]).optional(),
    /** How long one call of that command may take, in ms (default 120000). */
    completeTimeoutMs: z.number().int().min(1_000).max(600_000).optional(),
    /** Consolidation's gates after archiving (default core's: 24 hours and 5 sessions since the last run). */
    consolidation: z
      .object({ minHours: z.number().min(0).max(8_760).optional(), minSessions: z.number().int().min(0).max(10_000).optional() })
      .strict()
      .optional(),
  })
  .strict();

export type HooksConfig = z.infer<typeof hooksConfigSchema>;

const configSchema = z
  .object({
    $schema: z.string().optional(),
    /** A store spec; relative paths are relative to the config file's directory. */
    store: z.string().min(1).optional(),
    /** The default --scope, in the same syntax. */
    scope: z.string().min(1).optional(),
    mcp: mcpConfigSchema.optional(),
    hooks: hooksConfigSchema.optional(),
  })
  .strict();

export interface CliConfig {
  /** The file it came from, or undefined for the embedded default. */
  readonly file?: string;
  /** The directory relative store paths resolve from. */
  readonly baseDir: string;
  readonly store: string;
  /** Whether the file named the store (else `store` is the default, and a command may have its own). */
  readonly storeConfigured: boolean;
  readonly scope?: string;
  readonly mcp?: McpConfig;
  readonly hooks?: HooksConfig;
}

function readConfig(file: string): z.infer<typeof configSchema> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new UsageError(`Cannot read the config file ${file}: ${(error as Error).message}. Fix its JSON or remove it.`);
  }
  const parsed = configSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `"${issue.path.join(".")}"` : "the file";
    throw new UsageError(
      `The config file ${file} is invalid at ${where}: ${issue?.message ?? "unknown problem"}. ` +
        'It takes only "store" and "scope", both strings, "mcp" (workspace, user, agent, token: strings; allowedOrigins: a list of strings; port: a number) ' +
        'and "hooks" (timeoutMs, sessionStartTokens, promptTokens, completeTimeoutMs: numbers; complete: a command as a list of strings or a string; consolidation: { minHours, minSessions }).',
    );
  }
  return parsed.data;
}

/** The nearest config file from `cwd` upward, else the embedded default (`fs:./.engram` in `cwd`). */
export function loadConfig(cwd: string): CliConfig {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    for (const name of configFileNames) {
      const file = path.join(dir, name);
      if (!existsSync(file)) continue;
      const config = readConfig(file);
      return {
        file,
        baseDir: dir,
        store: config.store ?? defaultStoreSpec,
        storeConfigured: config.store !== undefined,
        ...(config.scope ? { scope: config.scope } : {}),
        ...(config.mcp ? { mcp: config.mcp } : {}),
        ...(config.hooks ? { hooks: config.hooks } : {}),
      };
    }
    if (path.dirname(dir) === dir) return { baseDir: path.resolve(cwd), store: defaultStoreSpec, storeConfigured: false };
  }
}
