import type { MemoryStore, Scope } from "@engram/core";
import { assertSupportedNode } from "@engram/core/prompt-skip";
import { parseInvocation } from "./argv.js";
import { cliVersion } from "./version.js";
import { exitCodes, UsageError } from "./cli-errors.js";
import { type CommandContext, type CommandSpec, flagValue, stringValue } from "./command.js";
import { isHookRun } from "./invocation-kind.js";
import { loadConfig, type CliConfig } from "./config-file.js";
import { confirmAction } from "./confirm.js";
import { reportError } from "./error-report.js";
import { commandHelp, groupHelp, topHelp } from "./help.js";
import type { CliIO } from "./io.js";
import { createHookLog, hookLogFile } from "./hook-log.js";
import { createProgress } from "./progress.js";
import { parseScope } from "./scope-option.js";
import { assertStoreExists, createStoreLocation, describeStore, homeDirectory, openStore, parseStoreSpec, type StoreSpec } from "./store-spec.js";

export { isHookRun } from "./invocation-kind.js";

/**
 * The commands an invocation may run, loaded on demand: `engram hooks run` (what Claude Code runs on
 * every prompt) loads its own module only, never the MCP server's, the eval's or the other commands';
 * anything else loads the table of all of them (the parser reads every command's options).
 */
async function commandsFor(argv: readonly string[]): Promise<readonly CommandSpec[]> {
  if (isHookRun(argv)) return [(await import("./commands/hooks-run.js")).hooksRun];
  return (await import("./commands/index.js")).allCommands;
}

/** Runs one `engram` invocation; returns the exit code. Never throws. `engram hooks run` always returns 0. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  return (await runInvocation(argv, io, undefined))!;
}

/**
 * `runCli`, when the command's store is of one of `kinds`: otherwise undefined, with nothing run, read or
 * opened (the hook bundle runs only on the stores it holds, decision 0165); likewise when the store spec
 * or the config does not parse, so that `runCli` reports it as it always has. Help and version run as in `runCli`.
 */
export async function runCliOnStores(argv: readonly string[], io: CliIO, kinds: readonly StoreSpec["kind"][]): Promise<number | undefined> {
  return runInvocation(argv, io, kinds);
}

async function runInvocation(argv: readonly string[], io: CliIO, kinds: readonly StoreSpec["kind"][] | undefined): Promise<number | undefined> {
  let store: MemoryStore | undefined;
  try {
    // Before any store opens (the SQLite one loads native modules an old Node crashes in).
    assertSupportedNode("@engram/cli");
    const allCommands = await commandsFor(argv);
    const invocation = parseInvocation(argv, allCommands);
    if (invocation.kind === "version") {
      io.stdout.write(`${cliVersion}\n`);
      return exitCodes.ok;
    }
    if (invocation.kind === "help") {
      const { text } = invocation;
      io.stdout.write(text === "top" ? topHelp(allCommands) : "group" in text ? groupHelp(text.group, allCommands) : commandHelp(text.command));
      return exitCodes.ok;
    }
    const { command, args, values } = invocation;
    let config: CliConfig | undefined;
    const configOnce = (): CliConfig => (config ??= loadConfig(io.cwd));
    let spec: StoreSpec | undefined;
    const storeSpec = (): StoreSpec => {
      const flag = typeof values["store"] === "string" ? values["store"] : undefined;
      const home = homeDirectory(io.env);
      if (flag !== undefined) return (spec ??= parseStoreSpec(flag, io.cwd, home));
      const { store: configured, storeConfigured, baseDir } = configOnce();
      return (spec ??=
        storeConfigured || command.defaultStore === undefined
          ? parseStoreSpec(configured, baseDir, home)
          : parseStoreSpec(typeof command.defaultStore === "function" ? command.defaultStore(io.env) : command.defaultStore, io.cwd, home));
    };
    const reported = new Set<string>();
    const context: CommandContext = {
      name: command.name,
      args,
      values,
      io,
      json: values["json"] === true,
      async openStore() {
        if (!store) {
          if (command.createsStore) createStoreLocation(storeSpec());
          else assertStoreExists(storeSpec());
        }
        store ??= await openStore(storeSpec(), (message) => {
          if (reported.has(message)) return;
          reported.add(message);
          io.stderr.write(`engram: warning: ${message}\n`);
        });
        return store;
      },
      storeLabel: () => describeStore(storeSpec()),
      config: configOnce,
      scope(): Scope | undefined {
        const flag = stringValue(context, "scope");
        if (flag !== undefined) return parseScope(flag);
        const fromConfig = configOnce().scope;
        return fromConfig === undefined ? undefined : parseScope(fromConfig, `"scope" in ${configOnce().file}`);
      },
      requireScope() {
        const scope = context.scope();
        if (scope) return scope;
        throw new UsageError(
          `"engram ${command.name}" works on one scope: pass --scope (e.g. --scope workspace=acme, or --scope global for records without one), or set "scope" in engram.config.json.`,
          command.name,
        );
      },
      confirm: (question) => confirmAction(io, question, flagValue(context, "yes")),
      progress: () => createProgress(io, flagValue(context, "quiet")),
    };
    if (kinds !== undefined) {
      // A spec or config that does not parse is left to runCli, which reports it where it always has.
      let kind: StoreSpec["kind"];
      try {
        kind = storeSpec().kind;
      } catch {
        return undefined;
      }
      if (!kinds.includes(kind)) return undefined;
    }
    await command.run(context);
    return exitCodes.ok;
  } catch (error) {
    if (isHookRun(argv)) {
      // A hook must never fail its agent (Claude Code blocks a prompt on exit 2): the problem goes to the hooks' log.
      createHookLog(hookLogFile(io.env), "engram hooks run")(`failed before the hook ran: ${(error as Error).message ?? String(error)}`);
      return exitCodes.ok;
    }
    if (argv.length === 0) {
      // Bare `engram`: the overview is the most useful answer, still a usage error for scripts.
      io.stderr.write(topHelp(await commandsFor(argv)));
      return exitCodes.usage;
    }
    // --json asks for JSON errors too, even when the rest of the command line did not parse.
    const report = reportError(error, { json: argv.includes("--json") });
    io.stderr.write(report.text);
    return report.exitCode;
  } finally {
    // A close failure must not hide the command's own outcome; it is reported once.
    await store?.close().catch((error: unknown) => io.stderr.write(`engram: warning: closing the store failed: ${(error as Error).message}\n`));
  }
}
