import { lazy, useEffect, type ComponentType } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BACK_OFFICE_BASE } from "@portal/contract/back-office";
import { PERMISSION, permissionsOf } from "../shared/session/permissions";
import { meQueryOptions } from "../shared/session/me";
import { hasPermission, refreshSession, type OperatorSessionState } from "../shared/session/session";
import { Layout } from "./layout";
import { firstPage, MENU } from "./menu";

/** One lazy chunk per section (its code and its texts load when the operator opens it). */
const SECTIONS: Record<string, ComponentType> = {
  "/dashboard": lazy(() => import("../sections/dashboard/dashboard-page")),
  "/members": lazy(() => import("../sections/members/members-page")),
  "/agents/tree": lazy(() => import("../sections/agents/tree-page")),
  "/agents/contracts": lazy(() => import("../sections/agents/contracts-page")),
  "/agents/bills": lazy(() => import("../sections/agents/bills-page")),
  "/money/deposits": lazy(() => import("../sections/money/deposits-page")),
  "/money/withdrawals": lazy(() => import("../sections/money/withdrawals-page")),
  "/money/vendor-transfers": lazy(() => import("../sections/money/vendor-transfers-page")),
  "/money/adjustments": lazy(() => import("../sections/money/adjustments-page")),
  "/money/approvals": lazy(() => import("../sections/approvals/approvals-page")),
  "/money/payment-channels": lazy(() => import("../sections/money/payment-channels-page")),
  "/games/vendors": lazy(() => import("../sections/games/vendors-page")),
  "/games/lottery": lazy(() => import("../sections/games/lottery-page")),
  "/games/catalogue": lazy(() => import("../sections/games/catalogue-page")),
  "/games/lottery-plays": lazy(() => import("../sections/games/lottery-plays-page")),
  "/games/lottery-games": lazy(() => import("../sections/games/lottery-games-page")),
  "/games/lottery-draws": lazy(() => import("../sections/games/lottery-draws-page")),
  "/games/house": lazy(() => import("../sections/games/house-games-page")),
  "/games/vendor-order": lazy(() => import("../sections/games/vendor-order-page")),
  "/settings/brand": lazy(() => import("../sections/settings/brand-settings-page")),
  "/settings/switches": lazy(() => import("../sections/settings/switches-page")),
  "/settings/registration": lazy(() => import("../sections/settings/registration-page")),
  "/settings/operators": lazy(() => import("../sections/settings/operators-page")),
  "/settings/jobs": lazy(() => import("../sections/settings/jobs-page")),
  "/settings/audit": lazy(() => import("../sections/settings/audit-page")),
  "/content/announcements": lazy(() => import("../sections/content/announcements-page")),
  "/content/help": lazy(() => import("../sections/content/help-page")),
  "/reports": lazy(() => import("../sections/reports/reports-page")),
  "/messages/send": lazy(() => import("../sections/messages/send-message-page")),
  "/messages/feedback": lazy(() => import("../sections/messages/feedback-page")),
  "/messages/chat": lazy(() => import("../sections/messages/chat-page")),
  "/promotions/offers": lazy(() => import("../sections/promotions/offers-page")),
  "/promotions/events": lazy(() => import("../sections/promotions/events-page")),
  "/promotions/applications": lazy(() => import("../sections/promotions/applications-page")),
  "/promotions/missions": lazy(() => import("../sections/loyalty/missions-page")),
  "/promotions/lucky-draws": lazy(() => import("../sections/loyalty/lucky-draws-page")),
  "/promotions/vip": lazy(() => import("../sections/loyalty/vip-page")),
  "/promotions/points": lazy(() => import("../sections/loyalty/points-page")),
  "/promotions/referral": lazy(() => import("../sections/loyalty/referral-page")),
};

/** A member's page, opened from the member search (no menu entry of its own). */
const MemberPage = lazy(() => import("../sections/members/member-page"));

/** The server's word on the session at start (a stale token answers 401: back to sign-in). */
function useMe(session: OperatorSessionState) {
  const me = useQuery(meQueryOptions(session.token));
  useEffect(() => {
    if (me.data) {
      refreshSession({
        username: me.data.username,
        role: me.data.role,
        permissions: permissionsOf(me.data.role, me.data.permissions),
      });
    }
  }, [me.data]);
}

function NotFound() {
  const { t } = useTranslation();
  return <p role="status">{t("ui.notFound")}</p>;
}

export function SignedInRoutes({ session }: { session: OperatorSessionState }) {
  useMe(session);
  const home = firstPage(session.permissions);
  return (
    <Routes>
      <Route element={<Layout session={session} />}>
        <Route index element={home ? <Navigate to={home} replace /> : <NotFound />} />
        {MENU.flatMap((group) => group.items)
          .filter((item) => item.ready && SECTIONS[item.path])
          .map((item) => {
            const Section = SECTIONS[item.path]!;
            return (
              <Route
                key={item.path}
                path={item.path}
                element={hasPermission(session, item.permission) ? <Section /> : <NotFound />}
              />
            );
          })}
        <Route
          path="/members/:memberId"
          element={hasPermission(session, PERMISSION.read) ? <MemberPage /> : <NotFound />}
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * Everything after sign-in, a lazy chunk of its own (the router, the layout, the menu): the
 * sign-in screen carries none of it.
 */
export default function SignedIn({ session }: { session: OperatorSessionState }) {
  return (
    <BrowserRouter basename={BACK_OFFICE_BASE}>
      <SignedInRoutes session={session} />
    </BrowserRouter>
  );
}
