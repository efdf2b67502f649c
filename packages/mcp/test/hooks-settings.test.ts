import { describe, expect, it } from "vitest";
import { isEngramHookCommand, shellWord } from "../src/hooks/claude-code-settings.js";
import {
  claudeCodeHookEvents,
  engramHookCommand,
  engramHookEvents,
  engramMcpEntry,
  withEngramHooks,
  withEngramMcpServer,
  withoutEngramHooks,
  withoutEngramMcpServer,
} from "../src/hooks/index.js";

const file = "/p/.claude/settings.json";
const theirs = {
  model: "opus",
  hooks: {
    PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "./scripts/check-bash.sh" }] }],
    Stop: [{ hooks: [{ type: "command", command: "say done" }] }],
  },
  permissions: { allow: ["Bash(pnpm test:*)"] },
};
const commands = Object.fromEntries(claudeCodeHookEvents.map((event) => [event, engramHookCommand(event, ["engram"])]));
const ours = (event: string) => ({ hooks: [{ type: "command", command: `engram hooks run ${event}`, timeout: 30 }] });

describe("Engram's hooks in Claude Code's settings", () => {
  it("adds one hook per event beside the person's own, and takes exactly those out again", () => {
    const installed = withEngramHooks(theirs, commands, file);
    expect(installed.changed).toBe(true);
    expect(installed.settings).toEqual({
      model: "opus",
      hooks: {
        PreToolUse: theirs.hooks.PreToolUse,
        Stop: [{ hooks: [{ type: "command", command: "say done" }] }, ours("Stop")],
        SessionStart: [ours("SessionStart")],
        UserPromptSubmit: [ours("UserPromptSubmit")],
        PreCompact: [ours("PreCompact")],
        SessionEnd: [ours("SessionEnd")],
      },
      permissions: { allow: ["Bash(pnpm test:*)"] },
    });
    expect(Object.keys(installed.settings)).toEqual(["model", "hooks", "permissions"]);
    expect(engramHookEvents(installed.settings, file)).toEqual([...claudeCodeHookEvents]);
    // Installing twice adds nothing.
    expect(withEngramHooks(installed.settings, commands, file)).toEqual({ settings: installed.settings, changed: false });
    expect(withoutEngramHooks(installed.settings, file)).toEqual({ settings: theirs, changed: true });
    expect(withoutEngramHooks(theirs, file)).toEqual({ settings: theirs, changed: false });
  });

  it("moves its hooks to a new command line in place, and leaves no empty hooks object behind", () => {
    const first = withEngramHooks({}, commands, file).settings;
    const other = Object.fromEntries(claudeCodeHookEvents.map((event) => [event, engramHookCommand(event, ["engram"], ["--store", "sqlite:/m/engram.db"])]));
    const moved = withEngramHooks(first, other, file);
    expect(moved.changed).toBe(true);
    expect((moved.settings["hooks"] as Record<string, unknown>)["Stop"]).toEqual([
      { hooks: [{ type: "command", command: "engram hooks run Stop --store sqlite:/m/engram.db", timeout: 30 }] },
    ]);
    expect(withoutEngramHooks(moved.settings, file)).toEqual({ settings: {}, changed: true });
  });

  it("refuses a settings file that is not the shape Claude Code reads, naming where", () => {
    const cases: [unknown, string][] = [
      [[], "the file is not a JSON object"],
      [{ hooks: [] }, '"hooks" is not an object'],
      [{ hooks: { Stop: {} } }, '"hooks.Stop" is not a list'],
      [{ hooks: { Stop: ["x"] } }, '"hooks.Stop[0]" is not an object'],
      [{ hooks: { Stop: [{ hooks: "engram" }] } }, '"hooks.Stop[0].hooks" is not a list'],
    ];
    for (const [settings, where] of cases) {
      expect(() => withEngramHooks(settings, commands, file)).toThrow(
        `${file} is not a Claude Code settings file Engram can edit: ${where}. Fix it by hand (it was left untouched).`,
      );
      expect(() => withoutEngramHooks(settings, file)).toThrow(where);
    }
  });

  it("recognises its own command lines and quotes what a shell would split", () => {
    expect(isEngramHookCommand("engram hooks run Stop")).toBe(true);
    expect(isEngramHookCommand("npx -y @engram/cli hooks run SessionStart --store 'fs:/my memory'")).toBe(true);
    expect(isEngramHookCommand("my-tool hooks run Stop")).toBe(false);
    expect(isEngramHookCommand("engram hooks run PreToolUse")).toBe(false);
    expect(shellWord("fs:/home/ann/.engram")).toBe("fs:/home/ann/.engram");
    expect(shellWord("fs:/my memory/it's")).toBe("'fs:/my memory/it'\\''s'");
    expect(engramHookCommand("Stop", ["npx", "-y", "@engram/cli"], ["--store", "fs:/a b"])).toBe("npx -y @engram/cli hooks run Stop --store 'fs:/a b'");
  });
});

describe("Engram's MCP server entry", () => {
  const mcpFile = "/p/.mcp.json";
  const other = { mcpServers: { github: { command: "gh-mcp", args: [] } } };

  it("adds the engram server beside others, replaces its own older entry, and removes only its own", () => {
    const entry = engramMcpEntry(["engram"]);
    expect(entry).toEqual({ command: "engram", args: ["mcp"] });
    const added = withEngramMcpServer(other, entry, mcpFile);
    expect(added).toEqual({
      config: { mcpServers: { github: { command: "gh-mcp", args: [] }, engram: { command: "engram", args: ["mcp"] } } },
      changed: true,
      kept: false,
    });
    expect(withEngramMcpServer(added.config, entry, mcpFile)).toEqual({ config: added.config, changed: false, kept: false });
    const moved = withEngramMcpServer(added.config, engramMcpEntry(["npx", "-y", "@engram/cli"], ["--store", "fs:/m"]), mcpFile);
    expect((moved.config["mcpServers"] as Record<string, unknown>)["engram"]).toEqual({
      command: "npx",
      args: ["-y", "@engram/cli", "mcp", "--store", "fs:/m"],
    });
    expect(withoutEngramMcpServer(moved.config, mcpFile)).toEqual({ config: other, changed: true });
    expect(withoutEngramMcpServer(withEngramMcpServer({}, entry, mcpFile).config, mcpFile)).toEqual({ config: {}, changed: true });
  });

  it("keeps an engram entry of the person's own making", () => {
    const own = { mcpServers: { engram: { type: "http", url: "http://127.0.0.1:3917/mcp" } } };
    expect(withEngramMcpServer(own, engramMcpEntry(["engram"]), mcpFile)).toEqual({ config: own, changed: false, kept: true });
    expect(withoutEngramMcpServer(own, mcpFile)).toEqual({ config: own, changed: false });
    expect(() => withEngramMcpServer({ mcpServers: [] }, engramMcpEntry(["engram"]), mcpFile)).toThrow(
      `${mcpFile} is not an MCP configuration Engram can edit: "mcpServers" is not an object. Fix it by hand (it was left untouched).`,
    );
  });
});
