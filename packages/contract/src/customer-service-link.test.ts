import { describe, expect, it } from "vitest";
import { decodeServiceLink, encodeServiceLink } from "./customer-service-link";

describe("customer-service link", () => {
  it("round-trips and keeps the key as the last 8 characters", async () => {
    const path = await encodeServiceLink("https://chat.example/room?id=42", "Ab3dEf7h");
    expect(path.endsWith("Ab3dEf7h")).toBe(true);
    expect(path).not.toContain("chat.example");
    expect(await decodeServiceLink(path)).toBe("https://chat.example/room?id=42");
  });
  it("fails on an altered path instead of opening a wrong link", async () => {
    const path = await encodeServiceLink("https://chat.example/", "Ab3dEf7h");
    const flipped = (path[3] === "A" ? "B" : "A") + "";
    await expect(decodeServiceLink(path.slice(0, 3) + flipped + path.slice(4))).rejects.toThrow();
    await expect(decodeServiceLink("short")).rejects.toThrow();
  });
  it("needs an 8-character key", async () => {
    await expect(encodeServiceLink("https://x/", "short")).rejects.toThrow();
  });
});
