import { describe, expect, it } from "vitest";
import { RequestIdKeeper, newRequestId } from "./request-id";

describe("RequestIdKeeper", () => {
  it("keeps the id for the same values until a success, and makes a new one for other values", () => {
    let n = 0;
    const keeper = new RequestIdKeeper(() => `id-${++n}`);
    expect(keeper.idFor('["MAIN","PG","10"]')).toBe("id-1");
    expect(keeper.idFor('["MAIN","PG","10"]')).toBe("id-1");
    expect(keeper.idFor('["MAIN","PG","11"]')).toBe("id-2");
    expect(keeper.idFor('["MAIN","PG","10"]')).toBe("id-3");
    keeper.done();
    expect(keeper.idFor('["MAIN","PG","10"]')).toBe("id-4");
  });

  it("makes ids the server accepts", () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
