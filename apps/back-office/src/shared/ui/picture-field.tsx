import { useMutation } from "@tanstack/react-query";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { ADMIN, type brandImageSchema } from "@portal/contract/api/admin";
import { apiUpload } from "../api/files";
import { Field } from "./field";
import { ImageFileInput } from "./image-file-input";
import { useErrorText } from "./states";
import { toast } from "./toast";

/**
 * A picture's address, and (for an operator who may upload brand pictures: `canUpload`, from
 * canUploadPictures in shared/session) an upload through the brand image call whose address then
 * fills the field (`onUploaded`). The words are the section's own.
 */
export function PictureField({
  input,
  onUploaded,
  canUpload,
  error,
  texts,
}: {
  /** The address input's props (a react-hook-form `register`). */
  input: UseFormRegisterReturn;
  onUploaded: (url: string) => void;
  canUpload: boolean;
  error: string | undefined;
  texts: { label: string; hint: string; upload: string; uploaded: string };
}) {
  const errorText = useErrorText();
  const upload = useMutation({
    mutationFn: (file: File) => apiUpload<z.infer<typeof brandImageSchema>>(ADMIN.images, file),
    onSuccess: (image) => {
      onUploaded(image.url);
      toast("success", texts.uploaded);
    },
    onError: (uploadError) => toast("error", errorText(uploadError)),
  });
  return (
    <div className="stack">
      <Field label={texts.label} error={error} hint={texts.hint}>
        {(props) => <input {...props} {...input} />}
      </Field>
      {canUpload ? (
        <ImageFileInput label={texts.upload} busy={upload.isPending} onFile={(file) => upload.mutate(file)} />
      ) : null}
    </div>
  );
}
