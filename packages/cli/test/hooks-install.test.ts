import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runEngram } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const events = ["SessionStart", "UserPromptSubmit", "PreCompact", "Stop", "SessionEnd"] as const;

/** What a person already has: their own hooks, permissions and another MCP server, written with four-space indents. */
const theirSettings = {
  permissions: { allow: ["Bash(pnpm test:*)"] },
  hooks: {
    PostToolUse: [{ matcher: "Edit|Write", hooks: [{ type: "command", command: "pnpm exec biome format --write" }] }],
    Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }],
  },
};
const theirMcp = { mcpServers: { github: { command: "github-mcp", args: ["--read-only"] } } };
const text = (value: unknown, indent = 4): string => `${JSON.stringify(value, null, indent)}\n`;
const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
/** The environment of a run: this home and PATH, and no Claude Code directory of the machine running the tests. */
const isolated = (home: string, pathVariable: string) => ({ HOME: home, PATH: pathVariable, CLAUDE_CONFIG_DIR: "", CLAUDE_PROJECT_DIR: "" });
const ours = (event: string, extra = "") => ({ hooks: [{ type: "command", command: `engram hooks run ${event}${extra}`, timeout: 30 }] });
/** A PATH where `engram` resolves, so install says where. */
async function binWithEngram(root: string): Promise<string> {
  const bin = path.join(root, "bin");
  await mkdir(bin);
  await writeFile(path.join(bin, "engram"), "#!/bin/sh\n", { mode: 0o755 });
  return bin;
}

describe("engram hooks install / uninstall claude-code", () => {
  it("merges into existing settings, installs once however often it runs, and uninstall gives back exactly what was there", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const project = path.join(root, "repo");
    const settingsFile = path.join(project, ".claude", "settings.json");
    const mcpFile = path.join(project, ".mcp.json");
    await mkdir(path.dirname(settingsFile), { recursive: true });
    await writeFile(settingsFile, text(theirSettings));
    await writeFile(mcpFile, text(theirMcp));
    const env = isolated(path.join(root, "home"), await binWithEngram(root));

    const installed = await runEngram(["hooks", "install", "claude-code"], { cwd: project, env });
    expect(installed.stderr).toBe("");
    expect(installed.code).toBe(0);
    expect(installed.stdout).toBe(
      [
        `Claude Code (project): hooks SessionStart, UserPromptSubmit, PreCompact, Stop, SessionEnd in ${settingsFile} (installed)`,
        `Claude Code (project): MCP server "engram" in ${mcpFile} (added)`,
        `The hooks run "engram hooks run SessionStart" (and the other events); "engram" is ${path.join(root, "bin", "engram")}.`,
        "Start a new Claude Code session to load them; Claude Code asks once before it uses a project's .mcp.json servers.",
        "",
      ].join("\n"),
    );
    const expectedSettings = {
      permissions: theirSettings.permissions,
      hooks: {
        PostToolUse: theirSettings.hooks.PostToolUse,
        Stop: [...theirSettings.hooks.Stop, ours("Stop")],
        SessionStart: [ours("SessionStart")],
        UserPromptSubmit: [ours("UserPromptSubmit")],
        PreCompact: [ours("PreCompact")],
        SessionEnd: [ours("SessionEnd")],
      },
    };
    expect(readFileSync(settingsFile, "utf8")).toBe(text(expectedSettings));
    expect(readFileSync(mcpFile, "utf8")).toBe(text({ mcpServers: { ...theirMcp.mcpServers, engram: { command: "engram", args: ["mcp"] } } }));

    const again = await runEngram(["hooks", "install", "claude-code", "--project"], { cwd: project, env });
    expect(again.stdout).toContain("(already installed)");
    expect(again.stdout).toContain("(already there)");
    expect(readFileSync(settingsFile, "utf8")).toBe(text(expectedSettings));

    const status = await runEngram(["hooks", "status", "--json"], { cwd: project, env });
    expect(JSON.parse(status.stdout)).toMatchObject({
      scopes: [
        { scope: "project", settings: settingsFile, hooks: [...events], mcp: mcpFile, server: "engram" },
        { scope: "user", hooks: [], server: "none" },
      ],
      command: { program: "engram", found: path.join(root, "bin", "engram") },
      store: `sqlite:${path.join(root, "home", ".engram", "memory.db")}`,
      bundle: { use: true, entry: "./engram-hooks.bundle.js", kinds: ["fs", "sqlite"] },
      log: { bytes: 0 },
    });
    const off = await runEngram(["hooks", "status"], { cwd: project, env: { ...env, ENGRAM_HOOK_BUNDLE: "off" } });
    expect(off.stdout).toContain("\nbundle   not used, the hooks run from the packages: ENGRAM_HOOK_BUNDLE is off\n");
    const on = await runEngram(["hooks", "status"], { cwd: project, env });
    expect(on.stdout).toContain("\nbundle   the hooks run from one bundled file on the fs and sqlite stores (any other: from the packages)\n");

    const removed = await runEngram(["hooks", "uninstall", "claude-code"], { cwd: project, env });
    expect(removed.stdout).toBe(
      [`Claude Code (project): removed Engram's hooks from ${settingsFile}`, `Claude Code (project): removed the "engram" MCP server from ${mcpFile}`, ""].join(
        "\n",
      ),
    );
    expect(readFileSync(settingsFile, "utf8")).toBe(text(theirSettings));
    expect(readFileSync(mcpFile, "utf8")).toBe(text(theirMcp));
  });

  it("creates the files it needs and removes them again when they hold nothing else; writes an absolute store into both", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const project = path.join(root, "repo");
    await mkdir(project);
    const env = isolated(path.join(root, "home"), "");
    const installed = await runEngram(["hooks", "install", "claude-code", "--store", "sqlite:./memory.db", "--json"], { cwd: project, env });
    expect(installed.code).toBe(0);
    const store = `sqlite:${path.join(project, "memory.db")}`;
    expect(JSON.parse(installed.stdout)).toEqual({
      scope: "project",
      settings: { file: path.join(project, ".claude", "settings.json"), changed: true, events: [...events] },
      mcp: { file: path.join(project, ".mcp.json"), changed: true, kept: false },
      command: { program: ["engram"], found: null },
    });
    expect(read(path.join(project, ".claude", "settings.json"))).toEqual({
      hooks: Object.fromEntries(events.map((event) => [event, [ours(event, ` --store ${store}`)]])),
    });
    expect(read(path.join(project, ".mcp.json"))).toEqual({ mcpServers: { engram: { command: "engram", args: ["mcp", "--store", store] } } });
    const plain = await runEngram(["hooks", "install", "claude-code", "--command", "npx -y @engram/cli"], { cwd: project, env });
    expect(plain.stdout).toContain('Warning: "npx" is not on this PATH: the hooks run "npx -y @engram/cli hooks run SessionStart".');
    expect(read(path.join(project, ".mcp.json"))).toEqual({ mcpServers: { engram: { command: "npx", args: ["-y", "@engram/cli", "mcp"] } } });

    expect((await runEngram(["hooks", "uninstall", "claude-code"], { cwd: project, env })).code).toBe(0);
    expect(existsSync(path.join(project, ".claude", "settings.json"))).toBe(false);
    expect(existsSync(path.join(project, ".mcp.json"))).toBe(false);
  });

  it("installs for the user in ~/.claude/settings.json and ~/.claude.json, keeping Claude Code's own state", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const home = path.join(root, "home");
    await mkdir(home);
    const state = { numStartups: 12, projects: { "/work/repo": { allowedTools: [] } }, mcpServers: { github: { command: "github-mcp", args: [] } } };
    await writeFile(path.join(home, ".claude.json"), text(state, 2));
    const env = isolated(home, "");
    expect((await runEngram(["hooks", "install", "claude-code", "--user"], { cwd: root, env })).code).toBe(0);
    expect(read(path.join(home, ".claude", "settings.json"))).toEqual({ hooks: Object.fromEntries(events.map((event) => [event, [ours(event)]])) });
    expect(read(path.join(home, ".claude.json"))).toEqual({ ...state, mcpServers: { ...state.mcpServers, engram: { command: "engram", args: ["mcp"] } } });
    expect((await runEngram(["hooks", "uninstall", "claude-code", "--user"], { cwd: root, env })).code).toBe(0);
    expect(readFileSync(path.join(home, ".claude.json"), "utf8")).toBe(text(state, 2));
    expect(read(path.join(home, ".claude", "settings.json"))).toEqual({});
  });

  it("refuses a settings file it cannot read as Claude Code does, touching nothing, and agents without hooks", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const project = path.join(root, "repo");
    const settingsFile = path.join(project, ".claude", "settings.json");
    await mkdir(path.dirname(settingsFile), { recursive: true });
    const env = isolated(path.join(root, "home"), "");
    for (const [content, problem] of [
      ['{ "hooks": { "Stop": [ } }\n', `engram: ${settingsFile} is not valid JSON (`],
      [
        '{ "hooks": { "Stop": {} } }\n',
        `engram: ${settingsFile} is not a Claude Code settings file Engram can edit: "hooks.Stop" is not a list. Fix it by hand (it was left untouched).\n`,
      ],
    ] as const) {
      await writeFile(settingsFile, content);
      const refused = await runEngram(["hooks", "install", "claude-code"], { cwd: project, env });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr.startsWith(problem)).toBe(true);
      expect(readFileSync(settingsFile, "utf8")).toBe(content);
      expect(existsSync(path.join(project, ".mcp.json"))).toBe(false);
    }
    const cursor = await runEngram(["hooks", "install", "cursor"], { cwd: project, env });
    expect(cursor.code).toBe(2);
    expect(cursor.stderr).toContain(
      'engram: "cursor" is not an agent engram hooks can configure: only claude-code has hooks. Cursor, Codex and Claude Desktop take Engram as an MCP server: see the entries in @engram/mcp\'s README.',
    );
    const both = await runEngram(["hooks", "install", "claude-code", "--project", "--user"], { cwd: project, env });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("engram: Give --project or --user, not both.");
  });
});
