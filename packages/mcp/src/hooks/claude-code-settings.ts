import { HookError } from "./hook-error.js";
import { type ClaudeCodeHookEvent, claudeCodeHookEvents } from "./hook-input.js";

/** A JSON object as read from a settings file. */
export type JsonObject = { [key: string]: unknown };

/** Seconds Claude Code gives each Engram hook before it stops waiting (the hook's own budget is shorter). */
export const claudeCodeHookTimeoutSeconds = 30;

/** How the settings run one Engram hook: `<program> hooks run <Event>` plus the options given at install. */
export function engramHookCommand(event: ClaudeCodeHookEvent, program: readonly string[], extra: readonly string[] = []): string {
  return [...program, "hooks", "run", event, ...extra].map(shellWord).join(" ");
}

/** A word as a POSIX shell reads it back: bare when it holds only safe characters, else single-quoted. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./~-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** Whether a hook command is one Engram wrote: it runs `hooks run <one of Engram's events>` of an engram program. */
export function isEngramHookCommand(command: unknown): boolean {
  if (typeof command !== "string") return false;
  return /engram/i.test(command) && new RegExp(`(?:^|\\s)hooks run (?:${claudeCodeHookEvents.join("|")})(?:\\s|$)`).test(command);
}

function invalid(file: string, where: string, what: string): HookError {
  return new HookError(
    "SETTINGS_INVALID",
    `${file} is not a Claude Code settings file Engram can edit: ${where} ${what}. Fix it by hand (it was left untouched).`,
  );
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The settings' `hooks` object and each event's matcher groups, checked where Engram will read or write. */
function hookGroups(settings: unknown, file: string): { settings: JsonObject; hooks: JsonObject | undefined } {
  if (!isObject(settings)) throw invalid(file, "the file", "is not a JSON object");
  const hooks = settings["hooks"];
  if (hooks === undefined) return { settings, hooks: undefined };
  if (!isObject(hooks)) throw invalid(file, '"hooks"', "is not an object");
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) throw invalid(file, `"hooks.${event}"`, "is not a list");
    groups.forEach((group, i) => {
      if (!isObject(group)) throw invalid(file, `"hooks.${event}[${i}]"`, "is not an object");
      if (group["hooks"] !== undefined && !Array.isArray(group["hooks"])) throw invalid(file, `"hooks.${event}[${i}].hooks"`, "is not a list");
    });
  }
  return { settings, hooks };
}

const handlersOf = (group: JsonObject): unknown[] => (Array.isArray(group["hooks"]) ? group["hooks"] : []);
const isEngramHandler = (handler: unknown): boolean => isObject(handler) && isEngramHookCommand(handler["command"]);

/** The events whose groups hold an Engram hook. */
export function engramHookEvents(settings: unknown, file: string): ClaudeCodeHookEvent[] {
  const { hooks } = hookGroups(settings, file);
  if (hooks === undefined) return [];
  return claudeCodeHookEvents.filter((event) => {
    const groups = hooks[event];
    return Array.isArray(groups) && groups.some((group) => handlersOf(group as JsonObject).some(isEngramHandler));
  });
}

/**
 * The settings with Engram's hook for each event in `commands`, everything else kept as it was (other
 * hooks, other events, other settings, key order). An event already holding an Engram hook with that
 * exact command is left alone, one with another command (another store) gets the new one; otherwise a
 * matcher group `{ hooks: [{ type: "command", command, timeout }] }` is added at the end. `changed` is
 * false when nothing needed to change (installing twice adds nothing). SETTINGS_INVALID when the file
 * is not the shape Claude Code reads.
 */
export function withEngramHooks(
  settings: unknown,
  commands: Readonly<Partial<Record<ClaudeCodeHookEvent, string>>>,
  file: string,
): { settings: JsonObject; changed: boolean } {
  const checked = hookGroups(settings, file);
  const hooks: JsonObject = { ...(checked.hooks ?? {}) };
  let changed = false;
  for (const event of claudeCodeHookEvents) {
    const command = commands[event];
    if (command === undefined) continue;
    const handler = { type: "command", command, timeout: claudeCodeHookTimeoutSeconds };
    const groups = [...((hooks[event] as JsonObject[] | undefined) ?? [])];
    const at = groups.findIndex((group) => handlersOf(group).some(isEngramHandler));
    if (at === -1) {
      groups.push({ hooks: [handler] });
      changed = true;
    } else {
      const group = groups[at]!;
      const handlers = handlersOf(group).map((existing) => {
        if (!isEngramHandler(existing) || (existing as JsonObject)["command"] === command) return existing;
        changed = true;
        return { ...(existing as JsonObject), command };
      });
      groups[at] = { ...group, hooks: handlers };
    }
    hooks[event] = groups;
  }
  return changed ? { settings: { ...checked.settings, hooks }, changed } : { settings: checked.settings, changed };
}

/**
 * The settings without any Engram hook: a group left with no hook goes, an event left with no group
 * goes, and `hooks` goes when nothing is left in it; everything else is kept as it was.
 */
export function withoutEngramHooks(settings: unknown, file: string): { settings: JsonObject; changed: boolean } {
  const checked = hookGroups(settings, file);
  if (checked.hooks === undefined) return { settings: checked.settings, changed: false };
  const hooks: JsonObject = {};
  let changed = false;
  for (const [event, groups] of Object.entries(checked.hooks)) {
    const kept: unknown[] = [];
    for (const group of groups as JsonObject[]) {
      const handlers = handlersOf(group);
      const others = handlers.filter((handler) => !isEngramHandler(handler));
      if (others.length === handlers.length) kept.push(group);
      else {
        changed = true;
        if (others.length > 0) kept.push({ ...group, hooks: others });
      }
    }
    if (kept.length > 0 || (groups as unknown[]).length === 0) hooks[event] = kept;
  }
  if (!changed) return { settings: checked.settings, changed };
  const { hooks: _old, ...rest } = checked.settings;
  return { settings: Object.keys(hooks).length > 0 ? { ...checked.settings, hooks } : rest, changed };
}
