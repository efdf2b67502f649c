import { EngramError } from "../errors.js";

export interface CalibratedEstimatorOptions {
  /** Ratio used until enough usage has been seen. Low on purpose: fewer chars per token overestimates. */
  initialCharsPerToken?: number;
  /** Observed ratios are clamped into this range before they count. */
  minCharsPerToken?: number;
  maxCharsPerToken?: number;
  /** How many recent observations the median is taken over. */
  window?: number;
  /** Below this many observations the estimate never gets less conservative than the initial ratio. */
  minSamples?: number;
}

export interface CalibratedEstimatorState {
  readonly samples: readonly number[];
}

/**
 * Chars-per-token ratio for models whose tokenizer is not public, learned from the usage the
 * provider reports. The median of recent observations means one odd reply cannot move it.
 */
export class CalibratedEstimator {
  readonly #initial: number;
  readonly #min: number;
  readonly #max: number;
  readonly #window: number;
  readonly #minSamples: number;
  #samples: number[] = [];
  #ratio: number;

  constructor(options: CalibratedEstimatorOptions = {}, state?: CalibratedEstimatorState) {
    this.#initial = options.initialCharsPerToken ?? 3;
    this.#min = options.minCharsPerToken ?? 1.5;
    this.#max = options.maxCharsPerToken ?? 6;
    this.#window = options.window ?? 15;
    this.#minSamples = options.minSamples ?? 3;
    if (!(this.#min > 0 && this.#min <= this.#initial && this.#initial <= this.#max) || this.#window < 1) {
      throw new EngramError(
        "INVALID_OPTIONS",
        `Estimator options need 0 < minCharsPerToken <= initialCharsPerToken <= maxCharsPerToken and window >= 1 ` +
          `(got ${this.#min} <= ${this.#initial} <= ${this.#max}, window ${this.#window}).`,
      );
    }
    this.#ratio = this.#initial;
    if (state) for (const sample of state.samples) this.#push(sample);
  }

  get charsPerToken(): number {
    return this.#ratio;
  }

  get sampleCount(): number {
    return this.#samples.length;
  }

  estimate(chars: number): number {
    return Math.ceil(chars / this.#ratio);
  }

  /**
   * Learns from one reply: `chars` of prompt text the provider billed as `tokens` (overheads
   * already taken out). Returns the ratio now in use. Nonsense readings are ignored.
   */
  observe(chars: number, tokens: number): number {
    if (!(chars > 0 && tokens > 0 && Number.isFinite(chars) && Number.isFinite(tokens))) return this.#ratio;
    this.#push(chars / tokens);
    return this.#ratio;
  }

  state(): CalibratedEstimatorState {
    return { samples: [...this.#samples] };
  }

  #push(observed: number): void {
    this.#samples.push(Math.min(this.#max, Math.max(this.#min, observed)));
    if (this.#samples.length > this.#window) this.#samples.shift();
    const median = medianOf(this.#samples);
    this.#ratio = this.#samples.length < this.#minSamples ? Math.min(this.#initial, median) : median;
  }
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
