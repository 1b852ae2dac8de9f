// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import { CATEGORY_ART } from "@portal/contract/artwork";
import type { PageArea } from "@portal/contract/routes";
import { FakeApi, ok } from "../test-support/fake-api";
import type { PageLoad } from "./page-loader";
import { vendorLanesQuery } from "../features/games/api/games";
import { GAME_PAGE_SIZE, gameListQuery } from "../features/games/api/player-games";
import { PROMOTION_API } from "@portal/contract/api/promotions";
import { offersQuery } from "../features/promotions/api/promotions-api";
import { startFirstScreen } from "./first-screen";

const BANNERS = [
  { id: 1, title: "No image", imageUrl: "", link: "" },
  { id: 2, title: "Welcome", imageUrl: "/img/banners/banner-1.svg", link: "" },
];

let api: FakeApi;
let client: QueryClient;
let loaded: PageArea[];
const loaders = new Proxy({} as Record<PageArea, PageLoad>, {
  get: (_target, area: PageArea) => () => {
    loaded.push(area);
    return Promise.resolve({ default: () => null });
  },
});

/** A location of the address bar (path and query string). */
const at = (url: string) => {
  const { pathname, search } = new URL(url, "http://portal.test");
  return { pathname, search };
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute("href"),
    priority: link.getAttribute("fetchpriority"),
  }));

beforeEach(() => {
  loaded = [];
  document.head.innerHTML = "";
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  api = new FakeApi()
    .on("GET", API.announcementContent, ok({ banners: BANNERS, player: [], popups: [], promotions: [], help: [] }))
    .on("GET", API.vendorLanes, ok({ data: { lanes: [] } }))
    .install();
});
afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

describe("startFirstScreen", () => {
  it("on /index starts the page chunk, the header's lanes and the announcements at once, then preloads the banner", async () => {
    startFirstScreen(client, at("/index"), loaders);
    expect(loaded).toEqual(["index"]);
    await vi.waitFor(() => expect(preloads()).toEqual([{ href: "/img/banners/banner-1.svg", priority: "high" }]));
    expect(api.callsTo("GET", API.announcementContent)).toHaveLength(1);
    expect(api.callsTo("GET", API.vendorLanes)).toHaveLength(1);
    // The page's own queries find the answers in the cache.
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[0]),
    ).toEqual(expect.arrayContaining(["announcements", "games"]));
  });

  it("treats / as /index", async () => {
    startFirstScreen(client, at("/"), loaders);
    expect(loaded).toEqual(["index"]);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
  });

  it("preloads no picture on other pages with the full layout", async () => {
    startFirstScreen(client, at("/noticePage"), loaders);
    expect(loaded).toEqual(["noticePage"]);
    await vi.waitFor(() => expect(api.callsTo("GET", API.announcementContent)).toHaveLength(1));
    expect(preloads()).toEqual([]);
  });

  it("on /promotions asks for the offers the tabs wait for, and preloads the first promotion's picture", async () => {
    const promotion = [
      { id: 7, title: "No picture", content: "", imageUrl: "", link: "", time: 0 },
      {
        id: 8,
        title: "Welcome bonus",
        content: "",
        imageUrl: "/img/art/promotions/welcome-bonus.svg",
        link: "",
        time: 0,
      },
    ];
    api
      .on("GET", API.announcementContent, ok({ banners: BANNERS, player: [], popup: [], promotion, home: [] }))
      .on("GET", PROMOTION_API.offers, ok({ list: [] }));
    startFirstScreen(client, at("/promotions"), loaders);
    expect(loaded).toEqual(["promo"]);
    await vi.waitFor(() =>
      expect(preloads()).toEqual([{ href: "/img/art/promotions/welcome-bonus.svg", priority: "high" }]),
    );
    await vi.waitFor(() => expect(client.getQueryData(offersQuery().queryKey)).toEqual({ list: [] }));
    expect(api.callsTo("GET", PROMOTION_API.offers)).toHaveLength(1);
  });

  it("on /rng asks for the selected slots vendor's first page of games as soon as the lanes name it", async () => {
    const lanes = [{ title: "RNG", gameClassify: "RNG", cards: [{ vassalage: "PG" }, { vassalage: "JDB" }] }];
    api.on("GET", API.vendorLanes, ok({ data: { lanes } })).on(
      "GET",
      API.egameList,
      ok({
        list: [
          { nodeId: 1, gameCode: "j1", name: "Fortune", vassalage: "JDB", category: "RNG", icon: "", freePlay: false },
        ],
        total: 1,
        page: 1,
        pageSize: 24,
      }),
    );
    startFirstScreen(client, at("/rng?page=JDB"), loaders);
    expect(loaded).toEqual(["egame"]);
    await vi.waitFor(() => expect(api.callsTo("GET", API.egameList)).toHaveLength(1));
    const [call] = api.callsTo("GET", API.egameList);
    // The vendor's slots: the list /rng shows (its baccarat is live casino).
    expect(Object.fromEntries(call!.query)).toMatchObject({
      vendor: "JDB",
      category: "RNG",
      page: "1",
      pageSize: "24",
    });
    // Where the page's GameList looks for it: the key of gameListQuery for that filter and page size.
    expect(
      client.getQueryData(gameListQuery("en", { vendor: "JDB", category: "RNG" }, GAME_PAGE_SIZE.page).queryKey),
    ).toBeDefined();
    // The first game has no picture of its own: its category's drawing, as its card shows, is preloaded.
    await vi.waitFor(() => expect(preloads()).toEqual([{ href: CATEGORY_ART.RNG, priority: "high" }]));
  });

  it("on /rng without a slots vendor asks for no games", async () => {
    startFirstScreen(client, at("/rng"), loaders);
    await vi.waitFor(() => expect(client.getQueryState(vendorLanesQuery("en").queryKey)?.status).toBe("success"));
    // The lanes' continuation runs in a later task than the query's own settling.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo("GET", API.egameList)).toHaveLength(0);
  });

  it("asks for nothing a page without header and notice bar does not show", () => {
    startFirstScreen(client, at("/login"), loaders);
    expect(loaded).toEqual(["login"]);
    expect(api.callsTo("GET", API.announcementContent)).toHaveLength(0);
    expect(api.callsTo("GET", API.vendorLanes)).toHaveLength(0);
  });

  it("does nothing for a path that is no page", () => {
    startFirstScreen(client, at("/no-such-page"), loaders);
    expect(loaded).toEqual([]);
    expect(api.callsTo("GET", API.announcementContent)).toHaveLength(0);
  });
});
