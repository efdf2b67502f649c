import type { SignalView } from "../api-types.js";
import { h } from "./dom.js";

const fixed = (value: number) => value.toFixed(2);

/** Each signal's share of a score: weight × value = contribution, with a bar for the contribution. */
export function renderSignals(signals: readonly SignalView[], total?: number): HTMLElement {
  const largest = Math.max(0.0001, ...signals.map((signal) => Math.abs(signal.contribution)));
  return h(
    "table",
    { class: "signals", attrs: { "data-testid": "signals" } },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { attrs: { scope: "col" } }, "Signal"),
        h("th", { attrs: { scope: "col" } }, "Weight × value"),
        h("th", { attrs: { scope: "col" } }, "Adds"),
      ),
    ),
    h(
      "tbody",
      {},
      ...signals.map((signal) =>
        h(
          "tr",
          { class: "signal", attrs: { "data-testid": "signal", "data-signal": signal.name } },
          h("th", { class: "signal-name", attrs: { scope: "row" } }, signal.name),
          h("td", { class: "signal-math" }, `${fixed(signal.weight)} × ${fixed(signal.value)}`),
          h(
            "td",
            { class: "signal-value" },
            h(
              "span",
              { class: "signal-track", attrs: { "aria-hidden": "true" } },
              h("span", {
                class: `signal-fill ${signal.contribution < 0 ? "neg" : ""}`,
                style: { width: `${Math.round((Math.abs(signal.contribution) / largest) * 100)}%` },
              }),
            ),
            h("span", { attrs: { "data-testid": "signal-contribution" } }, `${signal.contribution < 0 ? "−" : "+"}${fixed(Math.abs(signal.contribution))}`),
          ),
        ),
      ),
    ),
    total === undefined
      ? null
      : h("tfoot", {}, h("tr", {}, h("th", { attrs: { scope: "row", colspan: "2" } }, "Score"), h("td", { class: "signal-value" }, fixed(total)))),
  );
}
