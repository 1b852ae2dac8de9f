import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../../shared/storage/session";
import {
  applicationsKey,
  eventKey,
  type ApplicationPage,
  type ApplicationView,
  type EventView,
} from "../api/events-api";

/**
 * Keeps what the member sees of an application in step with an answer of the server (an
 * application sent, a prize claimed): the event of its promotion and the pages of applications
 * shown take it at once; `reread` reads them again (after a refusal: the standing may have moved).
 */
export function useApplicationCache() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return {
    /** An application the server answered: its event and the listed pages show it. */
    put(application: ApplicationView) {
      queryClient.setQueryData<EventView>(eventKey(token, application.promotionId), (event) =>
        event ? { ...event, open: false, reason: "ALREADY_APPLIED", application } : event,
      );
      queryClient.setQueriesData<ApplicationPage>({ queryKey: applicationsKey(token) }, (page) =>
        page ? { ...page, list: page.list.map((a) => (a.id === application.id ? application : a)) } : page,
      );
    },
    /** A new application: the lists are read again (it comes first in them). */
    listsChanged: () => queryClient.invalidateQueries({ queryKey: applicationsKey(token) }),
    /** Reads a promotion's event and the lists again. */
    reread(promotionId: number) {
      void queryClient.invalidateQueries({ queryKey: eventKey(token, promotionId) });
      void queryClient.invalidateQueries({ queryKey: applicationsKey(token) });
    },
  };
}
