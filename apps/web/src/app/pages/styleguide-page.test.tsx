// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import axe from "axe-core";
import design from "../../../../../docs/design.md?raw";
import { renderPage } from "../../test-support/render-page";
import StyleguidePage from "./styleguide-page";

afterEach(cleanup);

/** The text of a level-2 section of docs/design.md, from its heading to the next one. */
function docSection(heading: string): string {
  const start = design.indexOf(`\n## ${heading}`);
  expect(start, `docs/design.md has a section "## ${heading}"`).toBeGreaterThanOrEqual(0);
  const end = design.indexOf("\n## ", start + 1);
  return design.slice(start, end === -1 ? undefined : end);
}

/**
 * The primitives of the doc's table: the backticked names of each row's first cell, leaving out
 * what a parenthesis says beside them (the Pager's hook) and the call parentheses of `toast()`.
 */
function documentedPrimitives(): string[] {
  const rows = docSection("Primitives")
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2); // the header and its separator
  return rows.flatMap((row) => {
    const first = (row.split("|")[1] ?? "").replace(/\s\([^)]*\)/g, "");
    return [...first.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/\(\)$/, ""));
  });
}

/** The tokens the doc names (`--space-1`..`--space-6` names the two ends of a scale). */
function documentedTokens(): string[] {
  return [...new Set(docSection("Tokens").match(/--[a-z0-9-]+[a-z0-9]/g) ?? [])];
}

describe("StyleguidePage", () => {
  it("has a section, named by an h2, for every primitive of docs/design.md", async () => {
    const primitives = documentedPrimitives();
    // The table was read (a change of its layout must not make this test pass on nothing).
    expect(primitives).toEqual(expect.arrayContaining(["Button", "FormField", "toast", "Toaster", "Pager", "When"]));
    expect(primitives).not.toContain("useCursorPaging");

    await renderPage(<StyleguidePage />);
    const named = new Set(
      screen
        .getAllByRole("heading", { level: 2 })
        .flatMap((heading) => (heading.textContent ?? "").split(/[\s,]+/))
        .map((word) => word.replace(/\(\)$/, "")),
    );
    expect(primitives.filter((primitive) => !named.has(primitive))).toEqual([]);

    // Each of those headings names a section of its own.
    for (const heading of screen.getAllByRole("heading", { level: 2 })) {
      const region = screen.getByRole("region", { name: heading.textContent ?? "" });
      expect(region.contains(heading)).toBe(true);
    }
  });

  it("shows every token docs/design.md names", async () => {
    const tokens = documentedTokens();
    expect(tokens).toEqual(expect.arrayContaining(["--color-accent-hover", "--space-1", "--shadow-raised"]));

    await renderPage(<StyleguidePage />);
    const shown = new Set(Array.from(document.querySelectorAll("code"), (code) => code.textContent));
    expect(tokens.filter((token) => !shown.has(token))).toEqual([]);
  });

  it("has no serious or critical accessibility violation axe can see without a layout", async () => {
    // The page exists in development builds only, so the Playwright suite (production build)
    // never opens it. jsdom computes no layout or colours: contrast is checked in the browser
    // on the pages that use these primitives.
    await renderPage(<StyleguidePage />);
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    const blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(blocking).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(10);
  });
});
