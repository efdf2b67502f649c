import type { ContextManifest } from "@engram/core/pipeline";
import type { Style } from "./style.js";

export const gaugeWidth = 24;

/**
 * The prompt against its budget: `[########:####|---]`, where `:` is the 50% target a trim cuts down
 * to, `|` the 75% line that triggers a trim and `]` the hard limit. The markers sit between cells
 * so a full bar never hides them.
 */
export function renderGauge(tokens: number, budget: ContextManifest["budget"], style: Style): string {
  const { limit, proactiveAt, targetAt } = budget;
  const cellOf = (value: number): number => Math.round((value / limit) * gaugeWidth);
  // Floor, so the bar never seems to reach a line it has not reached; but a prompt past a line
  // always shows at least one cell beyond it.
  let filled = Math.min(gaugeWidth, Math.floor((tokens / limit) * gaugeWidth));
  if (tokens > targetAt) filled = Math.max(filled, cellOf(targetAt) + 1);
  if (tokens > proactiveAt) filled = Math.max(filled, cellOf(proactiveAt) + 1);
  const markers = new Map([
    [cellOf(targetAt), ":"],
    [cellOf(proactiveAt), "|"],
  ]);
  const paint = tokens > proactiveAt ? style.red : tokens > targetAt ? style.yellow : style.green;
  // Cells are collected as runs so a colored bar costs a few escape sequences, not one per cell.
  const runs: Array<{ filled: boolean; text: string }> = [];
  const add = (filled: boolean, char: string): void => {
    const last = runs.at(-1);
    if (last && last.filled === filled) last.text += char;
    else runs.push({ filled, text: char });
  };
  for (let cell = 0; cell < gaugeWidth; cell++) {
    const marker = markers.get(cell);
    if (marker) add(false, marker);
    add(cell < filled, cell < filled ? "#" : "-");
  }
  return `[${runs.map((run) => (run.filled ? paint(run.text) : style.dim(run.text))).join("")}]`;
}
