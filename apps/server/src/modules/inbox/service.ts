import type { BroadcastView, InboxMessage, InboxPage, SendMessageRequest } from "@portal/contract/api/inbox";
import { isAgentType } from "@portal/contract/members";
import type { Db } from "../../db/client";
import type { CursorRequest } from "../../db/keyset";
import { AppError } from "../../http/app-error";
import { sanitizeContent } from "../content/sanitize";
import type { PushHub } from "../push/hub";
import type { Broadcast, InboxRepository, Recipients } from "./repository";

type Trace = (tx: Db, broadcast: Broadcast) => Promise<void>;

/**
 * Platform messages (messageV2): operators send one to an audience, fanned out into each
 * member's inbox in one statement with the broadcast and its audit entry; members read, mark read
 * and delete their own; each new message is pushed over /ws so the badge changes at once.
 */
export class InboxService {
  constructor(
    private readonly repo: InboxRepository,
    private readonly push: Pick<PushHub, "messages">,
  ) {}

  /**
   * Sends a message: the content sanitized, the audience resolved, the broadcast recorded and
   * copied to every member of the audience, all in one transaction with the operator's audit
   * entry. Sent again with the same requestId: the first send's answer, nothing sent twice (with
   * other content: IDEMPOTENCY_CONFLICT).
   */
  async send(
    merchantId: number,
    operator: { id: number; username: string },
    input: SendMessageRequest,
    trace: Trace,
  ): Promise<BroadcastView> {
    const content = sanitizeContent(input.content).trim();
    if (content === "") throw new AppError("VALIDATION_FAILED", "The message has no content", { content: "required" });
    const target = "target" in input ? String(input.target).trim() : "";
    const to = await this.recipients(merchantId, input);
    const fields = { audience: input.audience, target, title: input.title, content };
    const outcome = await this.repo.transaction(async (repo, tx) => {
      const broadcast = await repo.insertBroadcast({
        merchantId,
        operatorId: operator.id,
        requestId: input.requestId,
        ...fields,
      });
      if (!broadcast) return { broadcast: undefined, pushTo: undefined };
      const { recipients, memberIds } = await repo.fanOut(broadcast, to);
      const sent = { ...broadcast, recipients };
      await trace(tx, sent);
      return { broadcast: sent, pushTo: memberIds };
    });
    let broadcast = outcome.broadcast;
    if (!broadcast) {
      broadcast = await this.repo.broadcastByRequest(merchantId, input.requestId);
      const same =
        broadcast &&
        broadcast.audience === fields.audience &&
        broadcast.target === fields.target &&
        broadcast.title === fields.title &&
        broadcast.content === fields.content;
      if (!broadcast || !same) {
        throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another message");
      }
    } else if (broadcast.recipients > 0) {
      this.push.messages({ merchantId, memberIds: outcome.pushTo ?? null });
    }
    return viewOf(broadcast, operator.username);
  }

  async broadcasts(merchantId: number, page: number, pageSize: number) {
    const { rows, total } = await this.repo.broadcasts(merchantId, page, pageSize);
    return { list: rows.map((r) => viewOf(r.broadcast, r.operator)), total, page, pageSize };
  }

  /** A message to one member outside a broadcast (the answer to a feedback), in the caller's transaction; pushed by `pushed`. */
  async deliverIn(tx: Db, memberId: number, title: string, content: string): Promise<void> {
    await this.repo.joining(tx).insertMessage(memberId, title, sanitizeContent(content));
  }

  /** Tells the member's sockets that a message arrived (after it committed). */
  pushed(merchantId: number, memberId: number): void {
    this.push.messages({ merchantId, memberIds: [memberId] });
  }

  async inbox(memberId: number, request: CursorRequest): Promise<InboxPage> {
    const [page, unread] = await Promise.all([this.repo.page(memberId, request), this.repo.unreadCount(memberId)]);
    return {
      list: page.rows.map((m) => ({
        id: m.id,
        title: m.title,
        read: m.readAt !== null,
        createdAt: m.createdAt.getTime(),
      })),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: request.pageSize,
      unread,
    };
  }

  /** Opens one of the member's messages (marking it read); another member's, or a deleted one, is NOT_FOUND. */
  async open(memberId: number, id: number): Promise<InboxMessage> {
    const message = await this.repo.open(memberId, id);
    if (!message) throw new AppError("NOT_FOUND", "No such message");
    return {
      id: message.id,
      title: message.title,
      read: true,
      createdAt: message.createdAt.getTime(),
      // Cleaned when sent, and again on the way out whoever wrote the row (as announcements are).
      content: sanitizeContent(message.content),
    };
  }

  async readAll(memberId: number): Promise<{ read: number }> {
    return { read: await this.repo.readAll(memberId) };
  }

  /** Deletes one of the member's messages (gone from the list and the count); answers the unread count left. */
  async delete(memberId: number, id: number): Promise<{ count: number }> {
    if (!(await this.repo.delete(memberId, id))) throw new AppError("NOT_FOUND", "No such message");
    return { count: await this.repo.unreadCount(memberId) };
  }

  /** The audience as ids: a member or agent named by account must be of this brand (NOT_FOUND otherwise). */
  private async recipients(merchantId: number, input: SendMessageRequest): Promise<Recipients> {
    switch (input.audience) {
      case "MEMBER": {
        const member = await this.repo.memberByAccount(merchantId, input.target);
        if (!member) throw new AppError("NOT_FOUND", "No such member", { target: "unknown" });
        return { audience: "MEMBER", memberId: member.id };
      }
      case "TEAM": {
        const agent = await this.repo.memberByAccount(merchantId, input.target);
        if (!agent || !isAgentType(agent.memberType)) {
          throw new AppError("NOT_FOUND", "No such agent", { target: "unknown" });
        }
        return { audience: "TEAM", agentId: agent.id };
      }
      case "LABEL":
        return { audience: "LABEL", label: input.target };
      case "VIP_LEVEL":
        return { audience: "VIP_LEVEL", level: input.target };
      case "ALL":
        return { audience: "ALL" };
    }
  }
}

function viewOf(b: Broadcast, operator: string): BroadcastView {
  return {
    id: b.id,
    audience: b.audience,
    target: b.target,
    title: b.title,
    content: b.content,
    recipients: b.recipients,
    operator,
    createdAt: b.createdAt.getTime(),
  };
}
