import type { AdminChatMessage, ChatMessage, ChatPage } from "@portal/contract/api/chat";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import type { Db } from "../../db/client";
import type { CursorRequest } from "../../db/keyset";
import { AppError } from "../../http/app-error";
import { maskAccount } from "../bets/winner-board";
import type { ProtectionService } from "../protection/service";
import type { PushHub } from "../push/hub";
import type { ChatRepository } from "./repository";

/** Who calls: a member of a brand. */
export interface ChatMember {
  id: number;
  merchantId: number;
  memberType: number;
  account: string;
}

type Trace = (tx: Db) => Promise<void>;

/** Control characters (line breaks included) become spaces. */
const CONTROL = /\p{Cc}/u;
/**
 * Invisible characters are dropped: default-ignorable code points (zero-width spaces and
 * joiners, the word joiner, the BOM, variation selectors, the combining grapheme joiner, the
 * Hangul fillers, tags) and format characters (\p{Cf}: bidirectional overrides and marks reorder
 * what others read). Kept only where an emoji needs them: a zero-width joiner between two visible
 * characters (a family, a profession), U+FE0E/U+FE0F right after a visible character (text or
 * emoji style: ❤️), and the tags of a subdivision flag after U+1F3F4 (England, Scotland, Wales).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;
const ZWJ = "\u200D";
const STRAY_ZWJ = /(?<![^\s\u200D])\u200D|\u200D(?![^\s\u200D])/gu;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;
/** A subdivision flag's tags: a few tag characters (U+E0020-U+E007E), then the cancel tag. */
const FLAG_TAGS_MAX = 7;
const isTag = (char: string) => {
  const cp = char.codePointAt(0)!;
  return cp >= 0xe0020 && cp <= CANCEL_TAG;
};
/** What may carry a variation selector: a character that takes a place on screen. */
const shown = (char: string | undefined) =>
  char !== undefined && !/\s/u.test(char) && !CONTROL.test(char) && !INVISIBLE.test(char);
/** A character a reader sees: a letter, digit, punctuation or symbol, not blank (U+2800, the braille blank). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const isVisible = (char: string) => VISIBLE.test(char) && !INVISIBLE.test(char) && char !== "\u2800";

/** The tags of a subdivision flag starting at `from` (after U+1F3F4), or none when they do not make one. */
function flagTags(chars: string[], from: number): string[] {
  let end = from;
  while (end < chars.length && isTag(chars[end]!) && chars[end]!.codePointAt(0) !== CANCEL_TAG) end++;
  const count = end - from;
  if (count === 0 || count > FLAG_TAGS_MAX || chars[end]?.codePointAt(0) !== CANCEL_TAG) return [];
  return chars.slice(from, end + 1);
}

/**
 * A message's text as stored: one line of plain text without invisible characters, runs of
 * spaces collapsed, trimmed; "" when no visible character is left (the message is refused).
 * Read by code point, so an emoji's surrogate pairs stay whole.
 */
export function cleanChatText(value: string): string {
  const chars = Array.from(value);
  const kept: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (CONTROL.test(char)) kept.push(" ");
    else if (!INVISIBLE.test(char)) {
      kept.push(char);
      if (char.codePointAt(0) === BLACK_FLAG) {
        const tags = flagTags(chars, i + 1);
        kept.push(...tags);
        i += tags.length;
      }
    } else if (char === ZWJ)
      kept.push(char); // Stray joiners go below.
    else if ((char === "\uFE0E" || char === "\uFE0F") && shown(kept.at(-1))) kept.push(char);
  }
  let text = kept.join("");
  // Joiners next to a space, the text's ends or another joiner go, until none is left.
  for (let before = ""; before !== text;) {
    before = text;
    text = text.replace(STRAY_ZWJ, "");
  }
  text = text.replace(/\s+/g, " ").trim();
  return Array.from(text).some(isVisible) ? text : "";
}

/**
 * The brand's chat room (decision 0056). Members read it and post plain text; a trial player,
 * a muted member (CHAT_MUTED) or one on a time-out or self-exclusion (ACCOUNT_TIMED_OUT,
 * SELF_EXCLUDED, the breaks of player protection, whatever the brand's switch says now) may not
 * post. Each change of the room is pushed to the brand's sockets as {"type":"chat"} after it
 * committed. Operators hide messages and mute members, each with its audit entry in the same
 * transaction. Time comes from `now`.
 */
export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly protection: Pick<ProtectionService, "checkLogin">,
    private readonly push: Pick<PushHub, "chat">,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async page(member: ChatMember, request: CursorRequest): Promise<ChatPage> {
    const trial = member.memberType === TRIAL_MEMBER_TYPE;
    const [page, mutedUntil, blockedBy] = await Promise.all([
      this.repo.page(member.merchantId, request),
      this.repo.mutedUntil(member.id, this.now()),
      trial ? null : this.breakInForce(member),
    ]);
    return {
      list: page.rows.map((row) => view(row, member.id)),
      next: page.next,
      canPost: !trial && mutedUntil === undefined && blockedBy === null,
      mutedUntil: mutedUntil ? mutedUntil.getTime() : null,
      blockedBy,
    };
  }

  /** The member's time-out or self-exclusion in force, as a post would be refused for it (the login's own check); or null. */
  private async breakInForce(member: ChatMember): Promise<ChatPage["blockedBy"]> {
    try {
      await this.protection.checkLogin(member);
      return null;
    } catch (error) {
      if (error instanceof AppError && (error.code === "ACCOUNT_TIMED_OUT" || error.code === "SELF_EXCLUDED")) {
        return error.code;
      }
      throw error;
    }
  }

  /** Posts a message (its text checked by the route's schema, cleaned here). */
  async post(member: ChatMember, text: string): Promise<ChatMessage> {
    if (member.memberType === TRIAL_MEMBER_TYPE) throw new AppError("TRIAL_ACCOUNT", "Trial players cannot chat");
    const cleaned = cleanChatText(text);
    if (cleaned === "") throw new AppError("VALIDATION_FAILED", "The message is empty", { text: "required" });
    await this.protection.checkLogin(member);
    const mutedUntil = await this.repo.mutedUntil(member.id, this.now());
    if (mutedUntil) {
      throw new AppError("CHAT_MUTED", "You are muted in the chat room", undefined, {
        until: mutedUntil.toISOString(),
      });
    }
    const row = await this.repo.insert(member.merchantId, member.id, cleaned);
    this.push.chat({ merchantId: member.merchantId });
    return view({ ...row, memberId: member.id, account: member.account, text: cleaned }, member.id);
  }

  /** The author deletes (hides) its own message; another member's, or one gone already, is NOT_FOUND. */
  async deleteOwn(member: ChatMember, id: number): Promise<void> {
    if (!(await this.repo.hide(member.merchantId, id, { byMember: member.id }))) {
      throw new AppError("NOT_FOUND", "No such message");
    }
    this.push.chat({ merchantId: member.merchantId });
  }

  async adminList(merchantId: number, request: CursorRequest) {
    const { rows, next, prev, total, totalCapped } = await this.repo.adminList(merchantId, this.now(), request);
    const list: AdminChatMessage[] = rows.map((row) => ({
      id: row.id,
      memberId: row.memberId,
      account: row.account,
      text: row.text,
      createdAt: row.createdAt.getTime(),
      hiddenAt: row.hiddenAt ? row.hiddenAt.getTime() : null,
      mutedUntil: row.mutedUntil ? row.mutedUntil.getTime() : null,
    }));
    return { list, next, prev, total, totalCapped, pageSize: request.pageSize };
  }

  /** An operator hides a message of the brand (audited with it); NOT_FOUND for another brand's or a hidden one. */
  async hide(merchantId: number, id: number, operatorId: number, trace: Trace): Promise<void> {
    await this.repo.transaction(async (repo, tx) => {
      if (!(await repo.hide(merchantId, id, { byOperator: operatorId }))) {
        throw new AppError("NOT_FOUND", "No such message");
      }
      await trace(tx);
    });
    this.push.chat({ merchantId });
  }

  /** An operator mutes a member of the brand for `minutes` (replacing a mute in force); answers until when. */
  async mute(
    merchantId: number,
    memberId: number,
    change: { minutes: number; reason: string },
    operatorId: number,
    trace: (tx: Db, until: Date) => Promise<void>,
  ): Promise<{ memberId: number; mutedUntil: number }> {
    const until = new Date(this.now().getTime() + change.minutes * 60_000);
    await this.repo.transaction(async (repo, tx) => {
      if (!(await repo.memberOfBrand(merchantId, memberId))) throw new AppError("NOT_FOUND", "No such member");
      await repo.mute({ merchantId, memberId, until, reason: change.reason, operatorId });
      await trace(tx, until);
    });
    // The member's open room shows the notice instead of the form.
    this.push.chat({ merchantId });
    return { memberId, mutedUntil: until.getTime() };
  }

  /** Lifts a member's mute in force; NOT_FOUND when the brand's member has none (or it is over already). */
  async unmute(merchantId: number, memberId: number, trace: Trace): Promise<{ memberId: number; mutedUntil: null }> {
    await this.repo.transaction(async (repo, tx) => {
      if (!(await repo.unmute(merchantId, memberId, this.now()))) throw new AppError("NOT_FOUND", "No mute to lift");
      await trace(tx);
    });
    this.push.chat({ merchantId });
    return { memberId, mutedUntil: null };
  }
}

function view(row: { id: number; memberId: number; account: string; text: string; createdAt: Date }, caller: number) {
  return {
    id: row.id,
    author: maskAccount(row.account),
    mine: row.memberId === caller,
    text: row.text,
    createdAt: row.createdAt.getTime(),
  };
}
