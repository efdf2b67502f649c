import { formatNumber, type BenchRow } from "../harness.js";
import { personalCaseName, personalScaleMetrics as metrics, personalScaleSuiteName, stepSize, type PersonalScalePlan } from "../suites/personal-scale-plan.js";

/** The metrics worth carrying to the whole year: what opening costs, what it holds, what a recall costs. */
const extrapolated = [metrics.open, metrics.firstRecall, metrics.rssOpen, metrics.rssRecalls, metrics.rssPeak, metrics.recallP50, metrics.generate] as const;

export interface Extrapolation {
  readonly metric: string;
  readonly unit: string;
  /** The two measured shares of the year and their values. */
  readonly from: readonly [{ fraction: number; value: number }, { fraction: number; value: number }];
  /** The straight line through them, at the whole year. Not a measurement. */
  readonly value: number;
}

/**
 * The fs store at the whole year, by a straight line through its two largest measured shares (its
 * open reads and indexes every file, so time and memory grow with what it holds). Empty when fewer
 * than two shares were measured, or when the whole year was.
 */
export function extrapolateFs(rows: readonly BenchRow[], plan: PersonalScalePlan): Extrapolation[] {
  const measured = plan.steps
    .filter((step) => step.store === "fs")
    .sort((a, b) => a.fraction - b.fraction)
    .map((step) => {
      const size = stepSize(plan, step);
      return { fraction: step.fraction, name: personalCaseName("fs", size.messages, size.entries, step.fraction) };
    });
  if (measured.length < 2 || measured.some((step) => step.fraction === 1)) return [];
  const [low, high] = measured.slice(-2) as [(typeof measured)[number], (typeof measured)[number]];
  return extrapolated.flatMap((metric): Extrapolation[] => {
    const at = (name: string) => rows.find((row) => row.suite === personalScaleSuiteName && row.case === name && row.metric === metric);
    const a = at(low.name);
    const b = at(high.name);
    if (a === undefined || b === undefined) return [];
    const slope = (b.value - a.value) / (high.fraction - low.fraction);
    return [
      {
        metric,
        unit: a.unit,
        from: [
          { fraction: low.fraction, value: a.value },
          { fraction: high.fraction, value: b.value },
        ],
        value: b.value + slope * (1 - high.fraction),
      },
    ];
  });
}

/** The note under the table: every extrapolated value, labelled as not measured (empty when there is none). */
export function fsExtrapolation(rows: readonly BenchRow[], plan: PersonalScalePlan): string[] {
  const lines = extrapolateFs(rows, plan);
  if (lines.length === 0) return [];
  const size = stepSize(plan, { store: "fs", fraction: 1, probes: 1 });
  const share = (fraction: number): string => `${Math.round(fraction * 100)}%`;
  const heading =
    `EXTRAPOLATED, not measured: ${personalCaseName("fs", size.messages, size.entries, 1)}, ` +
    `a straight line through the fs rows at ${share(lines[0]!.from[0].fraction)} and ${share(lines[0]!.from[1].fraction)} of the year:`;
  return [
    [
      heading,
      ...lines.map(
        (line) =>
          `  ${line.metric}: ~${formatNumber(line.value)} ${line.unit} (measured ${formatNumber(line.from[0].value)} at ${share(line.from[0].fraction)}, ${formatNumber(line.from[1].value)} at ${share(line.from[1].fraction)})`,
      ),
    ].join("\n"),
  ];
}
