// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { RouteErrorBoundary } from "./route-error-boundary";

await i18next.use(initReactI18next).init({
  lng: "en",
  resources: {
    en: { translation: { errors: { UNKNOWN_ERROR: "Something went wrong" }, common: { reload: "Reload" } } },
  },
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("render failed");
}

describe("RouteErrorBoundary", () => {
  it("shows the route error page when a route throws, and the routes again after a navigation", () => {
    // React reports errors caught by a boundary on the console.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const view = render(
      <RouteErrorBoundary resetKey="a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByText("Something went wrong")).toBeTruthy();

    view.rerender(
      <RouteErrorBoundary resetKey="b">
        <p>Next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText("Next page")).toBeTruthy();
  });
});
