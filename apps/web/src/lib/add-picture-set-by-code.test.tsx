import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/fetch-mock.ts";
import { testCodes } from "../test/fixtures.ts";
import { renderRoutes } from "../test/render.tsx";
import { type CodeWarning, useAddPictureSetByCode } from "./add-picture-set-by-code.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const subject = { uuid: "10000000-0000-4000-8000-000000000001", name: "Klasse 3B" };
const answer = (overrides: object) => ({
  error: null,
  valid: true,
  warning: null,
  redirect: null,
  pictureSet: { uuid: subject.uuid },
  ...overrides,
});

type Events = { warnings: CodeWarning[]; errors: unknown[] };

function Harness({ code, events }: { code: string; events: Events }) {
  const add = useAddPictureSetByCode({
    onWarning: (w) => events.warnings.push(w),
    onError: (e) => events.errors.push(e),
  });
  return (
    <button type="button" onClick={() => add.submit(code)}>
      Add pictures
    </button>
  );
}

async function addCode(code: string, events: Events = { warnings: [], errors: [] }) {
  const { router } = renderRoutes(
    [
      { path: "/", element: <Harness code={code} events={events} /> },
      { path: "/new-picture-set", element: <h1>New picture set</h1> },
      { path: "/my-account/picture-sets/:uuid", element: <h1>The set</h1> },
    ],
    "/",
  );
  await userEvent.click(screen.getByRole("button", { name: "Add pictures" }));
  return router;
}

describe("adding a picture set by code", () => {
  it("refreshes the picture sets and the user, then leads to the new picture set", async () => {
    mockFetch({ "GET /ajax/prophoto/add_picture_set_by_code.php": { body: answer({}) } });
    queryClient.setQueryData(queryKeys.pictureSets.list, []);
    queryClient.setQueryData(queryKeys.me, { user: null });
    const router = await addCode(` ${testCodes.group} `);
    expect(await screen.findByRole("heading", { name: "New picture set" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/new-picture-set");
    expect(queryClient.getQueryState(queryKeys.pictureSets.list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.me)?.isInvalidated).toBe(true);
  });

  it("goes to the set's own address when the server names one", async () => {
    const redirect = `/my-account/picture-sets/${subject.uuid}`;
    mockFetch({ "GET /ajax/prophoto/add_picture_set_by_code.php": { body: answer({ redirect }) } });
    const router = await addCode(testCodes.group);
    expect(await screen.findByRole("heading", { name: "The set" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(redirect);
  });

  it("hands a set already in the account to the warning, with the set to open, and stays", async () => {
    const message = "This picture set is already in your account";
    mockFetch({
      "GET /ajax/prophoto/add_picture_set_by_code.php": {
        body: answer({ warning: { message, code: "already_in_account", payload: { subject } } }),
      },
    });
    const events: Events = { warnings: [], errors: [] };
    const router = await addCode(testCodes.group, events);
    await waitFor(() =>
      expect(events.warnings).toEqual([
        { code: "already_in_account", subject, pictureSetUuid: subject.uuid },
      ]),
    );
    expect(router.state.location.pathname).toBe("/");
  });

  it("treats an answer that says the code is not valid as a refused code", async () => {
    mockFetch({
      "GET /ajax/prophoto/add_picture_set_by_code.php": {
        body: answer({
          valid: false,
          error: "The code is not valid",
          pictureSet: null,
          code: "invalid_code",
        }),
      },
    });
    const events: Events = { warnings: [], errors: [] };
    const router = await addCode("WRONG1", events);
    await waitFor(() => expect(events.errors).toHaveLength(1));
    expect(events.errors[0]).toMatchObject({ status: 404, body: { code: "invalid_code" } });
    expect(router.state.location.pathname).toBe("/");
  });
});
