/** One secret found in a text: what kind it is and the span that gets replaced. */
export interface SecretSpan {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}
