import type { BudgetPoint } from "../api-types.js";
import { formatTokens, h } from "./dom.js";
import { svg } from "./svg.js";

/** Budget over time: the trim measure of each model call (before and after its trim), the trim line, and each trim marked. */
export function renderTimeline(points: readonly BudgetPoint[]): HTMLElement | null {
  if (points.length === 0) return null;
  const width = 400;
  const height = 64;
  const top = Math.max(...points.map((point) => Math.max(point.limit, point.trimBasis)));
  const x = (index: number) => (points.length === 1 ? width / 2 : 6 + (index * (width - 12)) / (points.length - 1));
  const y = (value: number) => height - 4 - (value / top) * (height - 10);
  const trims = points.filter((point) => point.trimmed).length;
  const chart = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: "sparkline",
    role: "img",
    "data-testid": "sparkline",
    "aria-label": `Budget over ${points.length} model calls: last ${points.at(-1)!.trimBasisAfter} tokens of ${points.at(-1)!.limit}; ${trims} ${trims === 1 ? "trim" : "trims"}`,
  });
  const last = points.at(-1)!;
  chart.append(svg("line", { x1: 0, x2: width, y1: y(last.proactiveAt), y2: y(last.proactiveAt), stroke: "#b45309", "stroke-dasharray": "4 3" }));
  chart.append(svg("line", { x1: 0, x2: width, y1: y(last.limit), y2: y(last.limit), stroke: "#b91c1c" }));
  const path = points.flatMap((point, index) =>
    point.trimmed ? [`${x(index)},${y(point.trimBasis)}`, `${x(index)},${y(point.trimBasisAfter)}`] : [`${x(index)},${y(point.trimBasisAfter)}`],
  );
  chart.append(svg("polyline", { points: path.join(" "), fill: "none", stroke: "#2563eb", "stroke-width": 2 }));
  points.forEach((point, index) => {
    if (!point.trimmed) return;
    const mark = svg("path", {
      d: `M ${x(index) - 5} ${y(point.trimBasis) - 9} h 10 l -5 7 z`,
      fill: "#b45309",
      class: "trim-mark",
      "data-testid": "trim-mark",
      "data-trace-id": point.traceId,
    });
    mark.append(svg("title", {}, `Trimmed: ${formatTokens(point.trimBasis)} → ${formatTokens(point.trimBasisAfter)} tokens`));
    chart.append(mark);
  });
  return h(
    "figure",
    { class: "timeline" },
    chart,
    h(
      "figcaption",
      { class: "muted small" },
      `Budget over ${points.length} ${points.length === 1 ? "call" : "calls"} · ${trims} ${trims === 1 ? "trim" : "trims"} (▼) · dashed: trim line`,
    ),
  );
}
