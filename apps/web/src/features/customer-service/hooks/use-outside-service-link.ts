import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CUSTOMER_SERVICE_TYPE_LINK } from "@portal/contract/constants";
import { decodeServiceLink } from "@portal/contract/customer-service-link";
import { systemStatusQuery } from "../../../shared/system/system-status";
import { resolveWebUrl } from "./open-customer-service";

/**
 * The brand's customer-service link when it leaves the portal (the operator's live chat), else
 * null. The maintenance page needs this: a link into the portal (the default, the help centre)
 * would only show the maintenance page again.
 */
export function useOutsideServiceLink(): string | null {
  const entries = useQuery(systemStatusQuery()).data?.info.customerService;
  const path = entries?.find((e) => e.csType === CUSTOMER_SERVICE_TYPE_LINK)?.path;
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    let current = true;
    decodeServiceLink(path).then(
      (decoded) => {
        const url = resolveWebUrl(decoded, window.location.href);
        if (current) setLink(url !== null && new URL(url).origin !== window.location.origin ? url : null);
      },
      () => current && setLink(null),
    );
    return () => {
      current = false;
    };
  }, [path]);
  return link;
}
