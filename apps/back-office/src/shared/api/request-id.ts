import { useCallback, useState } from "react";

/**
 * The `requestId` of a write that moves money or sends something once: kept across retries (a
 * lost answer sent again is answered with the first result, nothing done twice), and renewed
 * (`renew`) once the write succeeded, so the next one is a new write.
 */
export function useRequestId(): [requestId: string, renew: () => void] {
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setRequestId(crypto.randomUUID()), []);
  return [requestId, renew];
}
