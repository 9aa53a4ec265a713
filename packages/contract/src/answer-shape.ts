/**
 * The contract's own checker for the few answers the player app's first screen reads (site.ts,
 * balance.ts, market-block.ts). zod's core, which even zod's small build carries, is about 13 KB
 * of gzip JavaScript the phone would download and run before its first tap is answered; these
 * answers need only objects, arrays, strings, numbers, nulls and fixed words, which this file
 * checks in well under 1 KB.
 *
 * A shape follows the Standard Schema interface (`~standard`, version 1) that zod's schemas
 * follow too, so a call's declaration may name either and the server checks both the same way;
 * like zod's objects, an object shape answers only its declared fields.
 */

/** One mismatch: what was expected, and where in the answer. */
export interface ShapeIssue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

export type ShapeResult<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly ShapeIssue[] };

export interface Shape<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'khela';
    readonly validate: (value: unknown) => ShapeResult<T>;
    /** Types only, as the interface asks: never set at run time. */
    readonly types?: { readonly input: T; readonly output: T } | undefined;
  };
  /** The value read, or an `AnswerShapeError` naming every mismatch. */
  parse(value: unknown): T;
  /** Reads `value` found at `path`, adding an issue for each mismatch to `issues`. */
  readonly read: (value: unknown, path: readonly PropertyKey[], issues: ShapeIssue[]) => T;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

export class AnswerShapeError extends Error {
  constructor(readonly issues: readonly ShapeIssue[]) {
    super(
      issues
        .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
        .join('; '),
    );
    this.name = 'AnswerShapeError';
  }
}

function shapeOf<T>(read: Shape<T>['read']): Shape<T> {
  const validate = (value: unknown): ShapeResult<T> => {
    const issues: ShapeIssue[] = [];
    const answer = read(value, [], issues);
    return issues.length === 0 ? { value: answer } : { issues };
  };
  return {
    '~standard': { version: 1, vendor: 'khela', validate },
    parse(value) {
      const result = validate(value);
      if (result.issues !== undefined) throw new AnswerShapeError(result.issues);
      return result.value;
    },
    read,
  };
}

/** A leaf: the value itself when `accepts` holds, else an issue saying what was expected. */
function leaf<T>(expected: string, accepts: (value: unknown) => value is T): Shape<T> {
  return shapeOf((value, path, issues) => {
    if (!accepts(value)) issues.push({ message: `expected ${expected}`, path });
    return value as T;
  });
}

export const string = (): Shape<string> =>
  leaf('a string', (value): value is string => typeof value === 'string');

/** A finite number, as JSON can carry. */
export const number = (): Shape<number> =>
  leaf('a number', (value): value is number => typeof value === 'number' && Number.isFinite(value));

/** A whole number within JavaScript's safe range, as zod's `int` reads it. */
export const int = (): Shape<number> =>
  leaf('a whole number', (value): value is number => Number.isSafeInteger(value));

export function enumOf<const W extends readonly string[]>(words: W): Shape<W[number]> {
  return leaf(`one of ${words.join(', ')}`, (value): value is W[number] =>
    words.includes(value as string),
  );
}

export function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return shapeOf((value, path, issues) =>
    value === null ? null : inner.read(value, path, issues),
  );
}

export function array<T>(item: Shape<T>): Shape<T[]> {
  return shapeOf((value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ message: 'expected an array', path });
      return [];
    }
    return value.map((entry, index) => item.read(entry, [...path, index], issues));
  });
}

export type Fields = Record<string, Shape<unknown>>;
export type ObjectOf<F extends Fields> = { [K in keyof F]: Infer<F[K]> };

export interface ObjectShape<F extends Fields> extends Shape<ObjectOf<F>> {
  /** The declared fields, for a shape that extends this one. */
  readonly fields: F;
}

export function object<F extends Fields>(fields: F): ObjectShape<F> {
  const shape = shapeOf((value, path, issues) => {
    const read: Record<string, unknown> = {};
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ message: 'expected an object', path });
      return read as ObjectOf<F>;
    }
    const source = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(fields)) {
      read[key] = field.read(source[key], [...path, key], issues);
    }
    return read as ObjectOf<F>;
  });
  return { ...shape, fields };
}

/** `base`'s fields and `more`'s, `more` winning where both name one. */
export function extend<F extends Fields, M extends Fields>(
  base: ObjectShape<F>,
  more: M,
): ObjectShape<Omit<F, keyof M> & M> {
  return object({ ...base.fields, ...more });
}
