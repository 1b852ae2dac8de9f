import { Suspense, useState } from "react";
import { Outlet, useLocation } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ADMIN } from "@portal/contract/api/admin";
import { apiSend } from "../shared/api/client";
import { LanguageMenu } from "./language-menu";
import { signOut, type OperatorSessionState } from "../shared/session/session";
import { Skeleton } from "../shared/ui/states";
import { MainNav } from "./main-nav";
import { SectionBoundary } from "./section-boundary";
import { visibleMenu } from "./menu";

/** The desktop-first frame: the sidebar beside the page; on a phone the menu opens as a sheet. */
export function Layout({ session }: { session: OperatorSessionState }) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { pathname } = useLocation();
  const groups = visibleMenu(session.permissions);
  const logout = useMutation({
    mutationFn: () => apiSend<null>("POST", ADMIN.logout),
    // Signed out here whatever the server says (an expired session is signed out already).
    onSettled: () => signOut(),
  });
  return (
    <div className="shell">
      <header className="topbar">
        <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
          <Dialog.Trigger className="btn btn-small menu-button">{t("header.menu")}</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="overlay" />
            <Dialog.Content className="sheet">
              <div className="dialog-head">
                <Dialog.Title className="dialog-title">{t("header.menu")}</Dialog.Title>
                <Dialog.Close className="btn btn-ghost btn-small" aria-label={t("ui.close")}>
                  ×
                </Dialog.Close>
              </div>
              <Dialog.Description className="visually-hidden">{t("nav.label")}</Dialog.Description>
              <MainNav groups={groups} onNavigate={() => setSheetOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <span className="brand">{t("app.title")}</span>
        <div className="topbar-end">
          <span className="operator">
            <span className="operator-name">{session.username}</span>
            <span className="badge">{t(`roles.${session.role}`, { defaultValue: session.role })}</span>
          </span>
          <LanguageMenu />
          <button type="button" className="btn btn-small" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t("header.signOut")}
          </button>
        </div>
      </header>
      <div className="body">
        <aside className="sidebar">
          <MainNav groups={groups} />
        </aside>
        <main className="page" id="main">
          <SectionBoundary resetKey={pathname}>
            <Suspense fallback={<Skeleton rows={8} />}>
              <Outlet />
            </Suspense>
          </SectionBoundary>
        </main>
      </div>
    </div>
  );
}
