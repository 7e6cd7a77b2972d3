import { limits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { ErrorCode } from "./error-codes.ts";
import { Simulation } from "./simulations.ts";

export const UserAddress = z.object({
  address: z.string().max(sizeLimits.answerLabel).nullable(),
  address2: z.string().max(sizeLimits.answerLabel).nullable(),
  postalCode: z.string().max(sizeLimits.answerLabel).nullable(),
  city: z.string().max(sizeLimits.answerLabel).nullable(),
  state: z.string().max(sizeLimits.answerLabel).nullable(),
});

export const User = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel).nullable(),
  emailAddress: z.string().max(sizeLimits.answerLabel),
  lang: z.string().max(sizeLimits.answerLabel),
  isSimulated: z.boolean(),
  isAnonymousUser: z.boolean(),
  mobilePhone: z.string().max(sizeLimits.answerLabel).nullable(),
  address: UserAddress,
  acceptMail: z.boolean(),
});
export type User = z.infer<typeof User>;

/** GET /api/webshop/me */
export const MeResponse = z.object({
  user: User.nullable(),
  /** Support's simulated session (decision 0033): the operator and the end; absent for the user's own. */
  simulation: Simulation.nullable().optional(),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** PATCH /api/webshop/me: preferences the user changes in place. */
export const UpdateMeBody = z
  .object({ lang: z.string().min(2).max(10).optional(), acceptMail: z.boolean().optional() })
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBody>;

/** POST /api/webshop/session: sign in. */
export const SignInBody = z.object({
  username: z.string().trim().min(1).max(limits.emailMax),
  password: z.string().min(1).max(limits.passwordMax),
  /**
   * Set by the code flow, where the parent typed the code and then the password in one go: the code's picture set
   * joins the account at once. Any other sign-in leaves it pending for the parent to confirm.
   */
  addPendingPictureSet: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

/** A picture set whose code was entered in this browser before signing in, waiting for the parent to confirm. */
export const PendingPictureSet = z.object({ name: z.string().max(sizeLimits.answerLabel) });
export type PendingPictureSet = z.infer<typeof PendingPictureSet>;

export const SignInResponse = z.object({
  user: User,
  /** Where to go next: '/new-picture-set' when the code's set was just added, else null. */
  redirect: z.string().max(sizeLimits.url).nullable(),
  /** The set to offer in 'Add the picture set … to your account?', or null. */
  pendingPictureSet: PendingPictureSet.nullable(),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

/** POST /api/webshop/session/pending-picture-set: the parent confirmed; the set joined the account. */
export const AddPendingPictureSetResponse = z.object({ redirect: z.string().max(sizeLimits.url) });
export type AddPendingPictureSetResponse = z.infer<typeof AddPendingPictureSetResponse>;

/** POST /ajax/create.php: the registration payload of spec 01 §3. */
export const RegistrationBody = z.object({
  email: z.string().trim().min(1).max(limits.emailMax),
  code: z.string().max(limits.accessCodeMax),
  mobile: z.string().max(sizeLimits.phone),
  password: z.string().max(limits.passwordMax),
  confirm_password: z.string().max(limits.passwordMax).optional(),
  acceptmail: z.boolean(),
  termsofservice: z.boolean(),
});
export type RegistrationBody = z.infer<typeof RegistrationBody>;

/** Success and failure share the shape: error text and the names of fields to flag. */
export const RegistrationResponse = z.object({
  error: z.string().max(sizeLimits.answerText).nullable(),
  data: z.array(z.string().max(sizeLimits.answerLabel)).max(sizeLimits.answerItems),
  user: User.optional(),
  redirect: z.string().max(sizeLimits.url).nullable().optional(),
  /** The error's code, when it failed. */
  code: ErrorCode.optional(),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponse>;

/** GET /sections/prophoto/ajax/user_exists_by_email.php */
export const UserExistsQuery = z.object({ email: z.string().trim().min(1).max(limits.emailMax) });
export const UserExistsResponse = z.object({ exists: z.boolean() });
export type UserExistsResponse = z.infer<typeof UserExistsResponse>;

/** GET /sections/prophoto/ajax/send_password_reminder.php */
export const PasswordReminderQuery = z.object({
  json: z.coerce.number().int().optional(),
  email: z.string().trim().min(1).max(limits.emailMax),
});
export const PasswordReminderResponse = z.object({ message: z.string().max(sizeLimits.answerText) });
export type PasswordReminderResponse = z.infer<typeof PasswordReminderResponse>;

/** GET /api/webshop/reset-password/{code} */
export const ResetCodeParams = z.object({ code: z.string().min(1).max(sizeLimits.token) });
export const ResetCheckResponse = z.object({ valid: z.boolean() });
export type ResetCheckResponse = z.infer<typeof ResetCheckResponse>;
/** POST /api/webshop/reset-password/{code} */
export const ResetPasswordBody = z.object({ password: z.string().max(limits.passwordMax) });
export const ResetPasswordResponse = z.object({ error: z.string().max(sizeLimits.answerText).nullable() });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

/**
 * POST /ajax/user/update_password.php: change the password at the account (spec 01 §7). `currentPassword` is the
 * shop's addition to the spec's call (ASVS 5 V6.2.3): whoever has the session must still know the password.
 */
export const UpdatePasswordBody = z.object({
  currentPassword: z.string().min(1).max(limits.passwordMax),
  password: z.string().max(limits.passwordMax),
  reTypePassword: z.string().max(limits.passwordMax),
});
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;
export const UpdatePasswordResponse = z.object({ status: z.literal("OK") });
export type UpdatePasswordResponse = z.infer<typeof UpdatePasswordResponse>;

/** POST /ajax/user/update_user_info.php: the contact form (spec 01 §2.6); address2 only where the shop gathers it. */
export const UpdateUserInfoBody = z.object({
  name: z.string().max(sizeLimits.answerLabel),
  address: z.string().max(sizeLimits.answerLabel),
  address2: z.string().max(sizeLimits.answerLabel).optional(),
  postal_code: z.string().max(sizeLimits.answerLabel),
  city: z.string().max(sizeLimits.answerLabel),
  mobile: z.string().max(sizeLimits.phone),
});
export type UpdateUserInfoBody = z.infer<typeof UpdateUserInfoBody>;
export const UpdateUserInfoResponse = z.object({ user: User });
export type UpdateUserInfoResponse = z.infer<typeof UpdateUserInfoResponse>;

/** A subject reminder entry of spec 01 §3. */
export const SubjectReminder = z.object({
  name: z.string().max(sizeLimits.answerLabel),
  uuid: z.uuid(),
  remindersEnabled: z.boolean(),
});
export type SubjectReminder = z.infer<typeof SubjectReminder>;

/** GET /ajax/user/get_subjects_with_reminders_enabled.php, and the answer of the POST below. */
export const SubjectRemindersResponse = z.object({
  subjects: z.array(SubjectReminder).max(sizeLimits.answerItems),
});
export type SubjectRemindersResponse = z.infer<typeof SubjectRemindersResponse>;

/** POST /ajax/user/set_reminders_disabled_status.php */
export const SetRemindersBody = z.object({
  subjects: z.array(SubjectReminder).min(1).max(sizeLimits.answerItems),
});
export type SetRemindersBody = z.infer<typeof SetRemindersBody>;

/** A package-for-inspection subject of spec 01 §3: enabled = the parent keeps the package, off = sends it back. */
export const PackageForInspectionSubject = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  enabled: z.boolean(),
});
export type PackageForInspectionSubject = z.infer<typeof PackageForInspectionSubject>;

/** GET /sections/my-account/ajax/get_account_data.php */
export const AccountDataResponse = z.object({
  packageForInspectionSubjects: z.array(PackageForInspectionSubject).max(sizeLimits.answerItems),
});
export type AccountDataResponse = z.infer<typeof AccountDataResponse>;

/** POST /sections/my-account/ajax/cancel_package_for_inspection.php */
export const CancelPackagesBody = z.object({
  subjects: z.array(PackageForInspectionSubject).min(1).max(sizeLimits.answerItems),
});
export type CancelPackagesBody = z.infer<typeof CancelPackagesBody>;
export const CancelPackagesResponse = z.object({
  error: z.string().max(sizeLimits.answerText).nullable(),
  subjects: z.array(PackageForInspectionSubject).max(sizeLimits.answerItems),
});
export type CancelPackagesResponse = z.infer<typeof CancelPackagesResponse>;
