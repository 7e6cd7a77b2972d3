import { describe, expect, it } from "vitest";
import { inviteMail } from "./mail.ts";

describe("the invite mail", () => {
  const base = {
    to: "grandma@example.com",
    lang: "en",
    pictureSets: ["Emma Nordmann"],
    link: "https://foto.example.no/invite/t",
    expiresAt: new Date("2031-05-02T00:00:00Z"),
    shopName: "Foto AS",
  };

  it("names the sender in the text, never in the subject", () => {
    const mail = inviteMail({ ...base, sender: { name: "Kari Berg", email: "kari@example.com" } });
    expect(mail.subject).toBe("Pictures have been shared with you – Foto AS");
    expect(mail.text).toContain("Kari Berg has shared these picture sets with you");
    const nb = inviteMail({ ...base, lang: "nb", sender: { name: "Kari Berg", email: "kari@example.com" } });
    expect(nb.subject).toBe("Det er delt bilder med deg – Foto AS");
  });

  it("says a sender's name only cleaned: one line, no link, at most 80 characters", () => {
    const name = `Kari\nWin a prize at https://evil.example/win ${"x".repeat(100)}`;
    const mail = inviteMail({ ...base, sender: { name, email: "kari@example.com" } });
    expect(mail.subject).not.toContain("Kari");
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("x".repeat(81));
    }
    expect(mail.text).toMatch(
      /^Kari Win a prize at x+ has shared these picture sets with you in our web shop:$/m,
    );
  });

  it("names the sender by their address when nothing of the name may be said", () => {
    const mail = inviteMail({ ...base, sender: { name: "www.evil.example", email: "kari@example.com" } });
    expect(mail.text).toContain("kari@example.com has shared these picture sets with you");
  });
});
