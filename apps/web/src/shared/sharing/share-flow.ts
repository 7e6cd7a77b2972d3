import { inviteLimits } from "@shop/domain/limits";
import { checkEmail } from "@shop/domain/validation";

/**
 * The share dialog's steps (spec 03 §4): select-picture-sets -> select-recipients -> show-receipt; 'Send more
 * invites' resets. Going back from the recipients keeps what was chosen and typed.
 */
export type ShareStep = "select-picture-sets" | "select-recipients" | "show-receipt";
export const shareSteps: readonly ShareStep[] = ["select-picture-sets", "select-recipients", "show-receipt"];

export type RecipientField = { id: number; value: string; touched: boolean };

export type ShareState = {
  step: ShareStep;
  /** Chosen picture-set uuids. */
  selected: readonly string[];
  recipients: readonly RecipientField[];
  nextId: number;
  /** The addresses the server says it invited, for the receipt. */
  invited: readonly string[];
};

export type ShareEvent =
  | { type: "toggleSet"; uuid: string; selected: boolean }
  | { type: "toRecipients" }
  | { type: "back" }
  | { type: "typeRecipient"; id: number; value: string }
  | { type: "touchRecipient"; id: number }
  | { type: "addRecipient" }
  | { type: "removeRecipient"; id: number }
  | { type: "sent"; recipients: readonly string[] }
  | { type: "sendMore" };

export function initialShareState(preselected: readonly string[] = []): ShareState {
  return {
    step: "select-picture-sets",
    selected: [...new Set(preselected)],
    recipients: [{ id: 0, value: "", touched: false }],
    nextId: 1,
    invited: [],
  };
}

export function shareFlow(state: ShareState, event: ShareEvent): ShareState {
  switch (event.type) {
    case "toggleSet": {
      const rest = state.selected.filter((u) => u !== event.uuid);
      return { ...state, selected: event.selected ? [...rest, event.uuid] : rest };
    }
    case "toRecipients":
      return state.selected.length === 0 ? state : { ...state, step: "select-recipients" };
    case "back":
      return state.step === "select-recipients" ? { ...state, step: "select-picture-sets" } : state;
    case "typeRecipient":
      return {
        ...state,
        recipients: state.recipients.map((r) => (r.id === event.id ? { ...r, value: event.value } : r)),
      };
    case "touchRecipient":
      return {
        ...state,
        recipients: state.recipients.map((r) => (r.id === event.id ? { ...r, touched: true } : r)),
      };
    case "addRecipient":
      if (state.recipients.length >= inviteLimits.recipientsMax) return state;
      return {
        ...state,
        recipients: [...state.recipients, { id: state.nextId, value: "", touched: false }],
        nextId: state.nextId + 1,
      };
    case "removeRecipient": {
      const rest = state.recipients.filter((r) => r.id !== event.id);
      // There is always a field to type in.
      if (rest.length > 0) return { ...state, recipients: rest };
      return {
        ...state,
        recipients: [{ id: state.nextId, value: "", touched: false }],
        nextId: state.nextId + 1,
      };
    }
    case "sent":
      return { ...state, step: "show-receipt", invited: [...event.recipients] };
    case "sendMore":
      // A fresh start; the new field gets a new id, so it is a new input and not the old one emptied.
      return {
        ...initialShareState(),
        recipients: [{ id: state.nextId, value: "", touched: false }],
        nextId: state.nextId + 1,
      };
  }
}

/**
 * 'Invalid email' under a field once the parent has left it with something typed that is no address; an empty
 * field is simply not sent (spec 03 §5), so it says nothing.
 */
export function recipientError(field: RecipientField): "invalidEmail" | null {
  if (!field.touched || field.value.trim() === "") return null;
  return checkEmail(field.value) === null ? null : "invalidEmail";
}
