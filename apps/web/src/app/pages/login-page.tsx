import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { LoginPrompt } from "../../features/auth/components/login-prompt";

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="login" title={t("pages.login")}>
      <LoginPrompt />
    </PageFrame>
  );
}
