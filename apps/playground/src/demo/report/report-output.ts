import { padEnd, wrapLine } from "../layout.js";
import type { Style } from "../style.js";

export const ruleWidth = 92;
const labelWidth = 12;
export const indent = " ".repeat(2 + labelWidth);
/** Room for text after the label column, so lines stay inside the rule. */
export const valueWidth = ruleWidth - indent.length;

/** The report's lines: section rules and a label column every block shares. */
export interface ReportOutput {
  readonly style: Style;
  line(text?: string): void;
  section(title: string, right?: string): void;
  /** `  label       value`, then each further line under the value. */
  field(label: string, value: string, ...more: string[]): void;
  /** A line under the current field's value, word-wrapped to the rule. */
  more(text: string, hanging?: string): void;
}

export function createOutput(write: (line: string) => void, style: Style): ReportOutput {
  const out: ReportOutput = {
    style,
    line: (text = "") => write(text),
    section(title, right = "") {
      const fill = Math.max(3, ruleWidth - title.length - right.length - (right ? 8 : 4));
      write("");
      write(style.bold(`── ${title} ${"─".repeat(fill)}${right ? ` ${right} ──` : ""}`));
    },
    field(label, value, ...more) {
      const [first = "", ...rest] = wrapLine(value, valueWidth);
      write(`  ${padEnd(style.dim(label), labelWidth)}${first}`);
      for (const line of rest) write(indent + line);
      for (const text of more) out.more(text);
    },
    more(text, hanging = "  ") {
      for (const line of wrapLine(text, valueWidth, hanging)) write(indent + line);
    },
  };
  return out;
}
