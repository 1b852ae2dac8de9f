// @vitest-environment jsdom
import { createHash, createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { dealFromBytes } from "@portal/contract/house-baccarat";
import { renderPage } from "../../../test-support/render-page";
import { FairVerify } from "./fair-verify";

afterEach(cleanup);

/** The server's byte stream, made here with node:crypto, independently of the page's WebCrypto. */
function* nodeBytes(serverSeed: string, clientSeed: string, nonce: number) {
  for (let block = 0; ; block++)
    yield* createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
}

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("the verify page", () => {
  it("recomputes a baccarat round in the browser and checks the seed against its hash", async () => {
    await renderPage(<FairVerify />, { url: "/house/verify" });
    fill("verify-server-seed", "revealed-server-seed");
    fill("verify-client-seed", "my-seed");
    fill("verify-nonce", "7");
    fill("verify-hash", createHash("sha256").update("revealed-server-seed").digest("hex"));
    fireEvent.click(screen.getByTestId("verify-submit"));

    const expected = dealFromBytes(nodeBytes("revealed-server-seed", "my-seed", 7));
    await waitFor(() => expect(screen.getByTestId("verify-baccarat-result").dataset.result).toBe(expected.result));
    expect(screen.getByTestId("verify-hash-check").dataset.matches).toBe("true");
    const cards = within(screen.getByTestId("verify-player-cards")).getAllByRole("listitem");
    expect(cards).toHaveLength(expected.player.length);
    expect(screen.getByTestId("verify-player-total").textContent).toBe(`Total ${expected.playerTotal}`);
  });

  it("says when the seed does not match the hash, and asks for the missing fields", async () => {
    await renderPage(<FairVerify />, { url: "/house/verify" });
    fireEvent.click(screen.getByTestId("verify-submit"));
    expect((await screen.findByTestId("verify-error")).textContent).toContain("Enter the server seed");
    fill("verify-game", "slot");
    fill("verify-server-seed", "s");
    fill("verify-client-seed", "c");
    fill("verify-hash", "f".repeat(64));
    fireEvent.click(screen.getByTestId("verify-submit"));
    await waitFor(() => expect(screen.getByTestId("verify-hash-check").dataset.matches).toBe("false"));
    expect(screen.getByTestId("verify-result").dataset.game).toBe("slot");
    expect(screen.getByTestId("verify-slot-stops").textContent).toMatch(/^\d+(, \d+){4}$/);
  });

  it("fills in what a game's link carries", async () => {
    await renderPage(<FairVerify />, { url: "/house/verify?game=slot&serverSeed=abc&clientSeed=mine&hash=ff" });
    expect((screen.getByTestId("verify-game") as HTMLSelectElement).value).toBe("slot");
    expect((screen.getByTestId("verify-server-seed") as HTMLInputElement).value).toBe("abc");
    expect((screen.getByTestId("verify-client-seed") as HTMLInputElement).value).toBe("mine");
    expect((screen.getByTestId("verify-hash") as HTMLInputElement).value).toBe("ff");
    expect((screen.getByTestId("verify-nonce") as HTMLInputElement).value).toBe("1");
  });
});
