import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { reviewNoteRequest } from "@portal/contract/api/admin";
import { apiSend } from "../shared/api/client";
import { ConfirmDialog } from "../shared/ui/dialog";
import { Field } from "../shared/ui/field";
import { useErrorText } from "../shared/ui/states";
import { toast } from "../shared/ui/toast";

/** A refusal needs its reason for the member and the audit log (`min` characters); an approval's note is optional. */
const requiredNote = (min: number) => reviewNoteRequest.extend({ note: z.string().trim().min(min).max(500) });

/**
 * One review decision on a row (confirm, reject, approve, pay...): a button, its confirmation
 * dialog with the note the call takes, the call, a toast, and the list read again.
 */
export function ReviewAction({
  label,
  title,
  description,
  path,
  noteRequired = false,
  noteMin = 1,
  danger = false,
  successText,
  invalidate,
  primary = false,
  onDone,
}: {
  label: string;
  title: string;
  description: string;
  path: string;
  noteRequired?: boolean;
  /** The shortest reason the call takes. */
  noteMin?: number;
  danger?: boolean;
  successText: string;
  invalidate: QueryKey;
  primary?: boolean;
  /** After a success (e.g. the receipt viewer closes with the decision). */
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(noteRequired ? requiredNote(noteMin) : reviewNoteRequest),
    defaultValues: { note: "" },
  });
  const decide = useMutation({
    mutationFn: (body: { note: string }) => apiSend<null>("POST", path, body),
    onSuccess: () => {
      toast("success", successText);
      setOpen(false);
      form.reset();
      onDone?.();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: invalidate }),
  });
  return (
    <>
      <button
        type="button"
        className={
          danger ? "btn btn-small btn-danger-outline" : primary ? "btn btn-small btn-primary" : "btn btn-small"
        }
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={label}
        danger={danger}
        busy={decide.isPending}
        onConfirm={() => void form.handleSubmit((body) => decide.mutate({ note: body.note ?? "" }))()}
      >
        <Field
          label={noteRequired ? t("review.noteRequired") : t("review.note")}
          error={
            form.formState.errors.note
              ? t(noteMin > 1 ? "review.noteTooShort" : "review.noteMissing", { min: noteMin })
              : undefined
          }
        >
          {(props) => <textarea {...props} rows={3} maxLength={500} {...form.register("note")} />}
        </Field>
      </ConfirmDialog>
    </>
  );
}
