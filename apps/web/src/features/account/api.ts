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
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../lib/api.ts";
import { meQuery } from "../../lib/queries/me.ts";

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
