import { mailTo } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";

/**
 * 'Lost your code?' (issue 30): the demo's Ida Hansen has a guardian's address from the roster, so the front page's
 * link mails it her code; any other address gets the same answer and no mail.
 */
const guardian = "hansen.family@example.com";
const answer =
  "If this address is on the photographer's list, we have sent the code to it. It can take a few minutes.";

test("a guardian who lost the code asks for it by e-mail and opens the pictures from the mailed link", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Lost your code?" }).click();
  await expect(page).toHaveURL(/\/lost-code$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lost your code?" })).toBeVisible();

  // An address that is on no list is answered as the guardian's is.
  await page.getByLabel("Email").fill("not-a-guardian@example.com");
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByRole("status")).toHaveText(answer);

  await page.goto("/lost-code");
  await page.getByLabel("Email").fill(guardian);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByRole("status")).toHaveText(answer);

  const mail = await mailTo(request, guardian);
  expect(mail.text).toContain("Ida Hansen");
  const link = /https?:\/\/\S+\/\?code=[A-Z0-9]+/.exec(mail.text)?.[0];
  expect(link, "the code's link in the mail").toBeDefined();
  await page.goto(link as string);
  await expect(
    page.getByText("Please enter your email address to access the photos of Ida Hansen"),
  ).toBeVisible();

  const mails = (await (await request.get("/dev/mail.json")).json()) as Array<{ to: string }>;
  expect(mails.filter((m) => m.to.includes("not-a-guardian@example.com"))).toHaveLength(0);
});
