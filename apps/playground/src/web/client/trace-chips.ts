import type { TraceSummary } from "../api-types.js";
import { formatTokens, h } from "./dom.js";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The chip texts of one model call, in reading order: who answered, what it cost, what memory did. */
export function traceChipTexts(trace: TraceSummary, frameworkLabel: string): string[] {
  const chips = [frameworkLabel, `${formatTokens(trace.tokens)} tokens`];
  chips.push(trace.recalled === 0 ? "recalled nothing" : `recalled ${trace.recalled} (${trace.recalledLongTerm} long-term)`);
  if (trace.extracted > 0) chips.push(`+${plural(trace.extracted, "fact", "facts")}`);
  if (trace.droppedNow > 0) chips.push(`trimmed: ${plural(trace.droppedNow, "message", "messages")} summarized`);
  if (trace.attempt > 0) chips.push(`retry ${trace.attempt}`);
  if (trace.offlineModel) chips.push("offline model");
  return chips;
}

/** The chips row of an assistant bubble, with the button that opens the turn's trace. */
export function traceChips(trace: TraceSummary, frameworkLabel: string, open: () => void): HTMLElement {
  const kindOf = (text: string) =>
    text.startsWith("trimmed") ? "chip-trim" : text === "offline model" ? "chip-offline" : text.startsWith("+") ? "chip-extract" : "";
  return h(
    "div",
    { class: "chips", attrs: { "data-testid": "trace-chips" } },
    ...traceChipTexts(trace, frameworkLabel).map((text) => h("span", { class: `chip ${kindOf(text)}`, attrs: { "data-testid": "chip" } }, text)),
    h(
      "button",
      {
        class: "chip-button",
        attrs: { type: "button", "data-testid": "open-trace", "aria-label": "Inspect turn: prompt, recall, extraction and trimming" },
        on: {
          click: (event) => {
            event.stopPropagation();
            open();
          },
        },
      },
      "Inspect turn",
    ),
  );
}
