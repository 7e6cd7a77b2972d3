import { type APIRequestContext, expect } from "@playwright/test";

/**
 * The operator's token of the browser tests' shop (playwright.config.ts gives it to the server as OPERATOR_TOKEN): a
 * made-up value for a throw-away shop, never a real shop's.
 */
export const e2eOperatorToken = "e2e-operator-token-for-the-throw-away-test-shop";

/** Support's one-time link to a simulated session as the user (POST /api/operator/simulations, decision 0033). */
export async function simulationLink(request: APIRequestContext, email: string, operator: string) {
  const answer = await request.post("/api/operator/simulations", {
    headers: { authorization: `Bearer ${e2eOperatorToken}` },
    data: { email, operator },
  });
  expect(answer.status(), `simulation link: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { url: string }).url;
}

/** The photographer marks the order's invoice paid (POST /api/operator/invoices/{order}/paid, decision 0043). */
export async function markInvoicePaid(request: APIRequestContext, orderUuid: string): Promise<void> {
  const answer = await request.post(`/api/operator/invoices/${orderUuid}/paid`, {
    headers: { authorization: `Bearer ${e2eOperatorToken}` },
  });
  expect(answer.status(), `invoice paid: ${await answer.text()}`).toBe(200);
}
