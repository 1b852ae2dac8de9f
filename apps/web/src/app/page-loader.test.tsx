// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { PageLoader, PageLoadTimeoutError, loadPage, withTimeout, type PageModule } from "./page-loader";

await i18next.use(initReactI18next).init({
  lng: "en",
  resources: {
    en: {
      translation: {
        common: { retry: "Try again", loading: "Loading" },
        chunk: { failed: "Page failed" },
        errors: { PAGE_LOAD_TIMEOUT: "Too slow" },
      },
    },
  },
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const okModule: PageModule = { default: () => <p>Loaded page</p> };

describe("PageLoader", () => {
  it("shows an error with retry when the chunk fails, and loads on retry", async () => {
    // React reports errors caught by a boundary on the console.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(okModule);
    render(<PageLoader load={load} />);
    const error = await screen.findByRole("alert");
    expect(error.textContent).toContain("Page failed");
    fireEvent.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Loaded page")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("renders a page whose chunk has already loaded in its first render, without the loading spinner", async () => {
    const load = () => Promise.resolve(okModule);
    await loadPage(load);
    render(<PageLoader load={load} />);
    // Synchronously: a suspended page would show the spinner here and its content only later.
    expect(screen.getByText("Loaded page")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the loading spinner while a chunk that has not loaded yet arrives", async () => {
    render(<PageLoader load={() => Promise.resolve(okModule)} />);
    expect(screen.getByRole("status").textContent).toBe("Loading");
    expect(await screen.findByText("Loaded page")).toBeTruthy();
  });

  it("shows the timeout error when the chunk takes too long", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<PageLoader load={() => new Promise<PageModule>(() => {})} timeoutMs={20} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Too slow");
  });
});

describe("withTimeout", () => {
  it("rejects with PageLoadTimeoutError after the limit", async () => {
    await expect(withTimeout(new Promise(() => {}), 5)).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await expect(withTimeout(Promise.resolve(1), 50)).resolves.toBe(1);
  });
});
