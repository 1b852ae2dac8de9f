import { useMemo, useState } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ADMIN,
  vendorMaintenanceRequest,
  type betMismatchSchema,
  type pullBetsResultSchema,
  type vendorMaintenanceSchema,
} from "@portal/contract/api/admin";
import {
  vendorSettingsRequest,
  type AdminVendor,
  type vendorSettingsSchema,
} from "@portal/contract/api/admin-catalogue";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { BrandTimeField } from "../../shared/ui/brand-time-field";
import { ConfirmDialog, FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { formatTime, fromLocalInput, localInputValue } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { loadGamesTexts } from "./games-texts";
import { PictureUpload, type CategoryPicture } from "./picture-upload";
import styles from "./games.module.css";

interface VendorRow {
  code: string;
  name: string;
  /**
   * Each listing's picture, one per category (the house's tiles differ by category); a picture
   * set here is set on every listing.
   */
  pictures: CategoryPicture[];
  categories: string[];
  hot: boolean;
  maintenance: boolean;
  maintenanceUntil: number | null;
}
type Mismatch = z.infer<typeof betMismatchSchema>;
const VENDORS_KEY = ["vendors"] as const;
/** The vendor order page's listings (vendor-order-page.tsx), which show the pictures too. */
const VENDOR_ORDER_KEY = ["vendor-order"] as const;

/** The brand's vendor listings (GET /admin/vendors, one per vendor and category), one row per vendor. */
function vendorRows(listings: AdminVendor[]): VendorRow[] {
  const rows = new Map<string, VendorRow>();
  for (const listing of listings) {
    const row = rows.get(listing.vendor);
    if (row) {
      if (!row.categories.includes(listing.category)) {
        row.categories.push(listing.category);
        row.pictures.push({ category: listing.category, icon: listing.icon });
      }
      row.hot ||= listing.hot;
    } else {
      rows.set(listing.vendor, {
        code: listing.vendor,
        name: listing.name,
        pictures: [{ category: listing.category, icon: listing.icon }],
        categories: [listing.category],
        hot: listing.hot,
        maintenance: listing.maintenance,
        maintenanceUntil: listing.maintenanceUntil,
      });
    }
  }
  return [...rows.values()];
}

/**
 * Games > Vendors: each vendor's state in the lobby, its hot badge (set on every listing of it),
 * maintenance on (with its planned end) and off, a bet pull now; and the rounds where a bet pull
 * disagreed with our records (for operators who read money). The order of the vendors in each
 * category is the vendor order page's.
 */
export default function VendorsPage() {
  useSectionTexts(loadGamesTexts);
  const { t } = useTranslation("games");
  // The mismatched rounds are members' money (decision 0054): not shown without readMoney.
  const canReadMoney = hasPermission(useSession(), PERMISSION.readMoney);
  if (!canReadMoney) {
    return (
      <SectionPage title={t("vendors.title")}>
        <VendorList />
      </SectionPage>
    );
  }
  return (
    <SectionPage title={t("vendors.title")}>
      <Tabs.Root defaultValue="vendors" className="tabs">
        <Tabs.List className="tab-list" aria-label={t("vendors.title")}>
          <Tabs.Trigger value="vendors" className="tab">
            {t("vendors.tab")}
          </Tabs.Trigger>
          <Tabs.Trigger value="mismatches" className="tab">
            {t("mismatches.tab")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="vendors">
          <VendorList />
        </Tabs.Content>
        <Tabs.Content value="mismatches">
          <MismatchList />
        </Tabs.Content>
      </Tabs.Root>
    </SectionPage>
  );
}

function VendorList() {
  const { t } = useTranslation("games");
  const session = useSession();
  const canConfigure = hasPermission(session, PERMISSION.configureBrand);
  const canPull = hasPermission(session, PERMISSION.reconcile);
  const [editing, setEditing] = useState<VendorRow | null>(null);
  const [ordering, setOrdering] = useState<VendorRow | null>(null);
  const query = useQuery({
    queryKey: VENDORS_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ list: AdminVendor[] }>(ADMIN.vendors, undefined, signal).then((answer) => vendorRows(answer.list)),
  });
  const columns = useMemo<Columns<VendorRow>>(
    () => [
      { accessorKey: "code", header: t("vendors.code"), enableHiding: false },
      { accessorKey: "name", header: t("vendors.name") },
      { id: "categories", accessorFn: (row) => row.categories.join(", "), header: t("vendors.categories") },
      {
        accessorKey: "hot",
        header: t("vendors.hot"),
        cell: ({ row }) => (row.original.hot ? t("ui.yes") : t("ui.no")),
      },
      {
        accessorKey: "maintenance",
        header: t("vendors.maintenance"),
        cell: ({ row }) => <MaintenanceCell vendor={row.original} />,
      },
      {
        id: "actions",
        header: t("ui.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <div className="row-actions">
            {canConfigure ? (
              <button type="button" className="btn btn-small" onClick={() => setOrdering(row.original)}>
                {t("vendors.editOrder")}
              </button>
            ) : null}
            {canConfigure ? (
              <button type="button" className="btn btn-small" onClick={() => setEditing(row.original)}>
                {t("vendors.setMaintenance", { vendor: row.original.code })}
              </button>
            ) : null}
            {canPull ? <PullBets vendor={row.original.code} /> : null}
          </div>
        ),
      },
    ],
    [t, canConfigure, canPull],
  );
  return (
    <>
      <DataTable
        caption={t("vendors.tab")}
        columns={columns}
        rows={query.data}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("vendors.empty")}
        rowKey={(row) => row.code}
      />
      {editing ? <MaintenanceDialog vendor={editing} onClose={() => setEditing(null)} /> : null}
      {ordering ? <VendorSettingsDialog vendor={ordering} onClose={() => setOrdering(null)} /> : null}
    </>
  );
}

/**
 * The vendor's hot badge and lobby picture, each set on every listing of it (the picture at once,
 * on upload). Its place in each category's lane is the vendor order page's (Games > Vendor order),
 * one category at a time.
 */
function VendorSettingsDialog({ vendor, onClose }: { vendor: VendorRow; onClose: () => void }) {
  const { t } = useTranslation("games");
  const form = useForm({ resolver: zodResolver(vendorHotForm), defaultValues: { hot: vendor.hot } });
  const save = useDialogMutation({
    mutationFn: (body: z.infer<typeof vendorSettingsRequest>) =>
      apiSend<z.infer<typeof vendorSettingsSchema>>("PUT", pathWith(ADMIN.vendor, { vendor: vendor.code }), body),
    success: () => t("vendors.orderSaved", { vendor: vendor.name }),
    onClose,
    invalidate: [VENDORS_KEY],
  });
  return (
    <FormDialog
      title={t("vendors.orderTitle", { vendor: vendor.name })}
      description={t("vendors.orderText")}
      onClose={onClose}
      busy={save.isPending}
      onSubmit={form.handleSubmit((values) => {
        // Sent only when changed: the row shows the listings merged (hot if any is), and the
        // same value sent again would flatten the listings' own.
        if (values.hot === vendor.hot) onClose();
        else save.mutate({ hot: values.hot });
      })}
    >
      <PictureUpload
        kind="vendor"
        target={vendor.code}
        name={vendor.name}
        current={vendor.pictures[0]?.icon ?? ""}
        byCategory={vendor.pictures}
        invalidate={[VENDORS_KEY, VENDOR_ORDER_KEY]}
      />
      <label className="check">
        <input type="checkbox" {...form.register("hot")} />
        {t("vendors.hotLabel")}
      </label>
    </FormDialog>
  );
}
const vendorHotForm = z.object({ hot: z.boolean() });

/** A vendor's maintenance as it is now: open, under maintenance, or until its planned end. */
function MaintenanceBadge({ vendor }: { vendor: VendorRow }) {
  const { t } = useTranslation("games");
  if (!vendor.maintenance) return <span className="badge badge-ok">{t("vendors.open")}</span>;
  return (
    <span className="badge badge-warning">
      {vendor.maintenanceUntil
        ? t("vendors.maintenanceUntil", { until: formatTime(vendor.maintenanceUntil) })
        : t("vendors.underMaintenance")}
    </span>
  );
}

/**
 * A vendor's maintenance in its row: the badge, and under it the planned end on a line of its own
 * that every row keeps (empty without one), in a column as wide for every row: setting a planned
 * end on one vendor neither widens the column (which wrapped the other cells) nor grows the row.
 */
function MaintenanceCell({ vendor }: { vendor: VendorRow }) {
  const { t } = useTranslation("games");
  const until = vendor.maintenance ? vendor.maintenanceUntil : null;
  return (
    <div className={styles.maintenance}>
      <MaintenanceBadge vendor={{ ...vendor, maintenanceUntil: null }} />{" "}
      <span className={styles.until}>{until ? t("vendors.until", { until: formatTime(until) }) : null}</span>
    </div>
  );
}

/** Whether a time (epoch ms) is now or past: read when the operator acts, not while rendering. */
const hasPassed = (ms: number) => ms <= Date.now();

/** The planned end is typed in the brand's time (datetime-local) and sent as epoch ms. */
const maintenanceForm = z.object({ maintenance: z.boolean(), until: z.string() });

function MaintenanceDialog({ vendor, onClose }: { vendor: VendorRow; onClose: () => void }) {
  const { t } = useTranslation("games");
  // The vendor as it is now (a planned end already past has reopened it, whatever the list read
  // earlier says): saving unchanged sends nothing.
  const [now] = useState(() => {
    const ended = vendor.maintenanceUntil !== null && hasPassed(vendor.maintenanceUntil);
    return { maintenance: vendor.maintenance && !ended, until: ended ? null : vendor.maintenanceUntil };
  });
  const form = useForm({
    resolver: zodResolver(maintenanceForm),
    defaultValues: { maintenance: now.maintenance, until: localInputValue(now.until) },
  });
  const save = useDialogMutation({
    mutationFn: (body: z.input<typeof vendorMaintenanceRequest>) =>
      apiSend<z.infer<typeof vendorMaintenanceSchema>>(
        "PUT",
        pathWith(ADMIN.vendorMaintenance, { vendor: vendor.code }),
        body,
      ),
    success: (result) => t(result.maintenance ? "vendors.nowMaintenance" : "vendors.nowOpen", { vendor: vendor.name }),
    onClose,
    invalidate: [VENDORS_KEY],
  });
  const maintenance = useWatch({ control: form.control, name: "maintenance" });
  return (
    <FormDialog
      title={t("vendors.maintenanceTitle", { vendor: vendor.name })}
      description={t("vendors.maintenanceText")}
      onClose={onClose}
      busy={save.isPending}
      onSubmit={form.handleSubmit((values) => {
        const until = values.maintenance && values.until ? fromLocalInput(values.until) : null;
        if (values.maintenance === now.maintenance && until === now.until) return onClose();
        const body = vendorMaintenanceRequest.safeParse({ maintenance: values.maintenance, until });
        if (!body.success || (until !== null && hasPassed(until))) {
          form.setError("until", { message: "until" });
          return;
        }
        save.mutate(body.data);
      })}
    >
      <p>
        {t("vendors.stateNow")}{" "}
        <MaintenanceBadge vendor={{ ...vendor, maintenance: now.maintenance, maintenanceUntil: now.until }} />
      </p>
      <label className="check">
        <input type="checkbox" {...form.register("maintenance")} />
        {t("vendors.underMaintenance")}
      </label>
      {maintenance ? (
        <BrandTimeField
          label={t("vendors.plannedEnd")}
          hint={t("vendors.plannedEndHint")}
          error={form.formState.errors.until ? t("vendors.plannedEndError") : undefined}
          {...form.register("until")}
        />
      ) : null}
    </FormDialog>
  );
}

function PullBets({ vendor }: { vendor: string }) {
  const { t } = useTranslation("games");
  const errorText = useErrorText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const pull = useMutation({
    mutationFn: () => apiSend<z.infer<typeof pullBetsResultSchema>>("POST", pathWith(ADMIN.pullBets, { vendor })),
    onSuccess: (result) => {
      toast(
        "success",
        t("vendors.pulled", {
          vendor,
          pulled: result.pulled,
          matched: result.matched,
          mismatched: result.mismatched.length,
        }),
      );
      setOpen(false);
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: ["betMismatches"] }),
  });
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
        {t("vendors.pullBets", { vendor })}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("vendors.pullTitle", { vendor })}
        description={t("vendors.pullText")}
        confirmLabel={t("vendors.pullNow")}
        busy={pull.isPending}
        onConfirm={() => pull.mutate()}
      />
    </>
  );
}

function MismatchList() {
  const { t } = useTranslation("games");
  const [pagination, setPagination] = usePaging();
  const query = useQuery({
    queryKey: ["betMismatches", pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<{ list: Mismatch[]; total: number }>(
        ADMIN.betMismatches,
        { page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<Mismatch>>(
    () => [
      { accessorKey: "vendor", header: t("vendors.code") },
      { accessorKey: "roundId", header: t("mismatches.round"), enableHiding: false },
      {
        accessorKey: "reason",
        header: t("mismatches.reason"),
        cell: ({ row }) => t(`mismatches.reasons.${row.original.reason}`),
      },
      { accessorKey: "foundAt", header: t("mismatches.foundAt"), cell: ({ row }) => formatTime(row.original.foundAt) },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t("mismatches.tab")}
      columns={columns}
      rows={query.data?.list}
      total={query.data?.total ?? 0}
      pagination={pagination}
      onPaginationChange={setPagination}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={t("mismatches.empty")}
      rowKey={(row) => `${row.vendor}:${row.roundId}:${row.reason}`}
    />
  );
}
