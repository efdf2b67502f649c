import type { EntryType } from "@engram/core";
import { entryTypeSchema } from "@engram/core/store";
import { UsageError } from "./cli-errors.js";
import { listValue, stringValue, type CommandContext, type OptionSpec } from "./command.js";

/** Options every command takes. */
export const globalOptions = {
  store: {
    type: "string",
    value: "<spec>",
    description: "the store: fs:<dir>, sqlite:<file> or redis://<host>:<port>[/<prefix>] (default: config file, else fs:./.engram)",
  },
  json: { type: "boolean", description: "print JSON on stdout for scripts instead of a table" },
  quiet: { type: "boolean", short: "q", description: "no progress on stderr" },
  help: { type: "boolean", short: "h", description: "print this help" },
} as const satisfies Record<string, OptionSpec>;

export const scopeOption = {
  type: "string",
  value: "<k=v,...>",
  description: "the scope, e.g. user=ann,workspace=acme (records visible in it); global = the scope with no key",
} as const satisfies OptionSpec;

export const entryFilterOptions = {
  type: {
    type: "string",
    multiple: true,
    value: "<type>",
    description: `only entries of these types (${entryTypeSchema.options.join(", ")}); repeat or comma-separate`,
  },
  tag: { type: "string", multiple: true, value: "<tag>", description: "only entries carrying every one of these tags; repeat or comma-separate" },
} as const satisfies Record<string, OptionSpec>;

export const yesOption = { type: "boolean", short: "y", description: "do not ask for confirmation" } as const satisfies OptionSpec;
export const dryRunOption = { type: "boolean", description: "report what would change and write nothing" } as const satisfies OptionSpec;
export const limitOption = { type: "string", value: "<n>", description: "at most n results" } as const satisfies OptionSpec;

export function entryTypes(context: CommandContext): EntryType[] {
  return listValue(context, "type").map((type) => {
    const parsed = entryTypeSchema.safeParse(type);
    if (!parsed.success) throw new UsageError(`--type "${type}" is not an entry type: use ${entryTypeSchema.options.join(", ")}.`);
    return parsed.data;
  });
}

export const entryTags = (context: CommandContext): string[] => listValue(context, "tag");

/** --limit as a positive integer, or `fallback`. */
export function limitValue(context: CommandContext, fallback: number | undefined): number | undefined {
  const text = stringValue(context, "limit");
  if (text === undefined) return fallback;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit <= 0) throw new UsageError(`--limit "${text}" is not a positive whole number.`);
  return limit;
}
