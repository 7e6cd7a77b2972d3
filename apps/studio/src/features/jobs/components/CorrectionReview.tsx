import type { StudioJobCorrection } from "@shop/contracts/studio-job-corrections";
import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useReviewCorrection } from "../api/corrections.ts";

/**
 * A correction's review: its state, or, for a subject's newest correction still to review, Accept and Reject; Reject
 * asks for an optional reason first, and Cancel gives the focus back to Reject.
 */
export function CorrectionReview({
  jobUuid,
  correction: c,
}: {
  jobUuid: string;
  correction: StudioJobCorrection;
}) {
  const { t } = useTranslation();
  const review = useReviewCorrection(jobUuid);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const rejectButton = useRef<HTMLButtonElement>(null);
  const name = c.name;

  if (c.review === null) return <span className="text-muted">–</span>;
  if (c.review === "accepted") return <span>{t("jobCorrections.states.accepted")}</span>;
  if (c.review === "rejected")
    return (
      <span>
        {c.rejectReason === null
          ? t("jobCorrections.states.rejected")
          : t("jobCorrections.rejectedBecause", { reason: c.rejectReason })}
      </span>
    );
  if (!c.reviewable) return <span className="text-muted">{t("jobCorrections.states.replaced")}</span>;

  const onReject = (event: FormEvent) => {
    event.preventDefault();
    review.mutate({ uuid: c.uuid, accept: false, reason: reason.trim() });
  };
  const error = review.isError && (
    <p role="alert" className="text-sm font-medium text-danger">
      {review.error.message}
    </p>
  );

  if (rejecting)
    return (
      <form onSubmit={onReject} noValidate className="flex min-w-56 flex-col gap-2">
        <TextField
          label={t("jobCorrections.reason")}
          value={reason}
          maxLength={500}
          // The form opens on the reviewer's click: the field they are to fill takes the focus.
          autoFocus
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" size="small" loading={review.isPending}>
            {t("jobCorrections.confirmReject")}
          </Button>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setRejecting(false);
              review.reset();
              requestAnimationFrame(() => rejectButton.current?.focus());
            }}
          >
            {t("common.cancel")}
          </Button>
        </div>
        {error}
      </form>
    );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="small"
          loading={review.isPending}
          aria-label={t("jobCorrections.acceptLabel", { name })}
          onClick={() => review.mutate({ uuid: c.uuid, accept: true })}
        >
          {t("jobCorrections.accept")}
        </Button>
        <Button
          ref={rejectButton}
          variant="secondary"
          size="small"
          aria-label={t("jobCorrections.rejectLabel", { name })}
          onClick={() => setRejecting(true)}
        >
          {t("jobCorrections.reject")}
        </Button>
      </div>
      {error}
    </div>
  );
}
