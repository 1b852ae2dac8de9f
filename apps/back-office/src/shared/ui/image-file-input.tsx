import { useId } from "react";

/**
 * A PNG or JPG picker with its label above it, never wider than its container (a browser's file
 * control has a wide fixed size). A chosen file goes to `onFile`, and the picker is cleared, so
 * the same file can be chosen again after a refusal.
 */
export function ImageFileInput({
  label,
  busy,
  onFile,
}: {
  label: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  return (
    <div className="file-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
    </div>
  );
}
