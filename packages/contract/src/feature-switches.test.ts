import { describe, expect, it } from "vitest";
import { flattenFeatures, type FeatureNode } from "./feature-switches";

const node = (modId: string, enabled: "1" | "0", childrenNodes: FeatureNode[] = []): FeatureNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe("flattenFeatures", () => {
  it("maps every modId of the tree to on/off", () => {
    expect(flattenFeatures([node("A", "1", [node("B", "1"), node("C", "0")])])).toEqual({ A: true, B: true, C: false });
  });
  it("switches a whole branch off with its parent", () => {
    expect(flattenFeatures([node("A", "0", [node("B", "1", [node("D", "1")])])])).toEqual({
      A: false,
      B: false,
      D: false,
    });
  });
});
