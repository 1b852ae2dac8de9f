import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Lints snippets with the repository's own eslint.config.js, at paths inside each guarded folder,
// so a boundary that stops firing (a renamed folder, a config edit) fails here and not in review.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RULE = "boundaries/import-boundaries";
let eslint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the config and its plugins: paid here, not inside one case's time.
  await eslint.lintText("", { filePath: path.join(root, "apps/web/src/warm-up.ts") });
}, 60_000);

/** The boundary messages ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("import boundaries", () => {
  it("keeps the web app from importing the server, by path or by package name", async () => {
    const file = "apps/web/src/shared/api/probe.ts";
    expect(
      await boundaryErrors(file, 'import { buildApp } from "../../../../server/src/app";\nvoid buildApp;\n'),
    ).toEqual([expect.stringContaining("The web app never imports the server")]);
    expect(await boundaryErrors(file, 'export * from "@portal/server/src/config";\n')).toHaveLength(1);
    expect(await boundaryErrors(file, 'export { ok } from "@portal/contract/envelope";\n')).toEqual([]);
  });

  it("keeps the server from importing the web app", async () => {
    const file = "apps/server/src/modules/system/probe.ts";
    expect(await boundaryErrors(file, 'export const load = () => import("../../../../web/src/main");\n')).toEqual([
      expect.stringContaining("The server never imports the web app"),
    ]);
    expect(await boundaryErrors(file, 'export { ok } from "@portal/contract/envelope";\n')).toEqual([]);
  });

  it("keeps the contract from importing anything of ours", async () => {
    const file = "packages/contract/src/api/probe.ts";
    for (const source of [
      "@portal/server/src/app",
      "@portal/web",
      "../../../../apps/web/src/main",
      "../../../../e2e/fixtures/server",
    ]) {
      expect(await boundaryErrors(file, `export * from "${source}";\n`), source).toEqual([
        expect.stringContaining("packages/contract imports nothing of ours"),
      ]);
    }
    expect(await boundaryErrors(file, 'export * from "../money";\nexport { z } from "zod";\n')).toEqual([]);
  });

  it("keeps a web feature from importing another feature or app/", async () => {
    const file = "apps/web/src/features/games/components/probe.tsx";
    const message = expect.stringContaining("A web feature imports neither another feature nor app/");
    expect(await boundaryErrors(file, 'export { LoginModal } from "../../auth/components/login-modal";\n')).toEqual([
      message,
    ]);
    expect(
      await boundaryErrors(file, 'export type { ModalProps } from "../../../app/modals/modal-registry";\n'),
    ).toEqual([message]);
    expect(
      await boundaryErrors(
        file,
        'export type { ModalProps } from "../../../shared/modals/modal-props";\nexport * from "./game-card";\n',
      ),
    ).toEqual([]);
    // app/ composes features: it may import them.
    expect(
      await boundaryErrors("apps/web/src/app/probe.ts", 'export * from "../features/games/components/game-card";\n'),
    ).toEqual([]);
  });

  it("lets e2e reach the server only through e2e/fixtures/server.ts", async () => {
    expect(
      await boundaryErrors("e2e/specs/probe.spec.ts", 'export { members } from "../../apps/server/src/db/schema";\n'),
    ).toEqual([expect.stringContaining("e2e reaches the server only through e2e/fixtures/server.ts")]);
    expect(await boundaryErrors("e2e/specs/probe.spec.ts", 'export { members } from "../fixtures/server";\n')).toEqual(
      [],
    );
    expect(
      await boundaryErrors(
        "e2e/fixtures/server.ts",
        'export { createTestApp } from "../../apps/server/test/test-app";\n',
      ),
    ).toEqual([]);
  });
});
