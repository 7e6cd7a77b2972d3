import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { AddPictureCodeDialog } from "./AddPictureCodeDialog.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the add picture code dialog", () => {
  it("keeps the button disabled below 6 characters and hints a minimum of 4", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddPictureCodeDialog open onOpenChange={() => {}} />);
    const field = screen.getByLabelText("Code");
    const button = screen.getByRole("button", { name: "Add pictures" });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute("minlength", "4");
    await user.type(field, "ABCDE");
    expect(button).toBeDisabled();
    await user.type(field, "F");
    expect(button).toBeEnabled();
  });

  it("shows the server's error under the field", async () => {
    const user = userEvent.setup();
    const body = {
      error: "The code is not valid",
      valid: false,
      warning: null,
      redirect: null,
      pictureSet: null,
      code: "invalid_code",
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 404 }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<AddPictureCodeDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText("Code"), "WRONG1{Enter}");
    expect(await screen.findByText("The code is not valid")).toBeInTheDocument();
    expect(screen.getByLabelText("Code")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).toHaveBeenCalledWith(
      "/ajax/prophoto/add_picture_set_by_code.php?code=WRONG1",
      expect.anything(),
    );
  });
});
