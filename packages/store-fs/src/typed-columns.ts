/** A growable column of unsigned 32-bit integers (doubling a typed array), for indexes of many small numbers. */
export class U32Column {
  #data: Uint32Array;
  #length: number;

  /** Starts with `initial`'s values, used in place until the first push past them copies them. */
  constructor(initial: Uint32Array = new Uint32Array(16), length = 0) {
    this.#data = initial;
    this.#length = length;
  }

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#data.length) {
      const grown = new Uint32Array(Math.max(16, this.#data.length * 2));
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data[this.#length++] = value;
  }

  get(at: number): number {
    return this.#data[at]!;
  }

  /** A copy of the values pushed, exactly as long. */
  toArray(): Uint32Array {
    return this.#data.slice(0, this.#length);
  }
}

/** A growable column of doubles (see `U32Column`). */
export class F64Column {
  #data: Float64Array;
  #length: number;

  constructor(initial: Float64Array = new Float64Array(16), length = 0) {
    this.#data = initial;
    this.#length = length;
  }

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#data.length) {
      const grown = new Float64Array(Math.max(16, this.#data.length * 2));
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data[this.#length++] = value;
  }

  get(at: number): number {
    return this.#data[at]!;
  }
}
