// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import { act, cleanup, render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { Announcement } from "@portal/contract/api/content";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { startTestI18n } from "../../../test-support/render-page";
import { clearSession } from "../../../shared/storage/session";
import { closeModal, getModal } from "../../../shared/modals/modal-store";
import { BeforeLoginPopups } from "./before-login-popups";

const welcome: Announcement = {
  id: 1,
  type: "PU",
  title: "Welcome",
  content: "",
  time: 0,
  execution: "B",
  imageUrl: "",
  link: "",
};

afterEach(() => {
  cleanup();
  closeModal();
  vi.unstubAllGlobals();
});

it("opens a visitor's before-login popup once the browser is idle, not while the first screen is drawn", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
  vi.stubGlobal("cancelIdleCallback", () => {});
  new FakeApi()
    .on("GET", API.announcementContent, ok({ banners: [], player: [], popup: [welcome], promotion: [], home: [] }))
    .install();
  await startTestI18n();
  clearSession();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BeforeLoginPopups />
    </QueryClientProvider>,
  );
  // The announcements are in, the popup waits for the browser's idle time.
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  expect(getModal()).toBeNull();
  act(() => idle[0]!());
  expect(getModal()).toMatchObject({ name: "afterLogin", params: { execution: "B" } });
});
