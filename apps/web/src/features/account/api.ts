import {
  AccountDataResponse,
  CancelPackagesResponse,
  MeResponse,
  type PackageForInspectionSubject,
  type SubjectReminder,
  SubjectRemindersResponse,
  type UpdatePasswordBody,
  UpdatePasswordResponse,
  type UpdateUserInfoBody,
  UpdateUserInfoResponse,
} from "@shop/contracts/account";
import type { DeleteAccountBody } from "@shop/contracts/privacy";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, apiSend } from "../../lib/api.ts";
import { meQuery } from "../../lib/queries/me.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** The account pages' own query keys (the shared tree in lib/query-keys.ts stays untouched by this feature). */
export const accountKeys = {
  all: ["account"] as const,
  reminders: ["account", "reminders"] as const,
  accountData: ["account", "account-data"] as const,
};

export const accountDataQuery = queryOptions({
  queryKey: accountKeys.accountData,
  queryFn: () => apiGet("/sections/my-account/ajax/get_account_data.php", AccountDataResponse),
});

export function useAccountData() {
  return useQuery(accountDataQuery);
}

export const remindersQuery = queryOptions({
  queryKey: accountKeys.reminders,
  queryFn: () => apiGet("/ajax/user/get_subjects_with_reminders_enabled.php", SubjectRemindersResponse),
});

export function useReminders() {
  return useQuery(remindersQuery);
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdatePasswordBody) =>
      apiSend("POST", "/ajax/user/update_password.php", body, UpdatePasswordResponse),
  });
}

export function useUpdateContactInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserInfoBody) =>
      apiSend("POST", "/ajax/user/update_user_info.php", body, UpdateUserInfoResponse),
    onSuccess: ({ user }) => client.setQueryData(meQuery.queryKey, { user }),
  });
}

/** One set's reminders on or off; the list in the cache follows the server's answer. */
export function useSetReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subject: SubjectReminder) =>
      apiSend(
        "POST",
        "/ajax/user/set_reminders_disabled_status.php",
        { subjects: [subject] },
        SubjectRemindersResponse,
      ),
    onSuccess: (answer) => client.setQueryData(accountKeys.reminders, answer),
  });
}

/** The user's acceptMail preference, through the shop's PATCH of the user. */
export function useSetAcceptMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (acceptMail: boolean) => apiSend("PATCH", "/api/webshop/me", { acceptMail }, MeResponse),
    onSuccess: (answer) => client.setQueryData(meQuery.queryKey, answer),
  });
}

/** Keep or return the packages; on success the cached list is the server's answer, on an error it stays. */
export function useCancelPackages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjects: PackageForInspectionSubject[]) =>
      apiSend(
        "POST",
        "/sections/my-account/ajax/cancel_package_for_inspection.php",
        { subjects },
        CancelPackagesResponse,
      ),
    onSuccess: ({ subjects }) =>
      client.setQueryData(accountKeys.accountData, { packageForInspectionSubjects: subjects }),
  });
}

/** The data export's file (GET /api/webshop/user/data-export): the zip, and its name as the server gives it. */
export async function fetchDataExport(): Promise<{ blob: Blob; fileName: string }> {
  const res = await fetch("/api/webshop/user/data-export", {
    credentials: "same-origin",
    headers: { accept: "application/zip, application/json" },
  });
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    const message =
      body && typeof body === "object" && typeof (body as { error?: unknown }).error === "string"
        ? (body as { error: string }).error
        : `Request failed (${res.status})`;
    throw new ApiError(res.status, body, message);
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "shop-data.zip";
  return { blob: await res.blob(), fileName };
}

/** Saves a file the page fetched, as the browser saves a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDataExport() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await fetchDataExport();
      saveFile(blob, fileName);
    },
  });
}

/**
 * Deletes the account (POST /api/webshop/user/delete, the password again). On success `leave` runs first (the page
 * goes to the front page), then everything of the user is forgotten, as signing out does.
 */
export function useDeleteAccount(leave: () => void | Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiSend("POST", "/api/webshop/user/delete", body, { parse: (value: unknown) => value }),
    onSuccess: async () => {
      await leave();
      client.removeQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.settings[0] && q.queryKey[0] !== queryKeys.me[0],
      });
      client.setQueryData(meQuery.queryKey, { user: null });
    },
  });
}
