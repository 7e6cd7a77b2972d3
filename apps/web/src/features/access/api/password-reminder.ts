import { PasswordReminderResponse } from "@shop/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";

export function sendPasswordReminder(email: string) {
  return apiGet(
    withQuery("/sections/prophoto/ajax/send_password_reminder.php", { json: 1, email }),
    PasswordReminderResponse,
  );
}

export function useSendPasswordReminder() {
  return useMutation({ mutationFn: sendPasswordReminder });
}
