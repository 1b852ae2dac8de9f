import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { systemStatusQuery } from "../../../shared/system/system-status";
import { openCustomerService } from "./open-customer-service";

/** The click handler of every "customer service" / "contact us" button. */
export function useCustomerService(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      openCustomerService({
        open: (url, name, features) => window.open(url, name, features),
        fetchEntries: async () => {
          const status = await queryClient.fetchQuery({ ...systemStatusQuery(), staleTime: 0 });
          return status.info.customerService;
        },
      }),
    [queryClient],
  );
}
