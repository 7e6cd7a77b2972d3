import type { AddPictureSetByCodeResponse, CodeSubject } from "@shop/contracts/access";
import type { MeResponse } from "@shop/contracts/account";
import type { ErrorCode } from "@shop/contracts/error-codes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { CodeConfirmation } from "../ui/SimulatedCodeConfirm.tsx";
import { ApiError, apiGet, withQuery } from "./api.ts";
import { goTo } from "./go-to.ts";
import { queryKeys } from "./query-keys.ts";

/** A code whose set the account already has: the warning's code, the set's subject and the set to open. */
export type CodeWarning = { code: ErrorCode; subject: CodeSubject; pictureSetUuid: string };

type Options = {
  onWarning: (warning: CodeWarning) => void;
  /** Also kept in `error` until the next try or `reset`. */
  onError?: (error: unknown) => void;
};

export async function addPictureSetByCode(code: string): Promise<AddPictureSetByCodeResponse> {
  // The front page adds codes too, and its first load carries no zod: the schema comes with the request.
  const schema = import("@shop/contracts/access").then((m) => m.AddPictureSetByCodeResponse);
  const res = await apiGet(withQuery("/ajax/prophoto/add_picture_set_by_code.php", { code }), schema);
  // The server refuses a code with a 404; an answer that says 'not valid' is refused the same way.
  if (!res.valid) throw new ApiError(404, res, res.error ?? "");
  return res;
}

/**
 * Adds the picture set of a code to the signed-in user's account, wherever the code is typed (the front page, the
 * 'add picture code' dialog, /my-account/add-picture-set): a set the account already has is a warning, a set with
 * an address of its own goes there, any other leads to /new-picture-set. The picture sets and the user are fetched
 * again first, so the next page shows the new set. In support's simulated session the code waits for a yes first
 * (`confirmation`, shown by ui/SimulatedCodeConfirm.tsx; spec 01 §4).
 */
export function useAddPictureSetByCode({ onWarning, onError }: Options) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (code: string) => addPictureSetByCode(code.trim()),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.pictureSets.all }),
        client.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
  const [asking, setAsking] = useState<{ code: string; email: string } | null>(null);
  const add = (code: string) =>
    mutation.mutate(code, {
      onSuccess: (res) => {
        if (res.warning) {
          const { code, payload } = res.warning;
          onWarning({
            code,
            subject: payload.subject,
            pictureSetUuid: res.pictureSet?.uuid ?? payload.subject.uuid,
          });
        } else if (res.redirect) goTo(navigate, res.redirect);
        else void navigate("/new-picture-set");
      },
      onError,
    });
  const submit = (code: string) => {
    const me = client.getQueryData<MeResponse>(queryKeys.me);
    if (me?.user && me.simulation) setAsking({ code: code.trim(), email: me.user.emailAddress });
    else add(code);
  };
  const confirmation: CodeConfirmation | null = asking && {
    ...asking,
    onConfirm: () => {
      setAsking(null);
      add(asking.code);
    },
    onCancel: () => setAsking(null),
  };
  return {
    submit,
    confirmation,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
