import { inviteLimits } from "@shop/domain/limits";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { invites, jobs } from "../../db/schema/index.ts";
import {
  addToAccount,
  createShopContent,
  createSubjectWithCode,
  createUser,
  signedInCookie,
  type TestUser,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { sessionCookie, uniqueEmail } from "../test-support.ts";
import { erasedRecipient, eraseInvitesOf, invitesForExport, shareTexts } from "./service.ts";

const notFoundAnswer = { error: "This invite link is unknown, used or expired", code: "invite_not_found" };

function shareUrl(emails: readonly string[], subjects: readonly string[]): string {
  const query = [
    ...emails.map((e) => `email[]=${encodeURIComponent(e)}`),
    ...subjects.map((s) => `subjects[]=${encodeURIComponent(s)}`),
  ];
  return `/sections/prophoto/ajax/do_tipafriend.php?${query.join("&")}`;
}

function tokenFrom(text: string): string {
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error("no invite link in the mail");
  return match[1];
}

describe("invites", () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createShopContent(t);
    origin = new URL(t.config.publicUrl).origin;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A parent with their own set (by code) and a signed-in cookie. */
  async function parent(values: { name?: string | null; lang?: string } = {}) {
    const user = await createUser(t, values);
    const set = await createSubjectWithCode(t);
    await addToAccount(t, user.id, set.id);
    return { user, set, cookie: await signedInCookie(t, user.id) };
  }

  /** The share call as the shop's pages send it; a header given as undefined is left out. */
  const share = (
    cookie: string,
    emails: readonly string[],
    subjects: readonly string[],
    headers: Record<string, string | undefined> = {},
  ) => {
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries({ cookie, "sec-fetch-site": "same-origin", ...headers })) {
      if (value !== undefined) sent[name] = value;
    }
    return t.app.inject({ method: "GET", url: shareUrl(emails, subjects), headers: sent });
  };

  async function mailTo(address: string) {
    const mails = (await t.mails()).filter((m) => m.to === address);
    const last = mails.at(-1);
    if (!last) throw new Error(`no mail to ${address}`);
    return last;
  }

  /** Shares the sets with a new address and answers the link's token. */
  async function invite(cookie: string, subjects: readonly string[], to = uniqueEmail("grandma")) {
    const res = await share(cookie, [to], subjects);
    expect(res.json()).toEqual({ error: null, recipients: [to] });
    return { to, token: tokenFrom((await mailTo(to)).text) };
  }

  const pictureSetNames = async (cookie: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { pictureSets: Array<{ subject: { name: string }; cameByInvite: boolean }> })
      .pictureSets;
  };

  const accept = (cookie: string, token: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/webshop/invites/by-token/${token}/accept`,
      headers: { cookie },
    });

  const landing = (token: string, cookie?: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/webshop/invites/by-token/${token}`,
      headers: cookie ? { cookie } : {},
    });

  async function recipientWith(...subjectIds: number[]): Promise<{ user: TestUser; cookie: string }> {
    const user = await createUser(t);
    await addToAccount(t, user.id, ...subjectIds);
    return { user, cookie: await signedInCookie(t, user.id) };
  }

  describe("do_tipafriend.php", () => {
    it("refuses a call that does not show it comes from the shop's own pages", async () => {
      const { set, cookie } = await parent();
      const to = uniqueEmail();
      for (const headers of [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "none" },
        { "sec-fetch-site": undefined },
        { "sec-fetch-site": undefined, referer: "https://elsewhere.example/page" },
        { "sec-fetch-site": undefined, origin: "https://elsewhere.example" },
      ]) {
        const res = await share(cookie, [to], [set.uuid], headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json().code).toBe("cross_site");
      }
      const sent = await t.db.select().from(invites).where(eq(invites.recipient, to));
      expect(sent).toEqual([]);
      // The shop's own pages: by Sec-Fetch-Site, or by Referer or Origin where the browser sends no Sec-Fetch-Site.
      for (const headers of [
        {},
        { "sec-fetch-site": undefined, referer: `${origin}/my-account/picture-sets` },
        { origin },
      ]) {
        const res = await share(cookie, [uniqueEmail()], [set.uuid], headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
        expect(res.json().error).toBeNull();
      }
    });

    it("answers 401 signed out", async () => {
      const res = await t.app.inject({ method: "GET", url: shareUrl([uniqueEmail()], []) });
      expect(res.statusCode).toBe(401);
    });

    it("sends to the valid addresses once each, in their stored form, and never to the sender", async () => {
      const { user, set, cookie } = await parent();
      const a = uniqueEmail("a");
      const b = uniqueEmail("b");
      const res = await share(
        cookie,
        ["", "not-an-address", ` ${a.toUpperCase()} `, a, user.email, b],
        [set.uuid],
      );
      expect(res.json()).toEqual({ error: null, recipients: [a, b] });
      const rows = await t.db.select().from(invites).where(eq(invites.senderId, user.id));
      expect(rows.map((r) => r.recipient).sort()).toEqual([a, b].sort());
      expect((await t.mails()).filter((m) => m.to === user.email)).toEqual([]);
    });

    it("refuses without a set or without a valid address", async () => {
      const { user, set, cookie } = await parent();
      expect((await share(cookie, [uniqueEmail()], [])).json()).toEqual({
        error: shareTexts.noPictureSets,
        recipients: [],
      });
      expect((await share(cookie, ["", "nope", user.email], [set.uuid])).json()).toEqual({
        error: shareTexts.noRecipients,
        recipients: [],
      });
    });

    it("refuses sets of an archived job, sets that came by invite and sets of others", async () => {
      const { user, set, cookie } = await parent();
      const archived = await createSubjectWithCode(t, { archived: true });
      await addToAccount(t, user.id, archived.id);
      const someoneElses = await createSubjectWithCode(t);
      const other = await parent();
      const { token } = await invite(other.cookie, [other.set.uuid]);
      expect((await accept(cookie, token)).statusCode).toBe(200);
      for (const refused of [archived.uuid, other.set.uuid, someoneElses.uuid]) {
        const to = uniqueEmail();
        const res = await share(cookie, [to], [set.uuid, refused]);
        expect(res.json()).toEqual({ error: shareTexts.notShareable, recipients: [] });
        expect(await t.db.select().from(invites).where(eq(invites.recipient, to))).toEqual([]);
      }
    });

    it("limits the invites of a sender in a day", async () => {
      const { set, cookie } = await parent();
      const many = Array.from({ length: inviteLimits.perUserPerDay }, (_, i) => uniqueEmail(`r${i}`));
      expect((await share(cookie, many.slice(0, 15), [set.uuid])).json().recipients).toHaveLength(15);
      expect((await share(cookie, many.slice(15), [set.uuid])).json().recipients).toHaveLength(5);
      const over = uniqueEmail();
      expect((await share(cookie, [over], [set.uuid])).json()).toEqual({
        error: shareTexts.senderLimit,
        recipients: [],
      });
      expect(await t.db.select().from(invites).where(eq(invites.recipient, over))).toEqual([]);
    });

    it("limits the invites an address receives in a day, from all senders together", async () => {
      const to = uniqueEmail("popular");
      for (let i = 0; i < inviteLimits.perRecipientPerDay; i++) {
        const { set, cookie } = await parent();
        expect((await share(cookie, [to], [set.uuid])).json().error).toBeNull();
      }
      const { set, cookie } = await parent();
      const other = uniqueEmail();
      expect((await share(cookie, [other, to], [set.uuid])).json()).toEqual({
        error: shareTexts.recipientLimit(to),
        recipients: [],
      });
      expect(await t.db.select().from(invites).where(eq(invites.recipient, other))).toEqual([]);
    });

    it("mails each recipient the link, the sender's name, the sets and the expiry, in the sender's language", async () => {
      const { user, set, cookie } = await parent({ name: "Kari Berg", lang: "nb" });
      const second = await createSubjectWithCode(t, { name: "Ola Berg" });
      await addToAccount(t, user.id, second.id);
      const { to } = await invite(cookie, [set.uuid, second.uuid]);
      const mail = await mailTo(to);
      // The name is any text the sender typed: the subject never says it, the text does (cleaned, mailName).
      expect(mail.subject).not.toContain("Kari Berg");
      expect(mail.text).toContain("Kari Berg har delt disse bildesettene med deg");
      expect(mail.text).toContain(set.name);
      expect(mail.text).toContain("Ola Berg");
      expect(mail.text).toMatch(new RegExp(`${t.config.publicUrl}/invite/[A-Za-z0-9_-]{43}`));
      expect(mail.text).toContain("Du trenger ikke fotografens kode");
      expect(mail.text).not.toContain(set.code);
      // The token is only in the mail: the table keeps its hash.
      const [row] = await t.db.select().from(invites).where(eq(invites.recipient, to));
      expect(row?.tokenHash).not.toContain(tokenFrom(mail.text));
      expect(row?.expiresAt.getTime()).toBeCloseTo(
        (row?.sentAt.getTime() ?? 0) + inviteLimits.validDays * 24 * 3600_000,
        -3,
      );
    });

    it("names the sender by their address when they gave no name", async () => {
      const { user, set, cookie } = await parent({ name: null });
      const { to } = await invite(cookie, [set.uuid]);
      expect((await mailTo(to)).text).toContain(`${user.email} has shared these picture sets with you`);
    });
  });

  describe("the link", () => {
    it("shows who sent it and the sets, to anyone with the link", async () => {
      const { set, cookie } = await parent({ name: "Kari Berg" });
      const { to, token } = await invite(cookie, [set.uuid]);
      const res = await landing(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        sender: "Kari Berg",
        recipient: to,
        pictureSets: [{ name: set.name }],
      });
      expect((await landing("x".repeat(43))).json()).toEqual(notFoundAnswer);
    });

    it("names the sender by their e-mail address when they gave no name, as the mail does", async () => {
      const { user, set, cookie } = await parent({ name: null });
      const { token } = await invite(cookie, [set.uuid]);
      expect((await landing(token)).json()).toMatchObject({ sender: user.email });
    });

    it("lets a grandparent register from it and see exactly the shared sets", async () => {
      const sender = await parent({ name: "Kari Berg" });
      const notShared = await createSubjectWithCode(t, { name: "Not shared" });
      await addToAccount(t, sender.user.id, notShared.id);
      const { to, token } = await invite(sender.cookie, [sender.set.uuid]);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/webshop/invites/by-token/${token}/register`,
        payload: {
          name: " Ingrid Berg ",
          email: to,
          mobile: "+47 912 34 567",
          password: "fjord-lantern-9",
          confirm_password: "fjord-lantern-9",
          acceptmail: false,
          termsofservice: true,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ pictureSets: [sender.set.uuid], redirect: "/my-account/picture-sets" });
      const cookie = sessionCookie(res);
      const sets = await pictureSetNames(cookie);
      expect(sets.map((s) => [s.subject.name, s.cameByInvite])).toEqual([[sender.set.name, true]]);
      // The name asked for is the account's: what the grandparent's own invites will say they come from.
      const me = await t.app.inject({ method: "GET", url: "/api/webshop/me", headers: { cookie } });
      expect(me.json().user.name).toBe("Ingrid Berg");
      // The sender's own set stays theirs.
      const senderSets = await pictureSetNames(sender.cookie);
      expect(senderSets.every((s) => !s.cameByInvite)).toBe(true);
    });

    it("answers registration's refusals in registration's shape, and makes no account", async () => {
      const { set, cookie } = await parent();
      const { to, token } = await invite(cookie, [set.uuid]);
      const register = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: "POST",
          url: `/api/webshop/invites/by-token/${token}/register`,
          payload: {
            name: "Ingrid Berg",
            email: to,
            mobile: "+47 912 34 567",
            password: "fjord-lantern-9",
            acceptmail: false,
            termsofservice: true,
            ...payload,
          },
        });
      const short = await register({ password: "abc", termsofservice: false });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ data: ["password", "termsofservice"] });
      const nameless = await register({ name: "  " });
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json()).toMatchObject({ code: "required", data: ["name"] });
      const taken = await createUser(t);
      const conflict = await register({ email: taken.email });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ code: "email_taken", data: ["email"] });
      // The link still works after the refusals.
      expect((await landing(token)).statusCode).toBe(200);
    });

    it("is used by one account: the same account again is fine, another gets 404", async () => {
      const { set, cookie } = await parent();
      const { token } = await invite(cookie, [set.uuid]);
      const first = await recipientWith();
      expect((await accept(first.cookie, token)).json()).toEqual({
        pictureSets: [set.uuid],
        redirect: "/my-account/picture-sets",
      });
      expect((await accept(first.cookie, token)).statusCode).toBe(200);
      expect((await landing(token, first.cookie)).statusCode).toBe(200);
      const second = await recipientWith();
      expect((await accept(second.cookie, token)).json()).toEqual(notFoundAnswer);
      expect((await landing(token, second.cookie)).statusCode).toBe(404);
      expect((await landing(token)).statusCode).toBe(404);
      expect(await pictureSetNames(second.cookie)).toEqual([]);
    });

    it("expired and revoked links answer 404", async () => {
      const { set, cookie } = await parent();
      const expired = await invite(cookie, [set.uuid]);
      await t.db
        .update(invites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invites.recipient, expired.to));
      expect((await landing(expired.token)).json()).toEqual(notFoundAnswer);
      const recipient = await recipientWith();
      expect((await accept(recipient.cookie, expired.token)).statusCode).toBe(404);

      const revoked = await invite(cookie, [set.uuid]);
      const [row] = await t.db.select().from(invites).where(eq(invites.recipient, revoked.to));
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/webshop/invites/${row?.uuid}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(204);
      expect((await landing(revoked.token)).statusCode).toBe(404);
      expect((await accept(recipient.cookie, revoked.token)).statusCode).toBe(404);
      expect(await pictureSetNames(recipient.cookie)).toEqual([]);
    });

    it("a link that stopped working makes no account", async () => {
      const { set, cookie } = await parent();
      const { token } = await invite(cookie, [set.uuid]);
      await accept((await recipientWith()).cookie, token);
      const email = uniqueEmail("late");
      const res = await t.app.inject({
        method: "POST",
        url: `/api/webshop/invites/by-token/${token}/register`,
        payload: {
          name: "Ingrid Berg",
          email,
          mobile: "+47 912 34 567",
          password: "fjord-lantern-9",
          acceptmail: false,
          termsofservice: true,
        },
      });
      expect(res.json()).toEqual(notFoundAnswer);
      const signIn = await t.app.inject({
        method: "POST",
        url: "/api/webshop/session",
        payload: { username: email, password: "fjord-lantern-9" },
      });
      expect(signIn.statusCode).toBe(401);
    });

    it("opens nothing once the sets' job is archived", async () => {
      const { set, cookie } = await parent();
      const { token } = await invite(cookie, [set.uuid]);
      await t.db.update(jobs).set({ isArchived: true }).where(eq(jobs.id, set.jobId));
      expect((await landing(token)).json()).toEqual(notFoundAnswer);
      const recipient = await recipientWith();
      expect((await accept(recipient.cookie, token)).statusCode).toBe(404);
      expect(await pictureSetNames(recipient.cookie)).toEqual([]);
    });

    it("counts wrong tokens per address", async () => {
      const limited = await createTestApp({ rateLimits: { codeEntryPerIp: { max: 2, windowMs: 60_000 } } });
      onTestFinished(() => limited.close());
      const wrong = () =>
        limited.app.inject({ method: "GET", url: `/api/webshop/invites/by-token/${"y".repeat(43)}` });
      expect((await wrong()).statusCode).toBe(404);
      expect((await wrong()).statusCode).toBe(404);
      expect((await wrong()).json()).toMatchObject({ code: "rate_limited" });
    });

    it("a set that is already in the account stays as it was", async () => {
      const { set, cookie } = await parent();
      const { token } = await invite(cookie, [set.uuid]);
      const owner = await recipientWith(set.id);
      expect((await accept(owner.cookie, token)).statusCode).toBe(200);
      expect((await pictureSetNames(owner.cookie)).map((s) => s.cameByInvite)).toEqual([false]);
    });
  });

  describe("the sender's list and revoke", () => {
    const list = (cookie: string, pictureSet?: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/webshop/invites${pictureSet ? `?pictureSet=${pictureSet}` : ""}`,
        headers: { cookie },
      });

    it("lists the sender's invites with their status, newest first, narrowed to a set", async () => {
      const { user, set, cookie } = await parent();
      const second = await createSubjectWithCode(t);
      await addToAccount(t, user.id, second.id);
      const a = await invite(cookie, [set.uuid]);
      const b = await invite(cookie, [set.uuid, second.uuid]);
      const c = await invite(cookie, [second.uuid]);
      await accept((await recipientWith()).cookie, a.token);
      await t.db
        .update(invites)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(invites.recipient, c.to));
      const all = (await list(cookie)).json().invites as Array<Record<string, unknown>>;
      expect(all.map((i) => [i.recipient, i.status])).toEqual([
        [c.to, "expired"],
        [b.to, "sent"],
        [a.to, "accepted"],
      ]);
      expect(all[1]?.pictureSets).toEqual(
        expect.arrayContaining([
          { uuid: set.uuid, name: set.name },
          { uuid: second.uuid, name: second.name },
        ]),
      );
      const [bRow] = all.filter((i) => i.recipient === b.to);
      await t.app.inject({
        method: "DELETE",
        url: `/api/webshop/invites/${bRow?.uuid}`,
        headers: { cookie },
      });
      const ofSet = (await list(cookie, set.uuid)).json().invites as Array<Record<string, unknown>>;
      expect(ofSet.map((i) => [i.recipient, i.status])).toEqual([
        [b.to, "revoked"],
        [a.to, "accepted"],
      ]);
      // Another user sees none of them, and cannot revoke them.
      const other = await parent();
      expect((await list(other.cookie)).json().invites).toEqual([]);
      expect((await list(other.cookie, set.uuid)).json().invites).toEqual([]);
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/webshop/invites/${all[0]?.uuid}`,
        headers: { cookie: other.cookie },
      });
      expect(res.json()).toEqual(notFoundAnswer);
    });

    it("revoking removes an accepted invite's sets, but not a set the recipient has by code or by another invite", async () => {
      const sender = await parent();
      const byCode = await createSubjectWithCode(t);
      const alsoShared = await createSubjectWithCode(t);
      await addToAccount(t, sender.user.id, byCode.id, alsoShared.id);
      const recipient = await recipientWith(byCode.id);
      const first = await invite(sender.cookie, [sender.set.uuid, byCode.uuid, alsoShared.uuid]);
      const second = await invite(sender.cookie, [alsoShared.uuid]);
      await accept(recipient.cookie, first.token);
      await accept(recipient.cookie, second.token);
      const names = async () => (await pictureSetNames(recipient.cookie)).map((s) => s.subject.name).sort();
      expect(await names()).toEqual([sender.set.name, byCode.name, alsoShared.name].sort());
      const [row] = await t.db.select().from(invites).where(eq(invites.recipient, first.to));
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/webshop/invites/${row?.uuid}`,
        headers: { cookie: sender.cookie },
      });
      expect(res.statusCode).toBe(204);
      expect(await names()).toEqual([byCode.name, alsoShared.name].sort());
    });

    it("a set that came by invite is looked at, not answered for: no yearbook pose, until the recipient's own code", async () => {
      const sender = await parent();
      const recipient = await recipientWith();
      const { token } = await invite(sender.cookie, [sender.set.uuid]);
      await accept(recipient.cookie, token);
      const detail = async () =>
        (
          await t.app.inject({
            url: `/api/webshop/picture-sets/${sender.set.uuid}`,
            headers: { cookie: recipient.cookie },
          })
        ).json() as { qualifyForSelectYearbookPose: boolean; pictures: Array<{ uuid: string }> };
      const choose = async (pictureUuid: string) =>
        t.app.inject({
          method: "PUT",
          url: `/api/webshop/picture-sets/${sender.set.uuid}/yearbook-pose`,
          payload: { pictureUuid },
          headers: { cookie: recipient.cookie, origin },
        });
      const invited = await detail();
      expect(invited.qualifyForSelectYearbookPose).toBe(false);
      const picture = invited.pictures[0]?.uuid ?? "";
      expect((await choose(picture)).statusCode).toBeGreaterThanOrEqual(400);
      // The sender, who has the code, still chooses.
      const own = await t.app.inject({
        url: `/api/webshop/picture-sets/${sender.set.uuid}`,
        headers: { cookie: sender.cookie },
      });
      expect(own.json().qualifyForSelectYearbookPose).toBe(true);
      await t.app.inject({
        method: "GET",
        url: `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(sender.set.code)}`,
        headers: { cookie: recipient.cookie },
      });
      expect((await detail()).qualifyForSelectYearbookPose).toBe(true);
    });

    it("a code redeemed for a set that came by invite makes it the recipient's own", async () => {
      const sender = await parent();
      const recipient = await recipientWith();
      const { to, token } = await invite(sender.cookie, [sender.set.uuid]);
      await accept(recipient.cookie, token);
      expect((await pictureSetNames(recipient.cookie)).map((s) => s.cameByInvite)).toEqual([true]);
      const res = await t.app.inject({
        method: "GET",
        url: `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(sender.set.code)}`,
        headers: { cookie: recipient.cookie },
      });
      expect(res.statusCode).toBeLessThan(300);
      expect((await pictureSetNames(recipient.cookie)).map((s) => s.cameByInvite)).toEqual([false]);
      // Now the recipient's own: revoking the invite leaves it, and the recipient may share it on.
      const [row] = await t.db.select().from(invites).where(eq(invites.recipient, to));
      await t.app.inject({
        method: "DELETE",
        url: `/api/webshop/invites/${row?.uuid}`,
        headers: { cookie: sender.cookie },
      });
      expect(await pictureSetNames(recipient.cookie)).toHaveLength(1);
      expect((await share(recipient.cookie, [uniqueEmail()], [sender.set.uuid])).json().error).toBeNull();
    });
  });

  describe("the parent's data", () => {
    it("exports the invites a user sent and those they accepted, without the sender's address", async () => {
      const sender = await parent({ name: "Kari Berg" });
      const recipient = await recipientWith();
      const { to, token } = await invite(sender.cookie, [sender.set.uuid]);
      await accept(recipient.cookie, token);
      const sent = await invitesForExport(t.db, sender.user.id);
      expect(sent.sent).toEqual([
        expect.objectContaining({ recipient: to, pictureSets: [sender.set.name], status: "accepted" }),
      ]);
      expect(sent.accepted).toEqual([]);
      const accepted = await invitesForExport(t.db, recipient.user.id);
      expect(accepted.sent).toEqual([]);
      expect(accepted.accepted).toEqual([
        expect.objectContaining({ senderName: "Kari Berg", pictureSets: [sender.set.name] }),
      ]);
      expect(JSON.stringify(accepted)).not.toContain(sender.user.email);
    });

    it("erasing a sender removes their invites and what they granted; erasing a recipient forgets them", async () => {
      const sender = await parent();
      const recipient = await recipientWith();
      const { token } = await invite(sender.cookie, [sender.set.uuid]);
      await accept(recipient.cookie, token);
      const other = await parent();
      const second = await invite(other.cookie, [other.set.uuid]);
      await accept(recipient.cookie, second.token);

      await t.db.transaction((tx) => eraseInvitesOf(tx, sender.user.id, sender.user.email));
      expect(await t.db.select().from(invites).where(eq(invites.senderId, sender.user.id))).toEqual([]);
      expect((await pictureSetNames(recipient.cookie)).map((s) => s.subject.name)).toEqual([other.set.name]);

      const pending = await parent();
      const unopened = await invite(pending.cookie, [pending.set.uuid], recipient.user.email);
      await t.db.transaction((tx) => eraseInvitesOf(tx, recipient.user.id, recipient.user.email));
      const [row] = await t.db.select().from(invites).where(eq(invites.senderId, other.user.id));
      expect(row).toMatchObject({ acceptedBy: null, recipient: erasedRecipient, revokedAt: null });
      // An invite to their address not yet accepted forgets the address and stops working.
      const [notAccepted] = await t.db.select().from(invites).where(eq(invites.senderId, pending.user.id));
      expect(notAccepted).toMatchObject({ recipient: erasedRecipient, acceptedBy: null });
      expect(notAccepted?.revokedAt).not.toBeNull();
      expect((await accept((await recipientWith()).cookie, unopened.token)).statusCode).toBe(404);
      expect(row?.acceptedAt).not.toBeNull();
      // The link stays used: nobody else can take it.
      expect((await accept((await recipientWith()).cookie, second.token)).statusCode).toBe(404);
    });
  });
});
