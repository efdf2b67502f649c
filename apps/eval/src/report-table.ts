import { categoryNames, type Scores } from "./score-rankings.js";

const groupLabel = (group: string): string =>
  group === "overall" ? "overall, categories 1-4" : `${group} ${categoryNames[Number(group)] ?? ""}`.trim();

/** Groups in report order: overall first, then categories 1-4, then 5 (reported apart). */
function orderedGroups(scores: Scores): string[] {
  const rest = Object.keys(scores).filter((group) => group !== "overall").sort((a, b) => Number(a) - Number(b));
  return [...(scores["overall"] ? ["overall"] : []), ...rest];
}

/** Markdown tables like retrieval-eval.md's: one row per system and group, k metrics and budget metrics. */
export function formatScoreTables(systems: readonly { readonly name: string; readonly scores: Scores }[]): string {
  const first = systems[0]?.scores;
  if (!first) return "";
  const sample = first["overall"] ?? Object.values(first)[0];
  const metrics = Object.keys(sample?.metrics ?? {});
  const kMetrics = [...metrics.filter((m) => m.startsWith("all@") && !m.endsWith("t")), ...metrics.filter((m) => m.startsWith("any@") && !m.endsWith("t"))];
  const budgetMetrics = metrics.filter((m) => m.endsWith("t"));
  const table = (columns: readonly string[]): string => {
    const lines = [`| system | group (n) | ${columns.join(" | ")} |`, `|---|---|${columns.map(() => "---:").join("|")}|`];
    for (const group of orderedGroups(first)) {
      if (group === "5") continue;
      for (const system of systems) {
        const score = system.scores[group];
        if (!score) continue;
        lines.push(`| ${system.name} | ${groupLabel(group)} (${score.n}) | ${columns.map((c) => (score.metrics[c] ?? 0).toFixed(1)).join(" | ")} |`);
      }
    }
    const apart = systems.filter((system) => system.scores["5"]);
    if (apart.length > 0) {
      lines.push("", "Category 5 (adversarial, unanswerable), reported apart:", "");
      lines.push(`| system | group (n) | ${columns.join(" | ")} |`, `|---|---|${columns.map(() => "---:").join("|")}|`);
      for (const system of apart) {
        const score = system.scores["5"]!;
        lines.push(`| ${system.name} | ${groupLabel("5")} (${score.n}) | ${columns.map((c) => (score.metrics[c] ?? 0).toFixed(1)).join(" | ")} |`);
      }
    }
    return lines.join("\n");
  };
  return [table(kMetrics), "", "Under a token budget (items taken in rank order while their tokens fit):", "", table(budgetMetrics)].join("\n");
}
