/** One secret found in a text: what kind it is and the span that gets replaced. */
export interface SecretSpan {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
  /**
   * The marker is written between these quotes (`"`, or `\"` inside JSON text): a bare JSON number
   * (`"pin": 4921`) becomes a string, so the JSON stays valid.
   */
  readonly quote?: string;
}
