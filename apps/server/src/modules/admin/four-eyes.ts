import { AppError } from "../../http/app-error";

/** A four-eyes queue's repository: a request of the brand under its row lock. */
interface LockingQueue<Row extends { requestedBy: number }> {
  lock(merchantId: number, id: number): Promise<Row | undefined>;
}

/**
 * The brand's request under its lock, if this operator may decide it (decision 0054): another
 * brand's, or none, is NOT_FOUND; the operator who asked may not (SECOND_OPERATOR_REQUIRED).
 * `what` names it in the messages ("adjustment request", "setting change").
 */
export async function decidable<Row extends { requestedBy: number }>(
  queue: LockingQueue<Row>,
  what: { request: string; yours: string },
  merchantId: number,
  id: number,
  operatorId: number,
): Promise<Row> {
  const request = await queue.lock(merchantId, id);
  if (!request) throw new AppError("NOT_FOUND", `No such ${what.request}`);
  if (request.requestedBy === operatorId)
    throw new AppError("SECOND_OPERATOR_REQUIRED", `Another operator must decide ${what.yours} you asked for`);
  return request;
}
