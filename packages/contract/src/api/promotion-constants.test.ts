import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as constants from "./promotion-constants";
import * as promotions from "./promotions";

const source = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");
const imports = (text: string) => [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);

describe("the promotions' paths and names", () => {
  it("load no schema library: the module imports only the game categories, which import nothing", () => {
    expect(imports(source("./promotion-constants.ts"))).toEqual(["../games"]);
    expect(imports(source("../games.ts"))).toEqual([]);
  });

  it("are the ones the schemas' module gives too", () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(promotions[name as keyof typeof promotions], name).toBe(value);
    }
  });
});
