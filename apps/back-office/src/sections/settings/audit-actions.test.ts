import { describe, expect, it } from "vitest";
import en from "../../locales/settings/en.json";
import { AUDIT_ACTIONS } from "./audit-page";

// The server's sources, as text: every audit entry it writes names its action as `action: "x.y"`.
const sources = import.meta.glob<string>("../../../../server/src/**/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("the audit page's actions", () => {
  const written = new Set(
    Object.values(sources).flatMap((text) => [...text.matchAll(/action: "([a-zA-Z]+\.[a-zA-Z]+)"/g)].map((m) => m[1]!)),
  );

  it("offers every action the server audits (the chat room's moderation included), each with its name", () => {
    expect(written.size).toBeGreaterThan(10);
    expect(written).toContain("chat.hide");
    const listed = new Set<string>(AUDIT_ACTIONS);
    expect([...written].filter((action) => !listed.has(action))).toEqual([]);
    const named = (action: string) => {
      const [group, name] = action.split(".") as [string, string];
      return (en.audit.actions as Record<string, Record<string, string> | undefined>)[group]?.[name];
    };
    expect(AUDIT_ACTIONS.filter((action) => !named(action))).toEqual([]);
  });
});
