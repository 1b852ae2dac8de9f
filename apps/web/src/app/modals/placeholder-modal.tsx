import { useTranslation } from "react-i18next";
import { ModalFrame } from "../../shared/ui/modal-frame";
import { EmptyState } from "../../shared/ui/empty-state";
import type { ModalProps } from "../../shared/modals/modal-props";

/** A modal whose feature arrives later: titled, closable, with a translated empty state. */
export function PlaceholderModal({ name, onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t(`modals.${name}`)} closeLabel={t("common.close")} onClose={onClose}>
      <EmptyState title={t("modals.comingSoon")} />
    </ModalFrame>
  );
}
