import type { CodeSubject } from "@shop/contracts/access";

/**
 * The front page's views (spec 01 §4): code entry leads to login (Sign in button or #login) or, with a
 * valid code, to the login-or-register steps; every view's back action leads one step back.
 */
export type FrontView =
  | { view: "code" }
  | { view: "login" }
  | { view: "email"; code: string; subject: CodeSubject; email: string }
  | { view: "welcomeBack"; code: string; subject: CodeSubject; email: string }
  | { view: "register"; code: string; subject: CodeSubject; email: string };

export type FrontEvent =
  | { type: "openLogin" }
  | { type: "codeVerified"; code: string; subject: CodeSubject }
  | { type: "emailChecked"; email: string; exists: boolean }
  | { type: "back" };

export const initialFrontView: FrontView = { view: "code" };

export function frontFlow(state: FrontView, event: FrontEvent): FrontView {
  switch (event.type) {
    case "openLogin":
      return { view: "login" };
    case "codeVerified":
      return { view: "email", code: event.code, subject: event.subject, email: "" };
    case "emailChecked":
      if (state.view !== "email") return state;
      return { ...state, view: event.exists ? "welcomeBack" : "register", email: event.email };
    case "back":
      if (state.view === "welcomeBack" || state.view === "register") return { ...state, view: "email" };
      return { view: "code" };
  }
}
