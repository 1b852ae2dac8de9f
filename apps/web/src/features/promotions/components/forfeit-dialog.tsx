import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { errorKeyOf } from "../../../shared/api/api-error";
import { invalidateMoneyQueries } from "../../../shared/api/wallet-balance";
import { formatMoney } from "../../../shared/format/money";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import stackStyles from "../../../shared/ui/stack.module.css";
import { toast } from "../../../shared/ui/toast";
import { bonusesKey, forfeitBonus, type BonusPage, type BonusView } from "../api/promotions-api";
import styles from "./promotions.module.css";

/**
 * Asks before giving up an active bonus, saying what leaves the wallet (the bonus amount), then
 * forfeits it: the pages of bonuses shown take the answer at once, and the money is read again.
 */
export function ForfeitDialog({ bonus, onClose }: { bonus: BonusView; onClose: () => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { token } = useSession();
  const queryClient = useQueryClient();
  const forfeit = useMutation({
    mutationFn: () => forfeitBonus(bonus.id),
    onSuccess: (ended) => {
      queryClient.setQueriesData<BonusPage>({ queryKey: bonusesKey(token) }, (page) =>
        page ? { ...page, list: page.list.map((b) => (b.id === ended.id ? ended : b)) } : page,
      );
      void invalidateMoneyQueries(queryClient);
      // What left the wallet is at most the bonus (never below zero): the balance shows it.
      // A bonus whose turnover turned out met is completed instead: it stays the member's.
      toast("success", t(ended.status === "COMPLETED" ? "bonuses.completedInstead" : "bonuses.forfeitDone"));
      onClose();
    },
  });
  return (
    <ModalFrame title={t("bonuses.forfeitTitle")} closeLabel={t("common.close")} onClose={onClose}>
      <div className={stackStyles.section}>
        <p className={styles.message}>
          {t("bonuses.forfeitConfirm", { title: bonus.title, amount: formatMoney(bonus.bonusAmount) })}
        </p>
        <FormError message={forfeit.isError ? t(errorKeyOf(forfeit.error)) : undefined} />
        <div className={styles.actions}>
          <Button onClick={onClose}>{t("dialog.cancel")}</Button>
          <Button variant="primary" busy={forfeit.isPending} onClick={() => forfeit.mutate()}>
            {t("bonuses.forfeit")}
          </Button>
        </div>
      </div>
    </ModalFrame>
  );
}
