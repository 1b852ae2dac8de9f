import { startTransition, Suspense, useState } from "react";
import { act, screen } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import type { NamespaceLoad } from "../shared/i18n/i18n";
import { initTestI18n } from "../test-support/render";
import { useSectionTexts } from "./section";

/**
 * A section's texts loaded the first time its page renders: the page suspends, and React
 * replays it once they are there. The replay used to skip `use` (the texts were loaded by then),
 * which React reports in development ("called use() to suspend in a previous render but did not
 * call use() when it finished") and fails in production with error #467 once hooks follow.
 */
describe("useSectionTexts", () => {
  it("renders a page with hooks after it once its texts have loaded", async () => {
    await initTestI18n();
    // The test's i18next has no backend, so it takes every namespace as loaded: say otherwise until the load ends.
    let loaded = false;
    vi.spyOn(i18next, "hasLoadedNamespace").mockImplementation(() => loaded);
    // Texts that arrive a moment after they are asked for (a module already fetched).
    const load = Object.assign(
      () =>
        Promise.resolve().then(() => {
          i18next.addResourceBundle("en", "replayTest", { title: "Loaded" });
          loaded = true;
        }),
      { namespace: "replayTest" },
    ) as NamespaceLoad;
    function Page() {
      useSectionTexts(load);
      const [title] = useState(() => i18next.t("replayTest:title"));
      return <h1>{title}</h1>;
    }
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // Rendered as a transition (as the router's navigations are), with the texts arriving while
    // React waits on them: that is when React replays the page instead of starting it again.
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    await act(async () => {
      startTransition(() => {
        root.render(
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>,
        );
      });
    });
    expect(await screen.findByRole("heading", { name: "Loaded" })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    act(() => root.unmount());
  });
});
