import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ADMIN } from "@portal/contract/api/admin";
import { apiSend } from "../api/client";
import { ROLE_PERMISSIONS } from "../session/permissions";
import { canUploadPictures, type OperatorSessionState } from "../session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../../test-support/render";
import { BrandTimeField } from "./brand-time-field";
import { ConfirmDialog, DialogActions, FormDialog } from "./dialog";
import { useDialogMutation } from "./dialog-mutation";
import { PictureField } from "./picture-field";

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the foot of a form dialog", () => {
  it("cancels by closing, saves with the form's label, and while busy is disabled and says so", () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <form>
        <DialogActions onCancel={onCancel} submitLabel="Save rates" />
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    const submit = screen.getByRole("button", { name: "Save rates" });
    expect(submit.getAttribute("type")).toBe("submit");
    expect(submit.className).toBe("btn btn-primary");
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    rerender(
      <form>
        <DialogActions onCancel={onCancel} submitLabel="Save rates" busy />
      </form>,
    );
    const busy = screen.getByRole("button", { name: "Saving…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");

    rerender(
      <form>
        <DialogActions onCancel={onCancel} submitLabel="Delete" busy busyLabel="Deleting…" danger />
      </form>,
    );
    expect(screen.getByRole("button", { name: "Deleting…" }).className).toBe("btn btn-danger");
  });

  it("says Save unless told, and a confirmation says it is working while its call runs", () => {
    render(
      <form>
        <DialogActions onCancel={() => {}} />
      </form>,
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    cleanup();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Close"
        description="Sure?"
        confirmLabel="Close it"
        danger
        busy
        onConfirm={() => {}}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Close" });
    const busy = within(dialog).getByRole("button", { name: "Working…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.className).toBe("btn btn-danger");
  });
});

/** A dialog saving one name, as the back office's form dialogs do. */
function NameDialog({ onClose, onRefused }: { onClose: () => void; onRefused: (error: Error) => void }) {
  const [name, setName] = useState("");
  const save = useDialogMutation({
    mutationFn: (body: { name: string }) => apiSend<{ id: number }>("POST", ADMIN.images, body),
    success: (saved, body) => `Saved ${body.name} as #${saved.id}`,
    onClose,
    onError: onRefused,
    invalidate: [["names"]],
  });
  return (
    <FormDialog
      title="Name"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ name });
      }}
      busy={save.isPending}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </FormDialog>
  );
}

describe("a form dialog's call", () => {
  it("toasts and closes once saved", async () => {
    fakeApi({ [`POST ${ADMIN.images}`]: { id: 7 } });
    const onClose = vi.fn();
    renderWithClient(<NameDialog onClose={onClose} onRefused={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Name" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Ann" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved Ann as #7")).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the refusal, keeps the dialog open, and lets the form mark what was refused", async () => {
    fakeApi({ [`POST ${ADMIN.images}`]: { fail: "FORBIDDEN", status: 403 } });
    const onClose = vi.fn();
    const onRefused = vi.fn();
    renderWithClient(<NameDialog onClose={onClose} onRefused={onRefused} />);
    const dialog = screen.getByRole("dialog", { name: "Name" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onRefused).toHaveBeenCalledOnce());
    expect(await screen.findByText("Your role may not do this.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("closes on Cancel without calling", () => {
    const calls = fakeApi({});
    const onClose = vi.fn();
    renderWithClient(<NameDialog onClose={onClose} onRefused={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });
});

describe("a time the operator types", () => {
  it("says it is the brand's time, before the field's own hint", () => {
    render(<BrandTimeField label="Starts" hint="Empty: now." defaultValue="2026-12-01T00:00" />);
    const input = screen.getByLabelText("Starts");
    expect(input.getAttribute("type")).toBe("datetime-local");
    const hint = document.getElementById(input.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toBe("Brand time (GMT+8). Empty: now.");
  });
});

describe("a picture field", () => {
  const texts = { label: "Picture address", hint: "Or an https address.", upload: "Upload", uploaded: "Uploaded" };

  it("offers the upload only to who may upload, and fills the address with the uploaded picture", async () => {
    const onUploaded = vi.fn();
    const input = { name: "imageUrl", onChange: async () => {}, onBlur: async () => {}, ref: () => {} };
    const { unmount } = renderWithClient(
      <PictureField input={input} onUploaded={onUploaded} canUpload={false} error={undefined} texts={texts} />,
    );
    expect(screen.getByLabelText("Picture address")).toBeTruthy();
    expect(screen.queryByLabelText("Upload")).toBeNull();
    unmount();

    fakeApi({ [`POST ${ADMIN.images}`]: { id: 3, url: "/media/images/3.png" } });
    renderWithClient(<PictureField input={input} onUploaded={onUploaded} canUpload error={undefined} texts={texts} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], "a.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Upload"), { target: { files: [file] } });
    expect(await screen.findByText("Uploaded")).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith("/media/images/3.png");
  });

  it("is uploadable by the operators who may upload images (ADMIN, MARKETING)", () => {
    const as = (role: keyof typeof ROLE_PERMISSIONS): OperatorSessionState => ({
      token: "t",
      username: role.toLowerCase(),
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
    });
    expect(canUploadPictures(as("ADMIN"))).toBe(true);
    expect(canUploadPictures(as("MARKETING"))).toBe(true);
    expect(canUploadPictures(as("SUPPORT"))).toBe(false);
    expect(canUploadPictures(null)).toBe(false);
  });
});
