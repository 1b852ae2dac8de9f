import { describe, expect, it } from "vitest";
import { gameRoute, launchDecision, launchRequest, parseLaunchTarget, safeGameUrl } from "./launch-target";

const params = (route: string) => new URL(route, "http://portal.test").searchParams;

describe("gameRoute and parseLaunchTarget", () => {
  it("round-trip every kind of launch through the /game query", () => {
    const targets = [
      { nodeId: 42 },
      { vassalage: "EVO", gameId: undefined, roomId: undefined },
      { vassalage: "TCG_SEA", gameId: "SSC_1MIN", roomId: undefined },
      { vassalage: "KY", gameId: undefined, roomId: "KY_VIP" },
    ];
    for (const target of targets) {
      const route = gameRoute(target);
      expect(route.startsWith("/game?")).toBe(true);
      expect(parseLaunchTarget(params(route))).toEqual(target);
    }
    expect(gameRoute({ vassalage: "A&B" })).toBe("/game?vassalage=A%26B");
  });

  it("names nothing without a positive node id or a vendor", () => {
    expect(parseLaunchTarget(params("/game"))).toBeNull();
    expect(parseLaunchTarget(params("/game?nodeId=-1"))).toBeNull();
    expect(parseLaunchTarget(params("/game?nodeId=abc"))).toBeNull();
  });
});

describe("launchDecision", () => {
  it("sends a visitor to log in, warns a trial member except on free play, lets a member start", () => {
    expect(launchDecision({ token: null, memberType: null }, true)).toBe("login");
    expect(launchDecision({ token: "t", memberType: 4 }, false)).toBe("trial");
    expect(launchDecision({ token: "t", memberType: 4 }, true)).toBe("allow");
    expect(launchDecision({ token: "t", memberType: 0 }, false)).toBe("allow");
  });
});

describe("launchRequest", () => {
  it("carries the spec's payload: free play (0) for a trial member, real money (1) otherwise", () => {
    expect(launchRequest({ nodeId: 7 }, { memberType: 0 }, "vi")).toEqual({
      nodeId: 7,
      accountType: 1,
      confirmTrans: 0,
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
      language: "vi",
    });
    expect(launchRequest({ nodeId: 7 }, { memberType: 4 }, "en").accountType).toBe(0);
  });
});

describe("safeGameUrl", () => {
  it("frames our own pages and http(s) vendors only", () => {
    const origin = "https://portal.test";
    expect(safeGameUrl("/house/slot?token=a", origin)).toBe("https://portal.test/house/slot?token=a");
    expect(safeGameUrl("https://vendor.example/play", origin)).toBe("https://vendor.example/play");
    expect(safeGameUrl("javascript:alert(1)", origin)).toBeNull();
    expect(safeGameUrl("data:text/html,x", origin)).toBeNull();
    expect(safeGameUrl(undefined, origin)).toBeNull();
    expect(safeGameUrl("", origin)).toBeNull();
  });
});
