import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useErrorText } from "./states";
import { toast } from "./toast";

/**
 * A form dialog's call: on success it says so (a toast) and closes the dialog; on failure it
 * shows the error (the dialog stays open, the form as typed; `onError` may mark the fields the
 * server refused); either way the lists it changes (`invalidate`) are fetched again.
 */
export function useDialogMutation<TBody, TResult>({
  mutationFn,
  success,
  onClose,
  invalidate = [],
  onError,
  errorText: ownErrorText,
}: {
  mutationFn: (body: TBody) => Promise<TResult>;
  /** The toast's words once saved. */
  success: (result: TResult, body: TBody) => string;
  onClose: () => void;
  invalidate?: readonly QueryKey[];
  /** Besides the error's toast (e.g. the server's field refusals onto the form). */
  onError?: (error: Error) => void;
  /** The section's own words for the server's refusals (the common ones otherwise). */
  errorText?: (error: unknown) => string;
}) {
  const client = useQueryClient();
  const commonErrorText = useErrorText();
  const errorText = ownErrorText ?? commonErrorText;
  return useMutation({
    mutationFn,
    onSuccess: (result, body) => {
      toast("success", success(result, body));
      onClose();
    },
    onError: (error) => {
      onError?.(error);
      toast("error", errorText(error));
    },
    onSettled: () => Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
