import {
  Component,
  Suspense,
  lazy,
  useCallback,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { MODAL_NAMES, closeModal, useModalState, type ModalName } from "../../shared/modals/modal-store";
import type { ModalProps } from "../../shared/modals/modal-props";
import { Button } from "../../shared/ui/button";
import { MODAL_REGISTRY } from "./modal-registry";
import styles from "./modal-host.module.css";

type LazyModal = LazyExoticComponent<ComponentType<ModalProps>>;

/** One lazy component per modal, created once (a chunk loads on first open). */
const lazyModals = Object.fromEntries(MODAL_NAMES.map((name) => [name, lazy(MODAL_REGISTRY[name])])) as Record<
  ModalName,
  LazyModal
>;

function ModalLoadError() {
  const { t } = useTranslation();
  return (
    <div className={styles.toast} role="alert">
      <span>{t("chunk.failed")}</span>
      <Button type="button" onClick={() => closeModal()}>
        {t("common.close")}
      </Button>
    </div>
  );
}

class ModalBoundary extends Component<{ name: ModalName; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    // A failed chunk is not kept: the next open imports it again.
    lazyModals[this.props.name] = lazy(MODAL_REGISTRY[this.props.name]);
  }

  override render() {
    return this.state.failed ? <ModalLoadError /> : this.props.children;
  }
}

/** Renders the open modal of the registry, if any. */
export function ModalHost() {
  const modal = useModalState();
  // Closes this modal only: a close that comes after another modal opened leaves that one open.
  const close = useCallback(() => closeModal(modal ?? undefined), [modal]);
  if (!modal) return null;
  const Modal = lazyModals[modal.name];
  return (
    <ModalBoundary key={modal.name} name={modal.name}>
      <Suspense fallback={null}>
        <Modal name={modal.name} params={modal.params} onClose={close} />
      </Suspense>
    </ModalBoundary>
  );
}
