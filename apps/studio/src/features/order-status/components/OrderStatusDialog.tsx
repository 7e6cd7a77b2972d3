import type { StatusChangeResponse } from "@shop/contracts/studio-order-status";
import type { FulfilmentStatus } from "@shop/domain/order-fulfilment";
import type { OrderStatus } from "@shop/domain/order-lifecycle";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useId, useState } from "react";
import { isApiError } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useChangeStatus, useDelay } from "../api/order-status.ts";
import { nextStatuses } from "../next-statuses.ts";
import { RefusedOrders } from "./RefusedOrders.tsx";

export interface StatusDialogOrder {
  uuid: string;
  reference: string;
  status: OrderStatus;
}

type Choice = FulfilmentStatus | "delay";

/**
 * Moves one order or many (issue 32): the next statuses the transition table allows, the carrier and tracking link
 * when shipped, the pickup place when ready, a note; for one order also a delay (new date and why). The parent gets a
 * mail of each change. Orders the server refuses are named with the reason and the dialog stays open; orders32's
 * order page and list open it (wired at merge).
 */
export function OrderStatusDialog({
  open,
  onOpenChange,
  orders,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orders: readonly StatusDialogOrder[];
}) {
  const { t } = useTranslation();
  const formId = useId();
  const choices: Choice[] = [...nextStatuses(orders.map((o) => o.status))];
  const [single] = orders.length === 1 ? orders : [];
  if (single) choices.push("delay");
  const [choice, setChoice] = useState<Choice | "">("");
  const [carrier, setCarrier] = useState("");
  const [trackingUrl, setTrackingUrl] = useState("");
  const [pickupPlace, setPickupPlace] = useState("");
  const [note, setNote] = useState("");
  const [date, setDate] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const [refused, setRefused] = useState<StatusChangeResponse["refused"]>([]);
  const change = useChangeStatus();
  const delay = useDelay(single?.uuid ?? "");
  const pending = change.isPending || delay.isPending;
  const failed = change.error ?? delay.error;
  const failure =
    failed && isApiError(failed, 409) ? t("orderStatusChange.refusedAll") : (failed?.message ?? null);

  function close(next: boolean) {
    if (!next) {
      setChoice("");
      setRefused([]);
      setMissing(null);
      change.reset();
      delay.reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === "") return setMissing(t("orderStatusChange.chooseFirst"));
    if (choice === "delay") {
      if (date === "" || note.trim() === "") return setMissing(t("orderStatusChange.delayNeeds"));
      setMissing(null);
      delay.mutate({ expectedDate: date, reason: note.trim() }, { onSuccess: () => close(false) });
      return;
    }
    if (choice === "shipped" && carrier.trim() === "")
      return setMissing(t("orderStatusChange.carrierNeeded"));
    setMissing(null);
    const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
    change.mutate(
      {
        orderUuids: orders.map((o) => o.uuid),
        to: choice,
        carrier: choice === "shipped" ? optional(carrier) : undefined,
        trackingUrl: choice === "shipped" ? optional(trackingUrl) : undefined,
        pickupPlace: choice === "ready_for_pickup" ? optional(pickupPlace) : undefined,
        note: optional(note),
      },
      {
        onSuccess: (result) => {
          if (result.refused.length === 0) close(false);
          else setRefused(result.refused);
        },
      },
    );
  }

  const title = single
    ? t("orderStatusChange.titleOne", { reference: single.reference })
    : t("orderStatusChange.titleMany", { count: orders.length });
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={
        single
          ? t("orderStatusChange.now", { status: t(`support.orderStatus.${single.status}`) })
          : t("orderStatusChange.mailed")
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={pending} disabled={choices.length === 0}>
            {t("orderStatusChange.save")}
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <p>{t("orderStatusChange.noMoves")}</p>
      ) : (
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${formId}-choice`} className="text-sm font-semibold">
              {t("orderStatusChange.choice")}
            </label>
            <Select
              id={`${formId}-choice`}
              value={choice}
              onChange={(e) => setChoice(e.target.value as Choice | "")}
            >
              <option value="">{t("orderStatusChange.choose")}</option>
              {choices.map((c) => (
                <option key={c} value={c}>
                  {c === "delay" ? t("orderStatusChange.delay") : t(`support.orderStatus.${c}`)}
                </option>
              ))}
            </Select>
          </div>
          {choice === "shipped" && (
            <>
              <TextField
                label={t("orderStatusChange.carrier")}
                value={carrier}
                onChange={(e) => setCarrier(e.target.value)}
                maxLength={100}
                required
              />
              <TextField
                label={t("orderStatusChange.trackingUrl")}
                type="url"
                inputMode="url"
                value={trackingUrl}
                onChange={(e) => setTrackingUrl(e.target.value)}
                placeholder="https://"
              />
            </>
          )}
          {choice === "ready_for_pickup" && (
            <TextField
              label={t("orderStatusChange.pickupPlace")}
              hint={t("orderStatusChange.pickupPlaceHint")}
              value={pickupPlace}
              onChange={(e) => setPickupPlace(e.target.value)}
              maxLength={200}
            />
          )}
          {choice === "delay" && (
            <TextField
              label={t("orderStatusChange.newDate")}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              required
            />
          )}
          {choice !== "" && (
            <TextField
              label={choice === "delay" ? t("orderStatusChange.reason") : t("orderStatusChange.note")}
              hint={t("orderStatusChange.noteHint")}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={500}
              required={choice === "delay"}
            />
          )}
          {(missing ?? failure) && (
            <p role="alert" className="font-medium text-danger">
              {missing ?? failure}
            </p>
          )}
          {refused.length > 0 && choice !== "" && choice !== "delay" && (
            <RefusedOrders refused={refused} to={choice} />
          )}
        </form>
      )}
    </Dialog>
  );
}
