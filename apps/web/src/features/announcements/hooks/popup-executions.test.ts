// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import type { Announcement } from "@portal/contract/api/content";
import { closedPopupIds, markPopupClosed, popupsToShow } from "./popup-executions";

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

describe("popup executions", () => {
  const all = [popup(1, "B"), popup(2, "A"), popup(3, "F"), popup(4, "A")];

  it("shows a visitor only the before-login popups", () => {
    expect(popupsToShow(all, "B", []).map((p) => p.id)).toEqual([1]);
  });

  it("shows after-login popups after a login, not the before-login ones", () => {
    expect(popupsToShow(all, "A", []).map((p) => p.id)).toEqual([2, 4]);
  });

  it("adds first-login popups on a first login", () => {
    expect(popupsToShow(all, "F", []).map((p) => p.id)).toEqual([2, 3, 4]);
  });

  it("keeps closed popups closed", () => {
    expect(popupsToShow(all, "F", [2, 3]).map((p) => p.id)).toEqual([4]);
  });
});

describe("closed popups", () => {
  beforeEach(() => sessionStorage.clear());

  it("are remembered for the session, once each", () => {
    markPopupClosed(7);
    markPopupClosed(7);
    markPopupClosed(9);
    expect(closedPopupIds()).toEqual([7, 9]);
  });

  it("ignore a damaged stored value", () => {
    sessionStorage.setItem("closedPopups", "{not json");
    expect(closedPopupIds()).toEqual([]);
  });
});
