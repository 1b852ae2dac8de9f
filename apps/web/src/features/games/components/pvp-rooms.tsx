import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { PvpRoom, VendorCard } from "@portal/contract/api/content";
import { useLanguage } from "../../../shared/i18n/use-language";
import { formatMoney } from "../../../shared/format/money";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { pvpRoomsQuery } from "../api/player-games";
import { categoryCards } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { CategoryIcon } from "../../../shared/art/category-icons";
import { LaunchTile, TileGrid } from "./launch-tile";
import { VendorGrid } from "./vendor-card";
import { MaintenanceBadge, MaintenanceNote } from "./vendor-maintenance";
import styles from "./sections.module.css";

/** /pvp: each card game vendor with its rooms (tables); a room starts by vendor and room id. */
export function PvpRooms() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const rooms = useQuery(pvpRoomsQuery(useLanguage()));
  return (
    <QueryState query={lanes}>
      {(data) => {
        const vendors = categoryCards(data, "PVP");
        if (vendors.length === 0) return <EmptyState title={t("games.noVendors")} />;
        return (
          <QueryState query={rooms}>
            {(list) => (
              <>
                {vendors.map((vendor) => (
                  <VendorRooms key={vendor.vassalage} vendor={vendor} rooms={list} />
                ))}
              </>
            )}
          </QueryState>
        );
      }}
    </QueryState>
  );
}

function VendorRooms({ vendor, rooms }: { vendor: VendorCard; rooms: readonly PvpRoom[] }) {
  const { t } = useTranslation();
  const own = rooms.filter((room) => room.vassalage === vendor.vassalage);
  const id = `pvp-${vendor.vassalage}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={`${styles.heading} ${styles.withBadge}`}>
        {vendor.displayName}
        {vendor.maintenance ? " " : null}
        {vendor.maintenance ? <MaintenanceBadge /> : null}
      </h2>
      {vendor.maintenance && own.length > 0 ? (
        <MaintenanceNote className={styles.status} until={vendor.maintenanceUntil} />
      ) : null}
      {own.length === 0 ? (
        <VendorGrid cards={[vendor]} />
      ) : (
        <TileGrid>
          {own.map((room) => (
            <li key={room.roomId}>
              <LaunchTile
                target={{ vassalage: room.vassalage, roomId: room.roomId }}
                title={room.name}
                icon={<CategoryIcon category="PVP" />}
                closed={vendor.maintenance}
              >
                <span>{t("games.minBet", { amount: formatMoney(room.minBet) })}</span>
                <span>{t("games.seats", { count: room.seats })}</span>
              </LaunchTile>
            </li>
          ))}
        </TileGrid>
      )}
    </section>
  );
}
