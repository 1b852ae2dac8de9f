import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import { UPLOAD_ACCEPT, UPLOAD_MAX_MB, uploadProblem } from "./upload-check";

describe("receipt and proof images", () => {
  it("take PNG and JPEG up to the contract's size", () => {
    expect(UPLOAD_ACCEPT).toBe("image/png,image/jpeg");
    expect(UPLOAD_MAX_MB).toBe(5);
    expect(uploadProblem({ type: "image/png", size: 1 })).toBeNull();
    expect(uploadProblem({ type: "image/jpeg", size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it("refuse other types, empty files and larger files", () => {
    expect(uploadProblem({ type: "image/gif", size: 10 })).toBe("type");
    expect(uploadProblem({ type: "", size: 10 })).toBe("type");
    expect(uploadProblem({ type: "image/png", size: 0 })).toBe("empty");
    expect(uploadProblem({ type: "image/jpeg", size: UPLOAD_MAX_BYTES + 1 })).toBe("size");
  });
});
