import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { BannerCarousel } from "../../features/announcements/components/banner-carousel";
import { HomeNotice } from "../../features/announcements/components/home-notice";
import { VendorLanes } from "../../features/games/components/vendor-lanes";
import { HotGames, MemberGameLanes } from "../../features/games/components/hot-games";

/** /index (and /register, /register.html): banners, the home notice, a member's recent and favourite games, vendor lanes, hot games. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="index" title={t("pages.index")} hideTitle>
      <BannerCarousel />
      <HomeNotice />
      <MemberGameLanes />
      <VendorLanes />
      <HotGames />
    </PageFrame>
  );
}
