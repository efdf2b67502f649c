import type { ReportLayout } from "./conversation-set.js";
import { locomoLayout } from "./locomo-data.js";
import type { Scores } from "./score-rankings.js";

export interface ScoredSystem {
  readonly name: string;
  readonly scores: Scores;
}

/** Groups in report order: overall, then the layout's categories, then any other group by name. */
function orderedGroups(scores: Scores, layout: ReportLayout): string[] {
  const known = layout.categories.map((category) => category.key).filter((key) => scores[key]);
  const rest = Object.keys(scores)
    .filter((group) => group !== "overall" && !known.includes(group))
    .sort();
  return [...(scores["overall"] ? ["overall"] : []), ...known, ...rest];
}

const groupLabel = (group: string, layout: ReportLayout): string =>
  group === "overall" ? layout.overallLabel : (layout.categories.find((category) => category.key === group)?.label ?? group);

/** The k metrics (all@ then any@) and the budget metrics ("…t") a score holds, in its order. */
export function metricColumns(scores: Scores): { kMetrics: string[]; budgetMetrics: string[] } {
  const sample = scores["overall"] ?? Object.values(scores)[0];
  const metrics = Object.keys(sample?.metrics ?? {});
  const k = metrics.filter((m) => !m.endsWith("t"));
  return {
    kMetrics: [...k.filter((m) => m.startsWith("all@")), ...k.filter((m) => m.startsWith("any@"))],
    budgetMetrics: metrics.filter((m) => m.endsWith("t")),
  };
}

/**
 * Markdown tables like retrieval-eval.md's: one row per system and group (overall first, the groups
 * the layout reports apart in a table of their own), k metrics, then budget metrics.
 */
export function formatScoreTables(systems: readonly ScoredSystem[], layout: ReportLayout = locomoLayout): string {
  const first = systems[0]?.scores;
  if (!first || Object.keys(first).length === 0) return "";
  const apartKeys = new Set(layout.categories.filter((category) => category.apart).map((category) => category.key));
  const groups = orderedGroups(first, layout);
  const { kMetrics, budgetMetrics } = metricColumns(first);
  const rows = (columns: readonly string[], wanted: readonly string[]): string[] => {
    const lines = [`| system | group (n) | ${columns.join(" | ")} |`, `|---|---|${columns.map(() => "---:").join("|")}|`];
    for (const group of wanted) {
      for (const system of systems) {
        const score = system.scores[group];
        if (!score) continue;
        lines.push(`| ${system.name} | ${groupLabel(group, layout)} (${score.n}) | ${columns.map((c) => (score.metrics[c] ?? 0).toFixed(1)).join(" | ")} |`);
      }
    }
    return lines;
  };
  const table = (columns: readonly string[]): string => {
    const lines = rows(
      columns,
      groups.filter((group) => !apartKeys.has(group)),
    );
    const apart = groups.filter((group) => apartKeys.has(group) && systems.some((system) => system.scores[group]));
    if (apart.length > 0) lines.push("", layout.apartHeading ?? "Reported apart (not in overall):", "", ...rows(columns, apart));
    return lines.join("\n");
  };
  return [table(kMetrics), "", "Under a token budget (items taken in rank order while their tokens fit):", "", table(budgetMetrics)].join("\n");
}
