import type { ManifestView } from "../api-types.js";
import { fill, formatTokens, h } from "./dom.js";

const svgNs = "http://www.w3.org/2000/svg";
const segments = [
  { key: "system", label: "Instructions", color: "#64748b" },
  { key: "summary", label: "Summary", color: "#8b5cf6" },
  { key: "injections", label: "Memory", color: "#0d9488" },
  { key: "messages", label: "Messages", color: "#2563eb" },
] as const;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(svgNs, tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
  return element;
}

/** The budget gauge: the prompt's parts stacked against the hard limit, with the 50% target and the 75% trim line marked. */
export function renderBudget(container: Element, manifest: ManifestView | undefined, contextWindow: number): void {
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
  const width = 400;
  const scale = (value: number) => Math.min(width, (value / budget.limit) * width);
  const bar = svg("svg", { viewBox: `0 0 ${width} 46`, class: "gauge", role: "img", "aria-label": `${tokens.total} of ${budget.limit} tokens` });
  bar.append(svg("rect", { x: 0, y: 8, width, height: 18, rx: 5, fill: "#eef1f5" }));
  let x = 0;
  for (const segment of segments) {
    const value = tokens[segment.key];
    if (value <= 0) continue;
    const w = scale(value);
    bar.append(svg("rect", { x, y: 8, width: Math.max(1, w), height: 18, fill: segment.color }));
    x += w;
  }
  const rest = tokens.total - segments.reduce((sum, segment) => sum + tokens[segment.key], 0);
  if (rest > 0) bar.append(svg("rect", { x, y: 8, width: scale(rest), height: 18, fill: "#cbd5e1" }));
  const marker = (at: number, color: string, label: string, anchor: "middle" | "end", dash?: string) => {
    const mx = Math.min(width - 1, scale(at));
    bar.append(svg("line", { x1: mx, x2: mx, y1: 3, y2: 31, stroke: color, "stroke-width": 2, ...(dash ? { "stroke-dasharray": dash } : {}) }));
    const text = svg("text", { x: mx, y: 43, "text-anchor": anchor, class: "gauge-label", fill: color });
    text.textContent = label;
    bar.append(text);
  };
  marker(budget.targetAt, "#94a3b8", "50%", "middle", "3 3");
  marker(budget.proactiveAt, "#d97706", "75% trim", "middle");
  marker(budget.limit, "#dc2626", "limit", "end");
  const percent = Math.round((tokens.total / budget.limit) * 100);
  fill(
    container,
    h(
      "div",
      { class: "card-head" },
      h("h2", { class: "card-title" }, "Context budget"),
      h(
        "span",
        { class: `pill ${manifest.trigger === "none" ? "" : "pill-warn"}`, attrs: { "data-testid": "trigger" } },
        manifest.trigger === "none" ? "no trim" : `trimmed: ${manifest.trigger}`,
      ),
    ),
    h(
      "div",
      { class: "gauge-numbers" },
      h("span", { class: "big", attrs: { "data-testid": "tokens-used" } }, formatTokens(tokens.total)),
      h("span", { class: "muted" }, ` / ${formatTokens(budget.limit)} tokens · ${percent}%`),
    ),
    bar,
    h(
      "div",
      { class: "legend" },
      ...segments.map((segment) =>
        h("span", { class: "legend-item" }, h("i", { style: { background: segment.color } }), `${segment.label} ${formatTokens(tokens[segment.key])}`),
      ),
      rest > 0 ? h("span", { class: "legend-item" }, h("i", { style: { background: "#cbd5e1" } }), `Tools & overhead ${formatTokens(rest)}`) : null,
    ),
    h(
      "p",
      { class: "muted small" },
      `Window ${formatTokens(budget.contextWindow)} − reply ${formatTokens(budget.maxOutputTokens)} − margin = limit ${formatTokens(budget.limit)}. ` +
        `Above ${formatTokens(budget.proactiveAt)} tokens, the oldest turns are summarized until ${formatTokens(budget.targetAt)} remain.` +
        (manifest.droppedInSession > 0 ? ` ${manifest.droppedInSession} messages summarized so far.` : ""),
    ),
  );
}
