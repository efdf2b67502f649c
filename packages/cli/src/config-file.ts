import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { UsageError } from "./cli-errors.js";

/** Names looked for in the current directory, then each parent, first match wins. */
export const configFileNames = ["engram.config.json", ".engramrc.json"] as const;
/** The store used when neither --store nor a config file names one. */
export const defaultStoreSpec = "fs:./.engram";

const configSchema = z
  .object({
    $schema: z.string().optional(),
    /** A store spec; relative paths are relative to the config file's directory. */
    store: z.string().min(1).optional(),
    /** The default --scope, in the same syntax. */
    scope: z.string().min(1).optional(),
  })
  .strict();

export interface CliConfig {
  /** The file it came from, or undefined for the embedded default. */
  readonly file?: string;
  /** The directory relative store paths resolve from. */
  readonly baseDir: string;
  readonly store: string;
  readonly scope?: string;
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
      `The config file ${file} is invalid at ${where}: ${issue?.message ?? "unknown problem"}. It takes only "store" and "scope", both strings.`,
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
      return { file, baseDir: dir, store: config.store ?? defaultStoreSpec, ...(config.scope ? { scope: config.scope } : {}) };
    }
    if (path.dirname(dir) === dir) return { baseDir: path.resolve(cwd), store: defaultStoreSpec };
  }
}
