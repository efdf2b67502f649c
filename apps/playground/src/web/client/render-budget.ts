import type { ManifestView } from "../api-types.js";
import { fill, formatTokens, h } from "./dom.js";
import { svg } from "./svg.js";

/** What the trim measure is made of; memory injections are drawn apart, outside it. */
const measured = [
  { key: "system", label: "Instructions", color: "#475569" },
  { key: "summary", label: "Summary", color: "#7c3aed" },
  { key: "messages", label: "Messages", color: "#2563eb" },
  { key: "overhead", label: "Tools & structure", color: "#64748b" },
] as const;
const injectionColor = "#0f766e";

/** "trimmed" when this call trimmed (its measure before trimming passed the trim line), else "no trim". */
export function trimVerdict(manifest: ManifestView): "trimmed" | "no trim" {
  return manifest.trigger !== "none" || manifest.droppedNow > 0 || manifest.tokens.trimBasis > manifest.budget.proactiveAt ? "trimmed" : "no trim";
}

function gauge(manifest: ManifestView): SVGSVGElement {
  const { budget, tokens } = manifest;
  const width = 400;
  const scale = (value: number) => Math.max(0, Math.min(width, (value / budget.limit) * width));
  const bar = svg("svg", {
    viewBox: `0 0 ${width} 50`,
    class: "gauge",
    role: "img",
    "data-testid": "gauge",
    "data-trim-basis-after": tokens.trimBasisAfter,
    "data-proactive-at": budget.proactiveAt,
    "aria-label":
      `${tokens.trimBasisAfter} of ${budget.limit} tokens count toward trimming (trim line ${budget.proactiveAt})` +
      (tokens.trimBasis > tokens.trimBasisAfter ? `, ${tokens.trimBasis} before this call's trim` : "") +
      `; plus ${tokens.injections} tokens of memory`,
  });
  bar.append(svg("rect", { x: 0, y: 8, width, height: 18, rx: 5, fill: "#eef1f5" }));
  // The measure before this call's trim, as an outline: what crossed the trim line.
  if (tokens.trimBasis > tokens.trimBasisAfter) {
    bar.append(
      svg("rect", {
        x: 0.5,
        y: 8.5,
        width: Math.max(1, scale(tokens.trimBasis) - 1),
        height: 17,
        fill: "none",
        stroke: "#b45309",
        "stroke-dasharray": "4 3",
        "data-testid": "gauge-before-trim",
      }),
    );
  }
  const parts = measured.map((part) => tokens[part.key]);
  const sum = parts.reduce((a, b) => a + b, 0);
  // The parts drawn in proportion, filling exactly the measure the pipeline compares with the trim line.
  const fit = sum > 0 ? tokens.trimBasisAfter / sum : 0;
  let x = 0;
  measured.forEach((part, index) => {
    const w = scale(parts[index]! * fit);
    if (w <= 0) return;
    bar.append(svg("rect", { x, y: 8, width: Math.max(1, w), height: 18, fill: part.color }));
    x += w;
  });
  if (tokens.injections > 0) {
    bar.append(
      svg("rect", { x: 0, y: 30, width: Math.max(1, scale(tokens.injections)), height: 6, rx: 2, fill: injectionColor, "data-testid": "gauge-memory" }),
    );
  }
  const marker = (at: number, color: string, label: string, anchor: "start" | "middle" | "end", dash?: string) => {
    const mx = Math.min(width - 1, Math.max(1, scale(at)));
    bar.append(svg("line", { x1: mx, x2: mx, y1: 3, y2: 31, stroke: color, "stroke-width": 2, ...(dash ? { "stroke-dasharray": dash } : {}) }));
    bar.append(svg("text", { x: mx, y: 47, "text-anchor": anchor, class: "gauge-label", fill: color }, label));
  };
  marker(budget.targetAt, "#475569", "target", "middle", "3 3");
  marker(budget.proactiveAt, "#b45309", "trim line", "middle");
  marker(budget.limit, "#b91c1c", "limit", "end");
  return bar;
}

/**
 * The budget gauge: the quantity the pipeline trims on (after this call's trim) against the trim line and
 * the limit, the memory injections apart from it, and a label that agrees with what is drawn.
 */
export function renderBudget(container: Element, manifest: ManifestView | undefined, contextWindow: number, timeline: HTMLElement | null): void {
  if (!manifest) {
    fill(
      container,
      h(
        "div",
        { class: "card-head" },
        h("h2", { class: "card-title" }, "Context budget"),
        h("span", { class: "muted small" }, `window ${formatTokens(contextWindow)}`),
      ),
      h("p", { class: "muted small" }, "Send a message: the gauge shows what the prompt costs against its budget."),
    );
    return;
  }
  const { budget, tokens } = manifest;
  const verdict = trimVerdict(manifest);
  const percent = Math.round((tokens.trimBasisAfter / budget.limit) * 100);
  fill(
    container,
    h(
      "div",
      { class: "card-head" },
      h("h2", { class: "card-title" }, "Context budget"),
      h(
        "span",
        { class: `pill ${verdict === "trimmed" ? "pill-warn" : ""}`, attrs: { "data-testid": "trigger" } },
        verdict === "trimmed" ? `trimmed: ${formatTokens(tokens.trimBasis)} → ${formatTokens(tokens.trimBasisAfter)}` : "no trim",
      ),
    ),
    h(
      "div",
      { class: "gauge-numbers" },
      h("span", { class: "big", attrs: { "data-testid": "tokens-used" } }, formatTokens(tokens.trimBasisAfter)),
      h("span", { class: "muted" }, ` / ${formatTokens(budget.limit)} tokens · ${percent}% · trim line ${formatTokens(budget.proactiveAt)}`),
    ),
    gauge(manifest),
    h(
      "div",
      { class: "legend" },
      ...measured.map((part) =>
        h("span", { class: "legend-item" }, h("i", { style: { background: part.color } }), `${part.label} ${formatTokens(tokens[part.key])}`),
      ),
      h(
        "span",
        { class: "legend-item", attrs: { "data-testid": "legend-memory" } },
        h("i", { style: { background: injectionColor } }),
        `Memory ${formatTokens(tokens.injections)} (not counted for trimming)`,
      ),
    ),
    h(
      "p",
      { class: "muted small" },
      `Whole prompt ${formatTokens(tokens.total)} tokens. Window ${formatTokens(budget.contextWindow)} − reply ${formatTokens(budget.maxOutputTokens)} − margin = limit ${formatTokens(budget.limit)}. ` +
        `Above ${formatTokens(budget.proactiveAt)}, the oldest turns are summarized until ${formatTokens(budget.targetAt)} remain.` +
        (manifest.droppedInSession > 0 ? ` ${manifest.droppedInSession} messages summarized so far.` : ""),
    ),
    timeline,
  );
}
