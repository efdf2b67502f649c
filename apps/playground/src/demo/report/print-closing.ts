import type { ScenarioResult } from "../scenario-result.js";
import type { ReportOutput } from "./report-output.js";

export const webCommand = "npm run web";
export const mcpCommand = "engram mcp";

/** The recap (every adapter ran, every message archived once) and where to go next. */
export function printClosing(out: ReportOutput, result: ScenarioResult): void {
  const { style } = out;
  out.section("Recap");
  const mark = (ok: boolean): string => (ok ? style.green("✓") : style.red("✗"));
  out.field("adapters", result.days.map(({ run }) => `${run.day} ${run.adapter} ${mark(run.calls.length > 0)}`).join(" · "));
  const archived = result.days.map(({ run, facts }) => {
    const messages = facts.events.get("message") ?? 0;
    return `${run.sessionId} ${messages} ${mark(messages === run.scriptedMessages)}`;
  });
  out.field("archive", `${archived.join(" · ")} messages, ✓ = each archived once`);
  const index = result.consolidations.at(-1)?.report.changes.find((change) => change.action === "index");
  const superseded = result.consolidations.flatMap((run) => run.report.changes.filter((change) => change.action === "superseded"));
  if (index?.action === "index") {
    out.field("memory", `${index.entries} current entries, ${superseded.length} superseded (kept as history)`);
  }
  if (result.kept) {
    out.field("store", `kept at ${result.storeDir}`);
    out.more(style.dim("entries/ (one .md per memory), daily/ (the daily log), sessions/ (JSONL archives), indexes/ (MEMORY.md)"));
  } else {
    out.field("store", style.dim(`${result.storeDir} removed; run with --store-dir DIR to keep the Markdown files`));
  }
  out.line();
  out.line("Give your coding agent (Claude Code, Cursor, Codex) the same memory over MCP:");
  out.line(`  ${style.bold(style.cyan(mcpCommand))}   ${style.dim("(stdio; --http serves 127.0.0.1 with a token; see @engram/mcp)")}`);
  out.line(`Open the web playground to explore the same pipeline in a browser:`);
  out.line(`  ${style.bold(style.cyan(webCommand))}   ${style.dim("(serves on localhost; open the address it prints)")}`);
}
