import { describe, expect, it } from "vitest";
import type { Announcement } from "@portal/contract/api/content";
import { afterLoginPopups } from "./after-login-popups";

const popup = (id: number, execution: Announcement["execution"]): Announcement => ({
  id,
  type: "PU",
  title: `p${id}`,
  content: "",
  time: 0,
  execution,
  imageUrl: "",
  link: "",
});

describe("after-login popups", () => {
  const all = [popup(1, "B"), popup(2, "A"), popup(3, "F"), popup(4, "A")];

  it("shows after-login popups, not the before-login ones", () => {
    expect(afterLoginPopups(all, "A", []).map((p) => p.id)).toEqual([2, 4]);
  });

  it("adds first-login popups on a first login", () => {
    expect(afterLoginPopups(all, "F", []).map((p) => p.id)).toEqual([2, 3, 4]);
  });

  it("keeps closed popups closed", () => {
    expect(afterLoginPopups(all, "F", [2, 3]).map((p) => p.id)).toEqual([4]);
  });
});
