// @vitest-environment jsdom
import { createHash, createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { dealFromBytes } from "@portal/contract/house-baccarat";
import { renderPage } from "../../../test-support/render-page";
import en from "../../../locales/en.json";
import baccaratEn from "../../../locales/baccarat/en.json";
import { FairVerify } from "./fair-verify";

afterEach(cleanup);

/** The server's byte stream, made here with node:crypto, independently of the page's WebCrypto. */
function* nodeBytes(serverSeed: string, clientSeed: string, nonce: number) {
  for (let block = 0; ; block++)
    yield* createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const SERVER_SEED = "Server seed";
const CLIENT_SEED = "Client seed";
const NONCE = "Nonce";
const HASH = "Server seed hash shown before play";
const GAME = "Game";
const verify = () => fireEvent.click(screen.getByRole("button", { name: "Verify" }));

describe("the verify page", () => {
  it("recomputes a baccarat round in the browser and checks the seed against its hash", async () => {
    await renderPage(<FairVerify />, { url: "/house/verify" });
    fill(SERVER_SEED, "revealed-server-seed");
    fill(CLIENT_SEED, "my-seed");
    fill(NONCE, "7");
    fill(HASH, createHash("sha256").update("revealed-server-seed").digest("hex"));
    verify();

    const expected = dealFromBytes(nodeBytes("revealed-server-seed", "my-seed", 7));
    // The round's result in words (a natural is said after it).
    const result = `${baccaratEn.houseBaccarat.result[expected.result]}${expected.natural ? ` · ${baccaratEn.houseBaccarat.natural}` : ""}`;
    expect((await screen.findByText(result)).textContent).toBe(result);
    expect(screen.getByText(en.fairVerify.hashMatch)).toBeTruthy();
    const player = screen.getByRole("region", { name: "Player" });
    const cards = within(player).getAllByRole("listitem");
    expect(cards).toHaveLength(expected.player.length);
    expect(within(player).getByText(/^Total /).textContent).toBe(`Total ${expected.playerTotal}`);
  });

  it("says when the seed does not match the hash, and asks for the missing fields", async () => {
    await renderPage(<FairVerify />, { url: "/house/verify" });
    verify();
    expect((await screen.findByRole("alert")).textContent).toContain("Enter the server seed");
    fill(GAME, "slot");
    fill(SERVER_SEED, "s");
    fill(CLIENT_SEED, "c");
    fill(HASH, "f".repeat(64));
    verify();
    await waitFor(() => expect(screen.getByText(en.fairVerify.hashMismatch)).toBeTruthy());
    // The slot's outcome, not a baccarat deal.
    expect(screen.getByRole("table", { name: en.fairVerify.grid })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Player" })).toBeNull();
    expect(screen.getByLabelText("Reel stops").textContent).toMatch(/^\d+(, \d+){4}$/);
  });

  it("fills in what a game's link carries", async () => {
    await renderPage(<FairVerify />, { url: "/house/verify?game=slot&serverSeed=abc&clientSeed=mine&hash=ff" });
    expect(field(GAME).value).toBe("slot");
    expect(field(SERVER_SEED).value).toBe("abc");
    expect(field(CLIENT_SEED).value).toBe("mine");
    expect(field(HASH).value).toBe("ff");
    expect(field(NONCE).value).toBe("1");
  });
});
