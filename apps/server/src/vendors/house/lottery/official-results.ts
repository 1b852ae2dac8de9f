import type { OfficialDrawView } from "@portal/contract/api/lottery-admin";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { familyOfGame } from "./family-of-game";
import {
  awaitingOfficialDraws,
  brandDraw,
  confirmVoid,
  officialDraw,
  saveConfirmation,
  saveEntry,
  saveVoidRequest,
  voidBeforeClose,
  type Actor,
} from "./official-repository";
import type { LotteryDraw, LotteryGame } from "./repository";
import type { LotteryDrawEvents } from "./draw-events";

/** The most awaiting draws one list shows (a brand has a few dozen official games a day). */
const AWAITING_MAX = 200;

/**
 * The official daily draws' results (decision 0036): no result is settled on one person's word.
 * A first operator types the result in once the draw has taken place; a second operator types it
 * again without seeing the first entry, and only an identical result makes the draw DRAWN, for
 * the settlement job to pay. Until it is confirmed any operator may type the result again, which
 * replaces the entry waiting (a typo is corrected by typing it again; a confirming operator whose
 * result differs sends theirs as the new entry): the confirmation must then come from someone
 * other than who typed the entry now waiting, so a result always rests on two operators' typing.
 * A draw that will not take place is voided (every ticket refunded), an official one or a fast
 * one not drawn yet: by one operator while it takes tickets, by two once its sales have closed.
 */
export class OfficialResults {
  constructor(
    private readonly db: Db,
    private readonly events: LotteryDrawEvents,
  ) {}

  async awaiting(merchantId: number, now = new Date()): Promise<OfficialDrawView[]> {
    return (await awaitingOfficialDraws(this.db, merchantId, now, AWAITING_MAX)).map(({ draw, game }) =>
      officialView(draw, game),
    );
  }

  /**
   * Enters a draw's result, or enters it again until it is confirmed, by anyone: the new entry
   * replaces the one waiting, whoever typed it (so a wrong first entry never blocks the draw), and
   * its operator becomes the one who may not confirm it.
   */
  async enter(merchantId: number, code: string, drawNo: string, result: unknown, by: Actor, now = new Date()) {
    const { draw, game } = await this.find(merchantId, code, drawNo);
    const parsed = parse(game, draw, result);
    this.mustAwait(draw, now);
    // Confirmed or voided since it was read: say which.
    if (!(await saveEntry(this.db, draw.id, parsed, by, now))) await this.mustStillAwait(merchantId, code, drawNo, now);
    return officialView({ ...draw, enteredBy: by.id, enteredByName: by.name, enteredAt: now }, game);
  }

  async confirm(merchantId: number, code: string, drawNo: string, result: unknown, by: Actor, now = new Date()) {
    const { draw, game } = await this.find(merchantId, code, drawNo);
    const parsed = parse(game, draw, result);
    this.mustAwait(draw, now);
    if (draw.enteredBy === null) throw new AppError("INVALID_STATE", "No result has been entered for this draw yet");
    if (draw.enteredBy === by.id)
      throw new AppError("SECOND_OPERATOR_REQUIRED", "Another operator must confirm the result you entered");
    // Both through the family's parse, which builds a result's fields in one order (jsonb keeps
    // an object's keys in its own): a result typed with its fields in another order compares equal.
    if (JSON.stringify(parsed) !== JSON.stringify(parse(game, draw, draw.enteredResult)))
      throw new AppError("RESULT_MISMATCH", "The result differs from the first entry");
    if (!(await saveConfirmation(this.db, draw.id, draw.enteredBy, parsed, by, now))) {
      // Changed since it was read: confirmed or voided meanwhile, or the first entry replaced.
      await this.mustStillAwait(merchantId, code, drawNo, now);
      throw new AppError("RESULT_MISMATCH", "The first entry was changed meanwhile");
    }
    this.events.emit("draw", { merchantId, game: game.code, drawNo, status: "DRAWN" });
    return officialView(
      { ...draw, status: "DRAWN", confirmedBy: by.id, confirmedByName: by.name, confirmedAt: now },
      game,
    );
  }

  /**
   * Voids a draw that will not take place (an official draw postponed, a fast draw called off):
   * every ticket is refunded by the settlement job. Only a draw not drawn yet: an official draw
   * without a confirmed result, a fast draw whose element is not revealed (once drawn, its result
   * is public). While the draw takes tickets one operator may. Once its sales have closed, its
   * tickets are what they will be and, after its time, its result may be known: voiding a draw the
   * house would lose is as much one person's word as a result, so a void then is a request that a
   * second operator confirms by voiding too (the first may not). The same rule for both kinds.
   */
  async void(merchantId: number, code: string, drawNo: string, reason: string, by: Actor, now = new Date()) {
    const found = await brandDraw(this.db, merchantId, code, drawNo);
    if (!found) throw new AppError("NOT_FOUND", "No such lottery draw");
    const { draw, game } = found;
    const refused = () =>
      new AppError(
        "INVALID_STATE",
        game.official
          ? "Only a draw without a confirmed result can be voided"
          : "Only a draw not drawn yet can be voided: a drawn draw's result is public",
      );
    if (draw.status !== "OPEN") throw refused();
    // While it takes tickets by this server's clock and the database's (the sales' clock): one
    // operator. A draw the database has closed meanwhile goes the two operators' way below.
    if (draw.closesAt > now && (await voidBeforeClose(this.db, draw.id, reason, by, now))) {
      this.events.emit("draw", { merchantId, game: game.code, drawNo, status: "VOID" });
      return officialView(
        { ...draw, status: "VOID", voidReason: reason, voidedBy: by.id, voidedByName: by.name },
        game,
      );
    }
    // A fast draw's result is fixed by its chain: once its time has come it is known to whoever
    // holds the seed, and a void then would be the house choosing not to pay it.
    const fast = !game.official;
    if (fast && draw.drawsAt <= now)
      throw new AppError("INVALID_STATE", "A fast draw whose time has come is drawn: it can no longer be voided");
    if (draw.voidRequestedBy === null || draw.voidRequestedBy === by.id) {
      if (draw.voidRequestedBy === by.id)
        throw new AppError("SECOND_OPERATOR_REQUIRED", "Another operator must confirm the void you asked for");
      if (!(await saveVoidRequest(this.db, draw.id, reason, by, now, fast))) throw refused();
      return officialView(
        { ...draw, voidReason: reason, voidRequestedBy: by.id, voidRequestedByName: by.name, voidRequestedAt: now },
        game,
      );
    }
    if (!(await confirmVoid(this.db, draw.id, draw.voidRequestedBy, by, now, fast))) throw refused();
    this.events.emit("draw", { merchantId, game: game.code, drawNo, status: "VOID" });
    return officialView({ ...draw, status: "VOID", voidedBy: by.id, voidedByName: by.name }, game);
  }

  private async find(merchantId: number, code: string, drawNo: string) {
    const found = await officialDraw(this.db, merchantId, code, drawNo);
    if (!found) throw new AppError("NOT_FOUND", "No such official draw");
    return found;
  }

  private async mustStillAwait(merchantId: number, code: string, drawNo: string, now: Date) {
    this.mustAwait((await this.find(merchantId, code, drawNo)).draw, now);
  }

  /** A draw takes an entry or a confirmation once it has taken place and until it is confirmed or void. */
  private mustAwait(draw: LotteryDraw, now: Date) {
    if (draw.status !== "OPEN")
      throw new AppError("INVALID_STATE", "This draw's result is already confirmed, or it is void");
    if (draw.drawsAt > now) throw new AppError("INVALID_STATE", "This draw has not taken place yet");
  }
}

/** The result as the game's family reads it; VALIDATION_FAILED (field `result`) when it does not. */
function parse(game: LotteryGame, draw: LotteryDraw, result: unknown): unknown {
  try {
    return familyOfGame(game, draw.drawsAt).parseResult(result);
  } catch (error) {
    throw new AppError("VALIDATION_FAILED", "Not a result of this game", {
      result: error instanceof Error ? error.message : "invalid",
    });
  }
}

function officialView(draw: LotteryDraw, game: LotteryGame): OfficialDrawView {
  return {
    game: game.code,
    family: game.family,
    drawNo: draw.drawNo,
    drawsAt: draw.drawsAt.getTime(),
    status: draw.status,
    entered: draw.enteredAt ? { by: draw.enteredByName ?? "", at: draw.enteredAt.getTime() } : null,
    confirmed: draw.confirmedAt ? { by: draw.confirmedByName ?? "", at: draw.confirmedAt.getTime() } : null,
    voidRequested: draw.voidRequestedAt
      ? { by: draw.voidRequestedByName ?? "", at: draw.voidRequestedAt.getTime(), reason: draw.voidReason ?? "" }
      : null,
  };
}
