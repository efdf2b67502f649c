import type { CommandSpec, OptionSpec } from "./command.js";
import { globalOptions } from "./common-options.js";
import { configFileNames, defaultStoreSpec } from "./config-file.js";
import { acceptedStoreForms } from "./store-spec.js";

function optionLines(options: Readonly<Record<string, OptionSpec>>): string[] {
  const rows = Object.entries(options).map(([name, spec]) => {
    const flag = `${spec.short ? `-${spec.short}, ` : "    "}--${name}${spec.value ? ` ${spec.value}` : ""}`;
    return [flag, spec.description] as const;
  });
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return rows.map(([flag, description]) => `  ${flag.padEnd(width)}  ${description}`);
}

function commandLines(commands: readonly CommandSpec[]): string[] {
  const width = Math.max(...commands.map((command) => command.name.length + usageArgs(command).length + 1));
  return commands.map((command) => `  ${`${command.name} ${usageArgs(command)}`.trimEnd().padEnd(width)}  ${command.summary}`);
}

const usageArgs = (command: CommandSpec): string => command.positionals.map((p) => (p.required ? `<${p.name}>` : `[${p.name}]`)).join(" ");

/** `engram --help`: every command, the global options, stores, config and exit codes. */
export function topHelp(commands: readonly CommandSpec[]): string {
  return [
    "engram: list, search, edit, export and consolidate Engram memory on any store.",
    "",
    "Usage: engram <command> [options]",
    "       engram --version",
    "",
    "Commands:",
    ...commandLines(commands),
    "",
    "Global options:",
    ...optionLines(globalOptions),
    "",
    `Stores: ${acceptedStoreForms}.`,
    `Default store: "store" in ${configFileNames.join(" or ")} (this directory or a parent), else ${defaultStoreSpec} (engram mcp and engram hooks: sqlite:~/.engram/memory.db, or under $ENGRAM_HOME).`,
    "Exit codes: 0 success, 1 the command failed, 2 usage error (also: a destructive command without a terminal and without --yes).",
    'Run "engram <command> --help" for its options.',
    "",
  ].join("\n");
}

/** `engram memory --help`: the commands of one group. */
export function groupHelp(group: string, commands: readonly CommandSpec[]): string {
  const members = commands.filter((command) => command.name.startsWith(`${group} `));
  return [
    `Usage: engram ${group} <command> [options]`,
    "",
    "Commands:",
    ...commandLines(members),
    "",
    "Global options:",
    ...optionLines(globalOptions),
    "",
  ].join("\n");
}

/** `engram memory list --help`. */
export function commandHelp(command: CommandSpec): string {
  const positionals = command.positionals.map((p) => `  ${p.name}  ${p.description}${p.required ? "" : " (optional)"}`);
  return [
    `Usage: engram ${command.name} ${usageArgs(command)}${usageArgs(command) ? " " : ""}[options]`,
    "",
    `${command.summary}.`,
    ...(positionals.length ? ["", "Arguments:", ...positionals] : []),
    ...(Object.keys(command.options).length ? ["", "Options:", ...optionLines(command.options)] : []),
    "",
    "Global options:",
    ...optionLines(globalOptions),
    "",
  ].join("\n");
}
