import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ErrorResponse } from "@shop/contracts/common";
import {
  CreateImportBatchRequest,
  ImportBatchParams,
  ImportBatchResponse,
} from "@shop/contracts/job-imports";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioCodeResponse,
  StudioJobListResponse,
  StudioJobParams,
  StudioJobResponse,
  StudioLettersQuery,
  StudioSubjectParams,
  UpdateStudioJobRequest,
  UpdateStudioJobResponse,
} from "@shop/contracts/studio-jobs";
import type { Server } from "@tus/server";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { conflict, notFound } from "../../errors.ts";
import { backgroundWorkKinds } from "../../platform/background-work.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { collectPhotoGarbage } from "../../platform/photo-garbage.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { shopProfile } from "../content/service.ts";
import {
  addBatchUpload,
  checkBatchUpload,
  checkImportBatch,
  confirmImportBatch,
  createImportBatch,
  finishBatchUpload,
  ImportBatchError,
  importBatchLimits,
  importBatchState,
  makeBatchThumbnails,
  runImportBatch,
} from "./import-batches.ts";
import { JobLookupError, jobLetters } from "./service.ts";
import { registerStudioGreenScreen } from "./studio-green-screen-routes.ts";
import { registerStudioJobPage } from "./studio-job-page-routes.ts";
import {
  revealSubjectCode,
  StudioJobNotFoundError,
  studioJob,
  studioJobList,
  updateStudioJob,
} from "./studio-jobs.ts";
import { newUploadId, PgLocker, uploadIdOfUrl, uploadStore, urlIdOfUpload } from "./tus-store.ts";

/** Where the studio's files go up (tus 1.0.0: creation, termination, expiration). */
export const uploadsPath = "/api/studio/uploads";

function refusal(error: unknown): never {
  if (error instanceof StudioJobNotFoundError) throw notFound(error.message, "studio_job_not_found");
  if (error instanceof ImportBatchError) {
    throw error.status === 404
      ? notFound(error.message, "studio_import_not_found")
      : conflict(error.message, "studio_import_not_ready");
  }
  throw error;
}

/** The jobs module's calls: the studio's resumable uploads and job imports, and their background work. */
export async function registerJobs(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, storage: app.storage, keys: app.config };
  const portalId = app.portalId;

  app.work.handle(backgroundWorkKinds.jobImport, (task) => runImportBatch(ctx, Number(task.payload.batchId)));
  app.work.handle(backgroundWorkKinds.jobThumbnails, (task) =>
    makeBatchThumbnails(
      ctx,
      Number(task.payload.batchId),
      task.payload.pictures as Array<{ uuid: string; originalKey: string }>,
    ),
  );

  // The photographer's jobs: owner and staff, not support (issue 30's roles).
  const access = { config: studioRoute(studioAreaRoles.jobs) };
  registerStudioJobPage(app);
  await registerStudioGreenScreen(app);
  const scratch = await mkdtemp(path.join(tmpdir(), "shop-tus-"));
  app.addHook("onClose", () => rm(scratch, { recursive: true, force: true }));
  // tus's server and store (about 10 MB resident with their modules) are made on a job's first upload, not with the
  // shop: most processes never see one (issue 34, the idle process).
  let tusServer: Promise<Server> | undefined;
  const tus = () =>
    (tusServer ??= makeTusServer().catch((error: unknown) => {
      // A failed set-up is tried again by the next upload, not kept.
      tusServer = undefined;
      throw error;
    }));
  const makeTusServer = async () => {
    const [{ Server }, store] = await Promise.all([
      import("@tus/server"),
      uploadStore(app.db, app.storage, scratch),
    ]);
    return new Server({
      path: uploadsPath,
      datastore: store.datastore,
      locker: new PgLocker(app.db),
      maxSize: importBatchLimits.zipBytes,
      relativeLocation: true,
      // The studio is on the shop's own origin: no cross-origin use of the uploads.
      allowedOrigins: [],
      namingFunction: () => newUploadId(),
      generateUrl: (_req, { path: base, id }) => `${base}/${urlIdOfUpload(id)}`,
      getFileIdFromRequest: (_req, lastPath) => uploadIdOfUrl(lastPath),
      onIncomingRequest: async (req, uploadId) => {
        if (req.method !== "POST") await checkBatchUpload(app.db, portalId, uploadId, req.method);
      },
      onUploadCreate: async (_req, upload) => {
        await addBatchUpload(app.db, portalId, upload);
        return {};
      },
      onResponseError: (_req, error) => {
        // A refusal of ours or tus's own carries its status; anything else is a failure of the shop, logged.
        if (!("status_code" in error)) app.log.error({ err: error }, "a studio upload failed");
        return undefined;
      },
      onUploadFinish: async (_req, upload) => {
        await store.finish(upload.id);
        await finishBatchUpload(app.db, upload.id);
        return {};
      },
    });
  };

  await app.register(async (scope) => {
    // The bytes of a PATCH are tus's to read, as they come.
    scope.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => done(null));
    for (const url of [uploadsPath, `${uploadsPath}/*`]) {
      scope.route({
        method: ["POST", "HEAD", "PATCH", "DELETE", "OPTIONS"],
        url,
        schema: { tags: ["studio jobs"], summary: "Resumable uploads of a job import's files (tus 1.0.0)" },
        ...access,
        handler: async (request, reply) => {
          reply.hijack();
          reply.raw.setHeader("cache-control", "no-store");
          await (await tus()).handle(request.raw, reply.raw);
          // A PATCH's body went through in 64 KiB chunks, garbage now.
          if (request.method === "PATCH") collectPhotoGarbage();
        },
      });
    }
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = (batchUuid: string) => importBatchState(app.db, portalId, batchUuid, `${uploadsPath}/`);
  const errors = { 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

  r.post(
    "/api/studio/jobs/imports",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "Starts a job import (a new job, or more of one by its name): its files then go up by tus",
        body: CreateImportBatchRequest,
        response: { 201: ImportBatchResponse, 401: ErrorResponse },
      },
      ...access,
    },
    async (request, reply) => {
      const uuid = await createImportBatch(app.db, portalId, request.body, currentStaff(request));
      return reply.code(201).send(await answer(uuid));
    },
  );

  r.get(
    "/api/studio/jobs/imports/:batchUuid",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "A job import: its files, the roster's problems and the background import's progress",
        params: ImportBatchParams,
        response: { 200: ImportBatchResponse, ...errors },
      },
      ...access,
    },
    (request) => answer(request.params.batchUuid).catch(refusal),
  );

  r.post(
    "/api/studio/jobs/imports/:batchUuid/check",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "Checks the roster of an import whose files are all up; its problems come by line",
        params: ImportBatchParams,
        response: { 200: ImportBatchResponse, ...errors },
      },
      ...access,
    },
    async (request) => {
      await checkImportBatch(ctx, portalId, request.params.batchUuid).catch(refusal);
      return answer(request.params.batchUuid);
    },
  );

  r.post(
    "/api/studio/jobs/imports/:batchUuid/confirm",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "Confirms a checked import: it runs in the background, its progress in the import",
        params: ImportBatchParams,
        response: { 202: ImportBatchResponse, ...errors },
      },
      ...access,
    },
    async (request, reply) => {
      await confirmImportBatch(app.db, portalId, request.params.batchUuid, currentStaff(request)).catch(
        refusal,
      );
      return reply.code(202).send(await answer(request.params.batchUuid));
    },
  );

  r.get(
    "/api/studio/jobs",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "The shop's jobs: subjects, codes redeemed, orders, revenue, deadlines, archived",
        response: { 200: StudioJobListResponse, 401: ErrorResponse },
      },
      ...access,
    },
    async () => ({
      currency: (await shopProfile(app.db, portalId)).currency,
      jobs: await studioJobList(app.db, portalId),
    }),
  );

  r.get(
    "/api/studio/jobs/:jobUuid",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "A job and its subjects by class (whether each has a code; the code itself only on request)",
        params: StudioJobParams,
        response: { 200: StudioJobResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      ...access,
    },
    async (request) => ({
      currency: (await shopProfile(app.db, portalId)).currency,
      ...(await studioJob(app.db, app.config, portalId, request.params.jobUuid).catch(refusal)),
    }),
  );

  r.post(
    "/api/studio/jobs/:jobUuid/subjects/:subjectUuid/code",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "Shows a subject's access code; each showing is recorded",
        params: StudioSubjectParams,
        response: { 200: StudioCodeResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      ...access,
    },
    async (request) => {
      const { jobUuid, subjectUuid } = request.params;
      const code = await revealSubjectCode(
        app.db,
        app.config,
        portalId,
        { jobUuid, subjectUuid },
        currentStaff(request),
      ).catch(refusal);
      return { code };
    },
  );

  r.patch(
    "/api/studio/jobs/:jobUuid",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "Changes a job's name, deadlines or archiving; the change applies to the parents at once",
        params: StudioJobParams,
        body: UpdateStudioJobRequest,
        response: { 200: UpdateStudioJobResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      ...access,
    },
    (request) =>
      updateStudioJob(app.db, portalId, request.params.jobUuid, request.body, currentStaff(request)).catch(
        refusal,
      ),
  );

  r.get(
    "/api/studio/jobs/:jobUuid/letters.pdf",
    {
      schema: {
        tags: ["studio jobs"],
        summary:
          "The job's code letters as one PDF, a page per subject, or per subject of one class (the command's `job letters`)",
        params: StudioJobParams,
        querystring: StudioLettersQuery,
        response: { 401: ErrorResponse, 404: ErrorResponse },
      },
      ...access,
    },
    async (request, reply) => {
      // The job is looked up among this shop's first, so another shop's uuid answers as an unknown one.
      await studioJob(app.db, app.config, portalId, request.params.jobUuid).catch(refusal);
      try {
        const group = request.query.class;
        const letters = await jobLetters(
          ctx,
          app.config.publicUrl,
          request.params.jobUuid,
          group === undefined ? {} : { group },
        );
        // A class's name may hold letters a header cannot: the file's name keeps its ASCII letters and digits.
        const suffix = group === undefined ? "" : `-${group.replace(/[^A-Za-z0-9]+/g, "-")}`;
        return sendRaw(
          reply,
          200,
          {
            "content-type": "application/pdf",
            "content-disposition": `attachment; filename="letters-${request.params.jobUuid}${suffix}.pdf"`,
            "cache-control": "private, no-store",
          },
          Buffer.from(letters.pdf),
        );
      } catch (error) {
        if (error instanceof JobLookupError) throw notFound(error.message, "studio_job_not_found");
        throw error;
      }
    },
  );
}
