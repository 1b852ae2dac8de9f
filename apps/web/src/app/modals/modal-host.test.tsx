// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModalProps } from "../../shared/modals/modal-props";
import { closeModal, getModal, openModal } from "../../shared/modals/modal-store";
import { ModalHost } from "./modal-host";

/** Each modal's latest close, as the host handed it over. */
const closes = new Map<string, () => void>();

vi.mock("./modal-registry", () => {
  const modal = ({ name, onClose }: ModalProps) => {
    closes.set(name, onClose);
    return <div role="dialog" aria-label={name} />;
  };
  const load = () => Promise.resolve({ default: modal });
  return { MODAL_REGISTRY: new Proxy({}, { get: () => load }) };
});

afterEach(() => {
  closeModal();
  cleanup();
  closes.clear();
});

describe("the modal host", () => {
  it("a modal's close that comes after another modal opened leaves that one open", async () => {
    render(<ModalHost />);
    act(() => openModal("afterLogin", { execution: "F" }));
    expect(await screen.findByRole("dialog", { name: "afterLogin" })).toBeTruthy();
    const lateClose = closes.get("afterLogin")!;
    // The member opens a game's list; the popup announcements' own close (nothing to show) comes after.
    act(() => openModal("gamePopup", { vendor: "PP" }));
    expect(await screen.findByRole("dialog", { name: "gamePopup" })).toBeTruthy();
    act(() => lateClose());
    expect(getModal()?.name).toBe("gamePopup");
    expect(screen.getByRole("dialog", { name: "gamePopup" })).toBeTruthy();
    // Its own close closes it.
    act(() => closes.get("gamePopup")!());
    expect(getModal()).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
