import { describe, expect, it } from "vitest";
import { ROLE_PERMISSIONS } from "./permissions";
import { canSetConfigurationPictures, canUploadPictures, type OperatorSessionState } from "./session";

const as = (permissions: readonly string[], role = "ADMIN"): OperatorSessionState => ({
  token: "t",
  username: "op",
  role,
  permissions,
});

describe("who may upload pictures (decision 0054)", () => {
  it("reads the uploadImages permission, not configureBrand", () => {
    expect(canUploadPictures(as(["read", "uploadImages"], "MARKETING"))).toBe(true);
    expect(canUploadPictures(as(["read", "configureBrand"]))).toBe(false);
    expect(canUploadPictures(null)).toBe(false);
  });

  it("follows the roles' fallback table: ADMIN and MARKETING upload, FINANCE and SUPPORT do not", () => {
    expect(canUploadPictures(as(ROLE_PERMISSIONS.ADMIN))).toBe(true);
    expect(canUploadPictures(as(ROLE_PERMISSIONS.MARKETING, "MARKETING"))).toBe(true);
    expect(canUploadPictures(as(ROLE_PERMISSIONS.FINANCE, "FINANCE"))).toBe(false);
    expect(canUploadPictures(as(ROLE_PERMISSIONS.SUPPORT, "SUPPORT"))).toBe(false);
  });

  it("asks configureBrand as well for a vendor's or a game's picture", () => {
    expect(canSetConfigurationPictures(as(["uploadImages", "configureBrand"]))).toBe(true);
    expect(canSetConfigurationPictures(as(["uploadImages"], "MARKETING"))).toBe(false);
    expect(canSetConfigurationPictures(as(["configureBrand"]))).toBe(false);
    expect(canSetConfigurationPictures(as(ROLE_PERMISSIONS.MARKETING, "MARKETING"))).toBe(false);
  });
});
