import type { Message } from "@engram/core";
import { clipText } from "@engram/core/adapter-kit";
import type { ContextManifest } from "@engram/core/pipeline";
import type { DemoResult, TrimRecord } from "./demo-result.js";
import { describeTurn } from "./describe-turn.js";
import { renderGauge } from "../gauge.js";
import { countBy, formatCount, padEnd, padStart, wrapLine } from "../layout.js";
import type { Scenario } from "./scenario.js";
import type { Style } from "../style.js";

const ruleWidth = 92;
const detailWidth = 36;
const summaryWidth = 84;
const roleOrder = ["user", "assistant", "tool", "system"];

export interface Printer {
  header(scenario: Scenario, model: string, manifest: ContextManifest): void;
  turn(turn: number, messages: readonly Message[], manifest: ContextManifest, kind: "prepare" | "recover"): void;
  trim(index: number, trim: TrimRecord, archived: number, session: readonly Message[]): void;
  rejection(turn: number): void;
  recap(result: DemoResult): void;
}

/** Turns the demo's events into the terminal story; all layout decisions live here. */
export function createPrinter(write: (line: string) => void, style: Style): Printer {
  const section = (title: string): void => {
    write("");
    write(style.bold(`── ${title} ${"─".repeat(Math.max(0, ruleWidth - title.length - 4))}`));
  };
  // Labelled lines inside a trim block: the label column keeps every value aligned.
  const field = (label: string, value: string): void => write(`       ${padEnd(style.dim(label), 9)}${value}`);
  const gaugeLine = (tokens: number, manifest: ContextManifest, withLimit = true): string =>
    `${renderGauge(tokens, manifest.budget, style)} ${padStart(formatCount(tokens), 5)}${withLimit ? ` / ${formatCount(manifest.budget.limit)}` : ""}`;
  const box = (lines: readonly string[]): void => {
    for (const line of lines) write(`         ${style.dim("│")} ${line}`);
  };
  const roles = (values: readonly { readonly role: string }[]): string =>
    countBy(values.map((value) => value.role).sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b)));
  // The summary lines printed at the previous trim: later trims show only what changed.
  let previousSummary = new Set<string>();

  return {
    header(scenario, model, manifest) {
      const { budget, tokenizer } = manifest;
      const counted = tokenizer.kind === "tiktoken" ? `tiktoken ${tokenizer.encoding}` : "the calibrated estimator";
      write(style.bold(`Engram playground · a coding-agent session in a ${formatCount(budget.contextWindow)}-token window`));
      write(style.dim(`  ${scenario.title} (${scenario.turns.length} model calls, scripted)`));
      write("");
      const row = (label: string, value: string): void => write(`  ${padEnd(label, 10)}${value}`);
      row("model", `${model}, counted with ${counted}`);
      row(
        "budget",
        `${formatCount(budget.contextWindow)} window - ${formatCount(budget.maxOutputTokens)} reply - ` +
          `${formatCount(budget.safetyMargin)} safety margin = ${style.bold(formatCount(budget.limit))} prompt tokens`,
      );
      row("trimming", `past 75% (${formatCount(budget.proactiveAt)}) the oldest turns are summarized, down to 50% (${formatCount(budget.targetAt)})`);
      row("gauge", `# prompt tokens   : 50% target   | 75% trim line   ] hard limit`);
      section("Session");
      write(style.dim(`  ${padEnd("turn", 6)}${padEnd("who / tool", 13)}${padEnd("what", detailWidth + 2)}prompt tokens`));
    },

    turn(turn, messages, manifest, kind) {
      if (kind === "recover") return; // The retry is shown in its trim block, under the rejection.
      const { actor, detail } = describeTurn(messages, detailWidth);
      const who = actor === "user" ? style.cyan(actor) : actor;
      write(`  ${padStart(String(turn), 4)}  ${padEnd(who, 13)}${padEnd(detail, detailWidth + 2)}${gaugeLine(manifest.tokens.total, manifest, false)}`);
    },

    trim(index, trim, archived, session) {
      const { manifest } = trim;
      const retry = trim.kind === "recover";
      const title = `${retry ? "↻" : "✂"} trim ${index} · ${trim.stages.join(" + ")} · turn ${trim.turn}${retry ? " (retry)" : ""}`;
      write(`     ${style.magenta(style.bold(title))}`);
      const over = retry ? "rejected by the provider" : trim.tokensBefore > manifest.budget.proactiveAt ? "past the 75% line" : "over the hard limit";
      field("before", `${gaugeLine(trim.tokensBefore, manifest)}  ${style.dim(over)}`);
      const recovery = retry ? ` + recovery ${formatCount(manifest.tokens.recovery)}` : "";
      const keptNote = `summary ${formatCount(manifest.tokens.summary)}${recovery} + ${manifest.keptMessages} messages`;
      field("after", `${gaugeLine(manifest.tokens.total, manifest)}  ${style.dim(keptNote)}`);
      let droppedTokens = 0;
      for (const message of trim.dropped) droppedTokens += message.tokens;
      field("dropped", `${trim.dropped.length} messages (${roles(trim.dropped)}), ${formatCount(droppedTokens)} tokens`);
      for (const request of trim.droppedRequests) field("", style.dim(`user: "${clipText(request, 72)}"`));
      for (const flush of trim.flushes) {
        field("onFlush", `${flush.trigger}: ${flush.units} units, ${flush.messages.length} messages, ${idRange(flush.messages, session)}`);
      }
      field("", style.dim(`archived before the cut: the demo's store now holds ${archived} messages`));
      if (trim.recoveryText) {
        field("recovery", style.dim(`${formatCount(manifest.tokens.recovery)} tokens, from the session and the agent's recoveryContext:`));
        box(condenseLists(trim.recoveryText.split("\n")).map((line) => clipText(line, summaryWidth)));
      }
      // Every line of the merged summary is printed once: in full at the first trim, then only the
      // lines that changed, so the reader sees what each trim added without re-reading the rest.
      const lines = trim.summaryText.split("\n");
      const changed = lines.filter((line) => !previousSummary.has(line));
      const unchanged = lines.length - changed.length;
      const note = unchanged > 0 ? `; the lines that changed (${unchanged} others as before)` : "";
      field("summary", style.dim(`${manifest.summary.source}, ${formatCount(manifest.tokens.summary)} tokens${note}:`));
      box(changed.flatMap((line) => wrapLine(line, summaryWidth)));
      previousSummary = new Set(lines);
    },

    rejection(turn) {
      write(`     ${style.red(style.bold(`✗ turn ${turn}: the provider rejects the prompt, 400 context_length_exceeded`))} ${style.dim("(scripted)")}`);
      field("retry", "withContextRetry sees isContextLengthError(error) and calls session.recover(input)");
    },

    recap(result) {
      section("Recap");
      const row = (label: string, value: string): void => write(`  ${padEnd(label, 16)}${value}`);
      const last = result.prompts.at(-1);
      const largest = Math.max(...result.prompts.map((prompt) => prompt.manifest.tokens.total));
      const limit = last?.manifest.budget.limit ?? 0;
      const retries = result.prompts.filter((prompt) => prompt.kind === "recover").length;
      row("turns", `${result.turns} model calls, plus ${retries} ${retries === 1 ? "retry" : "retries"} after a length rejection`);
      row("session", `${result.sessionMessages.length} messages in the agent's list`);
      if (last) {
        const kinds = countBy(last.manifest.parts.map((part) => (part.kind === "message" ? "from the session" : part.kind)));
        row("last prompt", `${last.messages.length} messages (${kinds}), ${formatCount(last.manifest.tokens.total)} / ${formatCount(limit)} tokens`);
      }
      const over = result.prompts.filter((prompt) => prompt.manifest.tokens.total > prompt.manifest.budget.limit).length;
      const verdict = over === 0 ? "no prompt went over its budget" : style.red(`${over} prompts went over their budget`);
      row("largest prompt", `${formatCount(largest)} / ${formatCount(limit)} tokens: ${verdict}`);
      row("trims", `${result.trims.length}: ${countBy(result.triggers)}`);
      const summarized = result.finalSummary?.droppedMessages ?? 0;
      row("summarized", `${summarized} messages, each handed to onFlush first (${result.archived.length} archived)`);
      const text = result.finalSummaryText;
      const mark = (ok: boolean): string => (ok ? style.green("✓") : style.red("✗"));
      const commits = result.scenario.commits.map((commit) => `${commit.hash} ${mark(text.includes(commit.hash))}`);
      row("summary names", `the first request ${mark(text.includes(result.scenario.firstRequest))}  commits ${commits.join("  ")}`);
      // The point of the last request: its answer needs facts that only the summary still carries.
      const windowText = last ? JSON.stringify(last.messages.filter((message) => !message.id.startsWith("engram:"))) : "";
      const onlyInSummary = result.scenario.commits.filter((commit) => !windowText.includes(commit.hash)).length;
      if (onlyInSummary === result.scenario.commits.length) {
        row("", style.dim("no other part of the last prompt names a commit: the standup note needs the summary"));
      }
      write("");
      // The claim is checked, not asserted: every summarized message reached onFlush, none twice.
      const archivedOnce = new Set(result.archived.map((message) => message.id)).size === result.archived.length;
      if (archivedOnce && result.archived.length === summarized) {
        write(style.bold(`Nothing was lost: the session still holds all ${result.sessionMessages.length} messages; only the prompt got smaller.`));
      } else {
        write(style.red(`onFlush saw ${result.archived.length} messages but the summary covers ${summarized}: something was lost.`));
      }
    },
  };
}

/** "msg_014…msg_023", naming any message inside that stretch that stayed (the current request). */
function idRange(messages: readonly Message[], session: readonly Message[]): string {
  const first = messages[0];
  const last = messages.at(-1);
  if (!first || !last) return "none";
  const ids = new Set(messages.map((message) => message.id));
  const from = session.indexOf(first);
  const to = session.indexOf(last);
  const kept = session.slice(from, to + 1).filter((message) => !ids.has(message.id));
  const stays = (message: Message): string => `${message.id} (${message.role === "user" ? "the current request" : "pinned"} stays)`;
  const except = kept.length > 0 ? ` but ${kept.map(stays).join(", ")}` : "";
  return `${first.id}…${last.id}${except}`;
}

/** Folds each run of "- " list lines into one line naming their first words: the gist, not the JSON. */
function condenseLists(lines: readonly string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length > 1) out.push(`- (${run.length} lines: ${run.map((line) => line.slice(2).split(" ")[0]).join(", ")})`);
    else out.push(...run);
    run = [];
  };
  for (const line of lines) {
    if (line.startsWith("- ")) run.push(line);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out;
}
