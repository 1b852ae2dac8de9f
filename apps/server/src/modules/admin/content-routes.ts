import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONTENT_ADMIN,
  adminAnnouncementsSchema,
  adminHelpSchema,
  announcementInput,
  announcementListQuery,
  contentIdParams,
  createdSchema,
  helpArticleInput,
  helpCategoryInput,
  previewRequest,
  previewSchema,
} from "@portal/contract/api/admin-content";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { done, tags, traceOf } from "./shared";

/** Announcements and the help centre: operators with manageContent write them, any operator reads them. */
export const contentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { backOffice: { content } }) => {
  const write = { access: operator("manageContent") };
  const created = { 200: envelopeSchema(createdSchema) };

  app.get(
    CONTENT_ADMIN.announcements,
    {
      schema: {
        tags,
        summary: "The brand's announcements (every language, active or not), in the order members see them",
        querystring: announcementListQuery,
        response: { 200: envelopeSchema(adminAnnouncementsSchema) },
      },
    },
    async (request) => ok({ list: await content.announcements(request.merchant.id, request.query.type) }),
  );

  app.post(
    CONTENT_ADMIN.announcements,
    {
      schema: {
        tags,
        summary: "A new announcement (HTML sanitized when saved)",
        body: announcementInput,
        response: created,
      },
      config: write,
    },
    async (request) => {
      const { title, type, execution, active } = request.body;
      const trace = (id: number) =>
        traceOf(request, request.operator.operator, "content.announcement", "announcement", String(id), {
          type,
          execution,
          active,
          title,
        });
      return ok({ id: await content.createAnnouncement(request.merchant.id, request.body, trace) });
    },
  );

  app.put(
    CONTENT_ADMIN.announcement,
    {
      schema: {
        tags,
        summary: "Replaces an announcement (HTML sanitized when saved; without publishedAt it keeps its time)",
        params: contentIdParams,
        body: announcementInput,
        response: done,
      },
      config: write,
    },
    async (request) => {
      const { id } = request.params;
      const { title, type, execution, active } = request.body;
      const trace = traceOf(request, request.operator.operator, "content.announcement", "announcement", String(id), {
        type,
        execution,
        active,
        title,
      });
      await content.updateAnnouncement(request.merchant.id, id, request.body, trace);
      return ok(null);
    },
  );

  app.get(
    CONTENT_ADMIN.help,
    {
      schema: {
        tags,
        summary: "The brand's help centre: categories and articles in every language",
        response: { 200: envelopeSchema(adminHelpSchema) },
      },
    },
    async (request) => ok({ list: await content.help(request.merchant.id) }),
  );

  app.post(
    CONTENT_ADMIN.helpCategories,
    { schema: { tags, summary: "A new help category", body: helpCategoryInput, response: created }, config: write },
    async (request) => {
      const trace = (id: number) =>
        traceOf(request, request.operator.operator, "content.helpCategory", "helpCategory", String(id), {
          title: request.body.title,
        });
      return ok({ id: await content.createCategory(request.merchant.id, request.body, trace) });
    },
  );

  app.put(
    CONTENT_ADMIN.helpCategory,
    {
      schema: {
        tags,
        summary: "Renames or reorders a help category",
        params: contentIdParams,
        body: helpCategoryInput,
        response: done,
      },
      config: write,
    },
    async (request) => {
      const { id } = request.params;
      const trace = traceOf(request, request.operator.operator, "content.helpCategory", "helpCategory", String(id), {
        title: request.body.title,
      });
      await content.updateCategory(request.merchant.id, id, request.body, trace);
      return ok(null);
    },
  );

  app.post(
    CONTENT_ADMIN.helpArticles,
    {
      schema: {
        tags,
        summary: "A new help article (HTML sanitized when saved)",
        body: helpArticleInput,
        response: created,
      },
      config: write,
    },
    async (request) => {
      const trace = (id: number) =>
        traceOf(request, request.operator.operator, "content.helpArticle", "helpArticle", String(id), {
          categoryId: request.body.categoryId,
          title: request.body.title,
        });
      return ok({ id: await content.createArticle(request.merchant.id, request.body, trace) });
    },
  );

  app.put(
    CONTENT_ADMIN.helpArticle,
    {
      schema: {
        tags,
        summary: "Replaces a help article (HTML sanitized when saved)",
        params: contentIdParams,
        body: helpArticleInput,
        response: done,
      },
      config: write,
    },
    async (request) => {
      const { id } = request.params;
      const trace = traceOf(request, request.operator.operator, "content.helpArticle", "helpArticle", String(id), {
        categoryId: request.body.categoryId,
        title: request.body.title,
      });
      await content.updateArticle(request.merchant.id, id, request.body, trace);
      return ok(null);
    },
  );

  app.delete(
    CONTENT_ADMIN.helpArticle,
    { schema: { tags, summary: "Deletes a help article", params: contentIdParams, response: done }, config: write },
    async (request) => {
      const { id } = request.params;
      const trace = traceOf(
        request,
        request.operator.operator,
        "content.helpArticleDeleted",
        "helpArticle",
        String(id),
      );
      await content.deleteArticle(request.merchant.id, id, trace);
      return ok(null);
    },
  );

  app.post(
    CONTENT_ADMIN.preview,
    {
      schema: {
        tags,
        summary: "HTML as members would read it (the rich-text editor's preview)",
        body: previewRequest,
        response: { 200: envelopeSchema(previewSchema) },
      },
    },
    async (request) => ok({ html: content.preview(request.body.html) }),
  );
};
