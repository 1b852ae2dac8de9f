import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { MEMBER_QUERY_KEY, isOtherSessionQuery } from "./member";

describe("member queries on a session change", () => {
  it("drops other sessions' data and keeps the new session's queries running", async () => {
    const client = new QueryClient();
    client.setQueryData([...MEMBER_QUERY_KEY, "info", "old-token"], { account: "previous" });
    let resolve: (value: { account: string }) => void = () => {};
    const fresh = client.fetchQuery({
      queryKey: [...MEMBER_QUERY_KEY, "info", "new-token"],
      queryFn: () => new Promise<{ account: string }>((r) => (resolve = r)),
    });
    client.removeQueries({
      queryKey: MEMBER_QUERY_KEY,
      predicate: (q) => isOtherSessionQuery(q.queryKey, "new-token"),
    });
    resolve({ account: "current" });
    await expect(fresh).resolves.toEqual({ account: "current" });
    expect(client.getQueryData([...MEMBER_QUERY_KEY, "info", "old-token"])).toBeUndefined();
    expect(client.getQueryData([...MEMBER_QUERY_KEY, "info", "new-token"])).toEqual({ account: "current" });
  });

  it("removing every member query would have cancelled the new session's fetch", async () => {
    const client = new QueryClient();
    const fresh = client.fetchQuery({
      queryKey: [...MEMBER_QUERY_KEY, "info", "new-token"],
      queryFn: () => new Promise<{ account: string }>(() => {}),
    });
    client.removeQueries({ queryKey: MEMBER_QUERY_KEY });
    await expect(fresh).rejects.toThrow();
  });

  it("tells member queries of other sessions apart", () => {
    expect(isOtherSessionQuery(["member", "info", "a"], "b")).toBe(true);
    expect(isOtherSessionQuery(["member", "info", "b"], "b")).toBe(false);
    expect(isOtherSessionQuery(["system", "status"], "b")).toBe(false);
  });
});
