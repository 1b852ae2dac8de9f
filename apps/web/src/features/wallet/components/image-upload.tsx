import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { UPLOAD_ACCEPT, UPLOAD_MAX_MB, uploadProblem } from "../hooks/upload-check";
import { useMoneyAction } from "../hooks/use-money-action";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./wallet.module.css";

/**
 * An image upload (deposit receipt, proof of a withdrawal not received): PNG or JPEG of at most
 * UPLOAD_MAX_BYTES, checked before anything is sent; `upload` sends it.
 */
export function ImageUpload<T>({
  label,
  submitLabel,
  upload,
  onDone,
}: {
  label: string;
  submitLabel: string;
  upload: (file: File) => Promise<T>;
  onDone: (value: T) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const action = useMoneyAction();
  const [file, setFile] = useState<File | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(null);
    if (chosen === null) return;
    const problem = uploadProblem(chosen);
    if (problem === "type") return action.fail(t("wallet.uploadType"));
    if (problem === "size") return action.fail(t("wallet.uploadSize", { size: UPLOAD_MAX_MB }));
    if (problem === "empty") return action.fail(t("wallet.uploadEmpty"));
    action.fail(null);
    setFile(chosen);
  };

  const send = async () => {
    if (file === null) return action.fail(t("wallet.uploadChoose"));
    const done = await action.run(() => upload(file));
    if (done) onDone(done.value);
  };

  return (
    <div className={styles.upload}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input id={id} type="file" accept={UPLOAD_ACCEPT} onChange={choose} />
      <p className={styles.muted}>{t("wallet.uploadHint", { size: UPLOAD_MAX_MB })}</p>
      <FormError message={action.error ?? undefined} />
      <div>
        <Button type="button" variant="primary" disabled={action.busy || file === null} onClick={() => void send()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
