import type { z } from "zod";
import { RECENT_GAMES_MAX, type gameListQuery } from "@portal/contract/api/content";
import type { Language } from "@portal/contract/languages";
import { AppError } from "../../http/app-error";
import type { GameRepository } from "./repository";
import { gameCard } from "./service";

/** A member's view of the catalogue: the paged game list, favourites and recently launched games. */
export class PlayerGames {
  constructor(private readonly games: GameRepository) {}

  /** The game list of a vendor, type or category, in catalogue order, paged. */
  async gameList(merchantId: number, language: Language, query: z.infer<typeof gameListQuery>) {
    const { rows, total } = await this.games.pageGames(merchantId, query, query);
    return {
      list: rows.map((r) => gameCard(r, language)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async addFavourite(member: { id: number; merchantId: number }, nodeId: number) {
    // A game of another brand does not exist for the caller: NOT_FOUND, nothing stored.
    if (!(await this.games.findGame(member.merchantId, nodeId))) throw new AppError("NOT_FOUND", "No such game");
    await this.games.addFavourite(member.id, nodeId);
  }

  async removeFavourite(member: { id: number }, nodeId: number) {
    await this.games.removeFavourite(member.id, nodeId);
  }

  async favourites(memberId: number, language: Language) {
    return (await this.games.favouriteGames(memberId)).map((row) => gameCard(row, language));
  }

  /** The member's recently launched games, newest first; `gameTypes` narrows them to those types (the Vietnam lottery's regions). */
  async recentGames(memberId: number, language: Language, gameTypes?: readonly string[]) {
    return (await this.games.recentGames(memberId, RECENT_GAMES_MAX, gameTypes)).map((row) => gameCard(row, language));
  }
}
