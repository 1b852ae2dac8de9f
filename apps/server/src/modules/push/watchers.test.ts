import { describe, expect, it } from "vitest";
import { WatchPlaces } from "./watchers";

describe("the lottery watchers' places", () => {
  it("gives at most so many places an address and in all, each given back once", () => {
    const places = new WatchPlaces(2, 3);
    const a1 = places.take("10.0.0.1");
    const a2 = places.take("10.0.0.1");
    expect(a1 && a2).toBeTruthy();
    expect(places.take("10.0.0.1")).toBeNull();
    const b1 = places.take("10.0.0.2");
    expect(b1).toBeTruthy();
    // Full in all, whatever the address.
    expect(places.take("10.0.0.3")).toBeNull();
    // A place given back twice frees one place, not two.
    a1!();
    a1!();
    expect(places.take("10.0.0.3")).toBeTruthy();
    expect(places.take("10.0.0.4")).toBeNull();
    a2!();
    expect(places.take("10.0.0.1")).toBeTruthy();
  });

  it("counts the addresses of one IPv6 /64 together", () => {
    const places = new WatchPlaces(2, 10);
    expect(places.take("2001:db8:1:2::a")).toBeTruthy();
    expect(places.take("2001:db8:1:2::b")).toBeTruthy();
    expect(places.take("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBeNull();
    expect(places.take("2001:db8:1:3::a")).toBeTruthy();
  });
});
