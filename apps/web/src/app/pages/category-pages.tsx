import { useTranslation } from "react-i18next";
import type { PageArea } from "@portal/contract/routes";
import { VENDOR } from "@portal/contract/games";
import { PageFrame } from "../../shared/ui/page-frame";
import { CategoryVendors, type VendorSelector } from "../../features/games/components/category-vendors";

function CategoryPage({ area, selector }: { area: PageArea; selector: VendorSelector }) {
  const { t } = useTranslation();
  return (
    <PageFrame area={area} title={t(`pages.${area}`)}>
      <CategoryVendors selector={selector} />
    </PageFrame>
  );
}

export const LivePage = () => <CategoryPage area="live" selector={{ category: "LIVE" }} />;
export const FishPage = () => <CategoryPage area="fish" selector={{ category: "FISH" }} />;
export const PvpPage = () => <CategoryPage area="pvp" selector={{ category: "PVP" }} />;
export const SportsPage = () => <CategoryPage area="sports" selector={{ category: "SPORTS" }} />;
export const EsportsPage = () => <CategoryPage area="esports" selector={{ category: "ESPORTS" }} />;
export const ElottPage = () => <CategoryPage area="elott" selector={{ category: "ELOTT" }} />;
export const VnLotteryPage = () => <CategoryPage area="vnLottery" selector={{ vassalage: VENDOR.tcgLottoVn }} />;
