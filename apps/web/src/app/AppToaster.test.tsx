import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, expect, it } from "vitest";
import { changeLanguage } from "../lib/i18n.ts";
import { AppToaster } from "./AppToaster.tsx";

afterEach(() => changeLanguage("en"));

it("names the toasts' region and their close buttons in the parent's language", async () => {
  await changeLanguage("nb");
  render(<AppToaster />);
  expect(screen.getByRole("region", { name: /^Varsler/ })).toBeInTheDocument();
  act(() => {
    toast.error("Noe gikk galt");
  });
  expect(await screen.findByRole("button", { name: "Lukk" })).toBeInTheDocument();
});
