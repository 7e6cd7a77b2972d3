import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "../../../lib/consent.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { DebugPage } from "./DebugPage.tsx";

function renderDebug() {
  return renderRoutes([{ path: "/debug", element: <DebugPage /> }], "/debug");
}

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, protocol: "http:", reload });
  return reload;
}

describe("debug page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // biome-ignore lint/suspicious/noDocumentCookie: resets the flag.
    document.cookie = "debug_mode=; Path=/; Max-Age=0";
  });

  it("start sets the debug flag and reloads; stop clears it and reloads", async () => {
    const reload = stubReload();
    renderDebug();
    expect(screen.getByText("Debug mode is off in this browser.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Start recording" }));
    expect(readCookie("debug_mode")).toBe("1");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stop clears the flag and reloads", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: recording was started before.
    document.cookie = "debug_mode=1; Path=/";
    const reload = stubReload();
    renderDebug();
    await userEvent.click(screen.getByRole("button", { name: "Stop recording" }));
    expect(readCookie("debug_mode")).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a stop the browser does not take alerts 'Error stopping debug mode'", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: recording was started before.
    document.cookie = "debug_mode=1; Path=/";
    const reload = stubReload();
    renderDebug();
    // The browser keeps the cookie (e.g. a policy or extension refuses the change).
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    vi.spyOn(document, "cookie", "set").mockImplementation(() => {});
    await userEvent.click(screen.getByRole("button", { name: "Stop recording" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error stopping debug mode");
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    if (desc) Object.defineProperty(document, "cookie", desc);
  });

  it("with cookies disabled it says so and offers no button", () => {
    vi.spyOn(navigator, "cookieEnabled", "get").mockReturnValue(false);
    renderDebug();
    expect(screen.getByText(/Cookies are disabled in your browser/)).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
