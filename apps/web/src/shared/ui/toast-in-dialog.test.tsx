// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { ModalFrame } from "./modal-frame";
import { dismissToast, toast, toastStore } from "./toast";
import { ToastHost } from "./toast-host";

// A modal Radix dialog marks everything outside it aria-hidden (hideOthers) while it is open. A
// toast shown then, the outcome of an action taken inside the dialog, must stay readable: its
// region, text and close button must not sit in that hidden subtree. Testing Library's role
// queries leave out anything inside aria-hidden, as a screen reader does.

afterEach(() => {
  for (const message of toastStore.get()) dismissToast(message.id);
  cleanup();
});

/** The app's layout in small: the page (with the toast host) and a dialog opened from it. */
function Page({ dialogAtStart }: { dialogAtStart: boolean }) {
  const [open, setOpen] = useState(dialogAtStart);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      {open ? (
        <ModalFrame title="Settings" closeLabel="Close dialog" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => toast("success", "Limit saved", "It applies from now on.")}>
            Save limit
          </button>
        </ModalFrame>
      ) : null}
      <ToastHost />
    </div>
  );
}

/**
 * The toast region, once `text` is on screen, as assistive technology finds it: a role query, which
 * leaves out anything in an aria-hidden subtree (findByText does not).
 */
async function region(text: string) {
  await screen.findByText(text);
  return screen.getByRole("region", { name: "toast.region" });
}

describe("a toast while a dialog is open", () => {
  it("is readable and can be closed when the first toast comes from inside the dialog", async () => {
    render(<Page dialogAtStart />);
    expect(screen.getByRole("dialog", { name: "Settings" })).toBeTruthy();
    // The page behind the dialog is hidden, as it should be.
    expect(screen.queryByRole("button", { name: "Open settings" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Save limit" }));
    const toasts = await region("Limit saved");
    expect(within(toasts).getByText("Limit saved")).toBeTruthy();
    expect(within(toasts).getByText("It applies from now on.")).toBeTruthy();
    fireEvent.click(within(toasts).getByRole("button", { name: "common.close" }));
    expect(screen.queryByText("Limit saved")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Settings" })).toBeTruthy();
  });

  it("stays readable when the toast host was already on the page before the dialog opened", async () => {
    render(<Page dialogAtStart={false} />);
    act(() => toast("info", "Welcome back"));
    expect(within(await region("Welcome back")).getByText("Welcome back")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Open settings" }));
    expect(screen.getByRole("dialog", { name: "Settings" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open settings" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save limit" }));
    const toasts = await region("Limit saved");
    expect(within(toasts).getByText("Limit saved")).toBeTruthy();
    expect(within(toasts).getByText("Welcome back")).toBeTruthy();
  });
});
