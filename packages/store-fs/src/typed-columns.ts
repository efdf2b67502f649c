/** A growable column of unsigned 32-bit integers (doubling a typed array), for indexes of many small numbers. */
export class U32Column {
  #data = new Uint32Array(16);
  #length = 0;

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#data.length) {
      const grown = new Uint32Array(this.#data.length * 2);
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
  #data = new Float64Array(16);
  #length = 0;

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#data.length) {
      const grown = new Float64Array(this.#data.length * 2);
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data[this.#length++] = value;
  }

  get(at: number): number {
    return this.#data[at]!;
  }
}
