type NumberArray = Uint32Array | Float64Array;

/** A growable column of numbers in a typed array (doubling it), for indexes of many small numbers. */
class TypedColumn<A extends NumberArray> {
  #data: A;
  #length: number;
  /** Whether `#data` is this column's own (grown or copied), not the `initial` it was given. */
  #owned = false;
  readonly #allocate: (size: number) => A;

  /** Starts with `initial`'s values, used in place until the first push past them or `set` copies them. */
  constructor(allocate: (size: number) => A, initial: A, length: number) {
    this.#allocate = allocate;
    this.#data = initial;
    this.#length = length;
  }

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#data.length) {
      const grown = this.#allocate(Math.max(16, this.#data.length * 2));
      grown.set(this.#data);
      this.#data = grown;
      this.#owned = true;
    }
    this.#data[this.#length++] = value;
  }

  /** Replaces the value at `at` (below `length`); the `initial` array is copied first, never written. */
  set(at: number, value: number): void {
    if (!this.#owned) {
      this.#data = this.#data.slice() as A;
      this.#owned = true;
    }
    this.#data[at] = value;
  }

  get(at: number): number {
    return this.#data[at]!;
  }

  /** The values as one array (longer than `length` past the last push): valid until the next push. */
  array(): A {
    return this.#data;
  }

  /** A copy of the values pushed, exactly as long. */
  toArray(): A {
    return this.#data.slice(0, this.#length) as A;
  }
}

/** A growable column of unsigned 32-bit integers. */
export class U32Column extends TypedColumn<Uint32Array> {
  constructor(initial: Uint32Array = new Uint32Array(16), length = 0) {
    super((size) => new Uint32Array(size), initial, length);
  }
}

/** A growable column of doubles. */
export class F64Column extends TypedColumn<Float64Array> {
  constructor(initial: Float64Array = new Float64Array(16), length = 0) {
    super((size) => new Float64Array(size), initial, length);
  }
}
