import { expect, it } from "vitest";

/**
 * Declares one test per row of a table for a pure function of one or two
 * arguments: each row holds the arguments followed by the value the function
 * must return, compared with `toBe` (strings, numbers, booleans, null).
 * `title` names each test as in `it.each`, with `%j`/`%s`/`%i` standing for
 * the row's values in order, so every row keeps its own readable name in the
 * report.
 *
 *     itReturns("%j -> %j", slugify, [
 *       ["Basiquinha Centro", "basiquinha-centro"],
 *       ["!!!", ""],
 *     ]);
 */
export function itReturns<Input, Result>(
  title: string,
  fn: (input: Input) => Result,
  rows: readonly (readonly [Input, Result])[],
): void;
export function itReturns<First, Second, Result>(
  title: string,
  fn: (first: First, second: Second) => Result,
  rows: readonly (readonly [First, Second, Result])[],
): void;
export function itReturns(
  title: string,
  fn: (...args: unknown[]) => unknown,
  rows: readonly (readonly unknown[])[],
): void {
  it.each(rows.map((row) => [...row]))(title, (...row) => {
    const expected = row.pop();
    expect(fn(...row)).toBe(expected);
  });
}
