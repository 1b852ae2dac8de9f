import { describe, expect, it } from "vitest";
import { getDialog, showAlert, showConfirm } from "./dialog-store";

describe("dialog store", () => {
  it("resolves a confirmation with the answer given", async () => {
    const yes = showConfirm("sure?");
    const dialog = getDialog();
    expect(dialog).toMatchObject({ kind: "confirm", message: "sure?" });
    if (dialog?.kind === "confirm") dialog.resolve(true);
    await expect(yes).resolves.toBe(true);
    expect(getDialog()).toBeNull();

    const no = showConfirm("sure?");
    const second = getDialog();
    if (second?.kind === "confirm") second.resolve(false);
    await expect(no).resolves.toBe(false);
  });

  it("a newer dialog dismisses the open one", async () => {
    const first = showConfirm("first");
    const alert = showAlert("second");
    await expect(first).resolves.toBe(false);
    expect(getDialog()).toMatchObject({ kind: "alert", message: "second" });
    const dialog = getDialog();
    if (dialog?.kind === "alert") dialog.resolve();
    await expect(alert).resolves.toBeUndefined();
    expect(getDialog()).toBeNull();
  });
});
