// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import type { VendorCard as VendorCardData } from "@portal/contract/api/content";
import { renderPage } from "../../../test-support/render-page";
import { formatDateTime } from "../../../shared/format/date-time";
import { VendorCard } from "./vendor-card";
import { vendorCard } from "../../../test-support/vendor-lanes";

const evo = (changes: Partial<VendorCardData>): VendorCardData => vendorCard("LIVE", "EVO", "Evolution", changes);

function screenWith(card: VendorCardData) {
  return (
    <Routes>
      <Route path="/" element={<VendorCard card={card} />} />
      <Route path="/game" element={<p>game page</p>} />
    </Routes>
  );
}

afterEach(cleanup);

describe("VendorCard", () => {
  it("a playable vendor is a link, with its Hot badge", async () => {
    await renderPage(screenWith(evo({ isHot: true })));
    const link = screen.getByRole("link", { name: /Evolution/ });
    expect(link.textContent).toContain("Hot");
    fireEvent.click(link);
    expect(await screen.findByText("game page")).toBeTruthy();
  });

  it("a vendor under maintenance is not a link: a Maintenance badge and its planned end", async () => {
    const until = Date.UTC(2026, 10, 25, 4, 0);
    await renderPage(screenWith(evo({ maintenance: true, maintenanceUntil: until })));
    expect(screen.queryByRole("link")).toBeNull();
    const tile = screen.getByRole("group", { name: "Evolution" });
    // Said once: the badge, then the planned end without repeating it.
    expect(tile.textContent?.match(/maintenance/gi)).toHaveLength(1);
    expect(tile.textContent).not.toContain("Hot");
    expect(tile.textContent).toContain(`Expected back ${formatDateTime(until, "en")}`);
  });

  it("without a planned end it says the vendor is closed for now", async () => {
    await renderPage(screenWith(evo({ maintenance: true })));
    expect(screen.getByRole("group", { name: "Evolution" }).textContent).toContain("Closed for now");
  });
});
