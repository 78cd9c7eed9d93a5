import { describe, expect, it } from "vitest";
import type { Database } from "./db.server";
import { preparedPerDatabase } from "./prepared-query.server";

const fakeDb = () => ({}) as Database;

describe("preparedPerDatabase", () => {
  it("builds a query once per database handle and hands back that one each time", () => {
    let builds = 0;
    const query = preparedPerDatabase((db) => ({ db, n: ++builds }));
    const first = fakeDb();
    const second = fakeDb();
    expect(query(first)).toBe(query(first));
    expect(query(first).db).toBe(first);
    expect(query(second).db).toBe(second);
    expect(query(second)).not.toBe(query(first));
    expect(builds).toBe(2);
  });
});
