import { describe, expect, it, vi } from "vitest";
import { guardDecision, runGuarded } from "./guarded-action";
import { getModal, closeModal } from "../modals/modal-store";
import { getDialog } from "../dialogs/dialog-store";

describe("guarded action", () => {
  it("asks a visitor to log in", () => {
    expect(guardDecision({ token: null, memberType: null })).toBe("login");
    expect(guardDecision({ token: null, memberType: 0 })).toBe("login");
  });

  it("warns a trial member (type 4)", () => {
    expect(guardDecision({ token: "t", memberType: 4 })).toBe("trial");
  });

  it("lets members and agents through", () => {
    for (const type of [0, 1, 2, 41, 42, null]) expect(guardDecision({ token: "t", memberType: type })).toBe("allow");
  });

  it("runs the action, opens login, or shows the warning", () => {
    const action = vi.fn();
    expect(runGuarded(action, "real account needed", { token: "t", memberType: 0, mustChangePassword: false })).toBe(
      "allow",
    );
    expect(action).toHaveBeenCalledOnce();

    expect(
      runGuarded(action, "real account needed", { token: null, memberType: null, mustChangePassword: false }),
    ).toBe("login");
    expect(getModal()?.name).toBe("login");
    closeModal();

    expect(runGuarded(action, "real account needed", { token: "t", memberType: 4, mustChangePassword: false })).toBe(
      "trial",
    );
    expect(getDialog()).toMatchObject({ kind: "alert", message: "real account needed" });
    expect(action).toHaveBeenCalledOnce();
  });
});
