import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import { UsageError } from "./cli-errors.js";
import type { CommandSpec, OptionSpec, OptionValues } from "./command.js";
import { globalOptions } from "./common-options.js";

export type Invocation =
  | { readonly kind: "help"; readonly text: "top" | { group: string } | { command: CommandSpec } }
  | { readonly kind: "version" }
  | { readonly kind: "run"; readonly command: CommandSpec; readonly args: string[]; readonly values: OptionValues };

export const commandGroups = ["memory", "session", "hooks", "eval"] as const;

function parseOptions(specs: Readonly<Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }>>): ParseArgsOptionsConfig {
  const config: ParseArgsOptionsConfig = {};
  for (const [name, spec] of Object.entries(specs)) {
    config[name] = { type: spec.type, ...(spec.short ? { short: spec.short } : {}), ...(spec.multiple ? { multiple: true } : {}) };
  }
  return config;
}

/** Every value-taking option of any command, so the first pass knows which words are option values. */
function valueOptions(commands: readonly CommandSpec[]): ParseArgsOptionsConfig {
  const config: ParseArgsOptionsConfig = {};
  for (const command of commands) {
    const specs: Readonly<Record<string, OptionSpec>> = { ...globalOptions, ...command.options };
    for (const [name, spec] of Object.entries(specs)) {
      if (spec.type === "string") config[name] = { type: "string", multiple: true, ...(spec.short ? { short: spec.short } : {}) };
    }
  }
  return config;
}

function findCommand(words: readonly string[], commands: readonly CommandSpec[], help: boolean): CommandSpec | Invocation {
  const [first, second] = words;
  if (first === undefined) {
    if (help) return { kind: "help", text: "top" };
    throw new UsageError("No command given.", "");
  }
  const group = (commandGroups as readonly string[]).includes(first) ? first : undefined;
  if (group) {
    const names = commands.filter((c) => c.name.startsWith(`${group} `)).map((c) => c.name.slice(group.length + 1));
    if (second === undefined) {
      if (help) return { kind: "help", text: { group } };
      throw new UsageError(`"engram ${group}" needs a command: ${names.join(", ")}.`, group);
    }
    const command = commands.find((c) => c.name === `${group} ${second}`);
    if (!command) throw new UsageError(`Unknown command "${group} ${second}". The ${group} commands are: ${names.join(", ")}.`, group);
    return command;
  }
  const command = commands.find((c) => c.name === first);
  if (!command) throw new UsageError(`Unknown command "${first}".`, "");
  return command;
}

/** A word that is a number below zero ("-3", "-0.5"): the value of the option before it, not an option. */
const negativeNumber = /^-\d+(?:\.\d+)?$/;

/**
 * `--limit -3` as `--limit=-3`: node's parser reads "-3" as an option and fails with its own wording;
 * joined, the value reaches the option's check, which names what it accepts.
 */
function joinNegativeValues(argv: readonly string[], options: ParseArgsOptionsConfig): string[] {
  const short = new Map(Object.entries(options).flatMap(([name, option]) => (option.short ? [[option.short, name] as const] : [])));
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    const next = argv[i + 1];
    const name = word.startsWith("--") ? word.slice(2) : word.length === 2 && word.startsWith("-") ? short.get(word.slice(1)) : undefined;
    if (name !== undefined && options[name]?.type === "string" && next !== undefined && negativeNumber.test(next)) {
      joined.push(`${word.startsWith("--") ? word : `--${name}`}=${next}`);
      i++;
    } else joined.push(word);
  }
  return joined;
}

/**
 * Two passes: a lenient one finds the command words among the positionals (options may come first),
 * then a strict one with that command's options, so an unknown option is named with its command.
 * `--version` (or `-v`) alone prints the version.
 */
export function parseInvocation(rawArgv: readonly string[], commands: readonly CommandSpec[]): Invocation {
  const argv = joinNegativeValues(rawArgv, valueOptions(commands));
  const loose = parseArgs({ args: [...argv], options: valueOptions(commands), strict: false, allowPositionals: true });
  const help = loose.values["help"] === true || loose.values["h"] === true;
  if ((loose.values["version"] === true || loose.values["v"] === true) && loose.positionals.length === 0 && !help) return { kind: "version" };
  const found = findCommand(loose.positionals, commands, help);
  if ("kind" in found) return found;
  const command = found;
  if (help) return { kind: "help", text: { command } };
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: parseOptions({ ...globalOptions, ...command.options }), strict: true, allowPositionals: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && message.includes("ambiguous")) {
      // "--limit -x": node's parser will not take a dash word as a value; say which and how to pass one.
      const option = /'(-[^']+)'/.exec(message)?.[1];
      const next = option === undefined ? undefined : argv[argv.indexOf(option) + 1];
      throw new UsageError(
        `${option ?? "An option"} needs a value${next === undefined ? "" : `, and "${next}" after it reads as an option`}: write ${option ?? "--option"}=<value> for a value starting with "-" (engram ${command.name}).`,
        command.name,
      );
    }
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      const option = /'([^']+)'/.exec(message)?.[1] ?? message;
      throw new UsageError(`Unknown option "${option}" for "engram ${command.name}".`, command.name);
    }
    throw new UsageError(`${message.split(". ")[0]?.replace(/'/g, '"')} (engram ${command.name}).`, command.name);
  }
  const wordCount = command.name.split(" ").length;
  const args = parsed.positionals.slice(wordCount);
  const required = command.positionals.filter((p) => p.required);
  if (args.length < required.length) {
    throw new UsageError(`"engram ${command.name}" needs <${required[args.length]?.name ?? "argument"}>.`, command.name);
  }
  if (args.length > command.positionals.length) {
    throw new UsageError(`Unexpected argument "${args[command.positionals.length]}" for "engram ${command.name}".`, command.name);
  }
  return { kind: "run", command, args, values: parsed.values as OptionValues };
}
