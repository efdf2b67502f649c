/** One target of a bench run, as the targets table prints it. */
export interface TargetResult {
  readonly status: "PASS" | "FAIL" | "SKIP" | "INFO";
  readonly name: string;
  readonly detail: string;
}
