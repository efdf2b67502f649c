/**
 * What main needs to know before it loads anything: whether the invocation is `engram hooks run …`
 * (what Claude Code runs on every prompt) or `engram --version` alone. Nothing is imported here, so
 * both are answered without loading the other commands' modules.
 */

/** Whether the invocation is `engram hooks run …`, which the installed hook settings call. */
export function isHookRun(argv: readonly string[]): boolean {
  return argv[0] === "hooks" && argv[1] === "run";
}

/** `engram --version` (or `-v`) and nothing else: answered from package.json alone. */
export function isVersionOnly(argv: readonly string[]): boolean {
  return argv.length === 1 && (argv[0] === "--version" || argv[0] === "-v");
}

/**
 * `engram hooks run UserPromptSubmit` exactly, as `engram hooks install` writes it: main reads its
 * input first and answers small talk before loading the CLI (decision 0167). With any option it takes
 * the ordinary path.
 */
export function isPromptHookRun(argv: readonly string[]): boolean {
  return argv.length === 3 && isHookRun(argv) && argv[2] === "UserPromptSubmit";
}
