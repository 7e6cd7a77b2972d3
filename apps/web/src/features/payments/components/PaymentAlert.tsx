import { CircleAlert } from "lucide-react";

/** A refusal or decline beside the form it concerns; the parent keys it per attempt, so each is announced. */
export function PaymentAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/5 p-3 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
