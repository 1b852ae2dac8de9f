import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@portal/contract/languages";
import { CONTENT_ADMIN, helpArticleInput, helpCategoryInput, type AdminHelp } from "@portal/contract/api/admin-content";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { LANGUAGE_NAMES } from "../../shared/i18n/i18n";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { ConfirmDialog, FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { EmptyState, ErrorNotice, Skeleton } from "../../shared/ui/states";
import { SectionPage, useSectionTexts } from "../section";
import { loadContentTexts } from "./content-texts";
import { emptyTexts, LocalizedFields, textIn, writtenTexts, type LocalizedForm } from "./localized-fields";
import styles from "./content.module.css";

type Category = AdminHelp["list"][number];
type Article = Category["articles"][number];
const HELP_KEY = ["content", "help"] as const;

type Open =
  | { kind: "category"; category: Category | null }
  | { kind: "article"; category: Category; article: Article | null }
  | { kind: "delete"; category: Category; article: Article }
  | null;

/**
 * Content > Help centre: its categories in their order, each with its articles. With
 * `manageContent`: new and renamed categories (and their sort), new and edited articles (the
 * same editor and preview as announcements), and deleting an article after a confirmation.
 */
export default function HelpPage() {
  useSectionTexts(loadContentTexts);
  const { t } = useTranslation("content");
  const session = useSession();
  const canWrite = hasPermission(session, PERMISSION.manageContent);
  const [open, setOpen] = useState<Open>(null);
  const query = useQuery({
    queryKey: HELP_KEY,
    queryFn: ({ signal }) => apiGet<AdminHelp>(CONTENT_ADMIN.help, undefined, signal),
  });
  const categories = useMemo(
    () => [...(query.data?.list ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id),
    [query.data],
  );
  const close = () => setOpen(null);
  return (
    <SectionPage
      title={t("help.title")}
      actions={
        canWrite ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setOpen({ kind: "category", category: null })}
          >
            {t("help.newCategory")}
          </button>
        ) : null
      }
    >
      {query.error ? <ErrorNotice error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <Skeleton rows={6} /> : null}
      {query.data && categories.length === 0 ? <EmptyState text={t("help.empty")} /> : null}
      {categories.map((category) => (
        <CategoryBlock
          key={category.id}
          category={category}
          canWrite={canWrite}
          onRename={() => setOpen({ kind: "category", category })}
          onNewArticle={() => setOpen({ kind: "article", category, article: null })}
          onEdit={(article) => setOpen({ kind: "article", category, article })}
          onDelete={(article) => setOpen({ kind: "delete", category, article })}
        />
      ))}
      {open?.kind === "category" ? <CategoryDialog category={open.category} onClose={close} /> : null}
      {open?.kind === "article" ? (
        <ArticleDialog categories={categories} category={open.category} article={open.article} onClose={close} />
      ) : null}
      {open?.kind === "delete" ? <DeleteArticle article={open.article} onClose={close} /> : null}
    </SectionPage>
  );
}

function CategoryBlock({
  category,
  canWrite,
  onRename,
  onNewArticle,
  onEdit,
  onDelete,
}: {
  category: Category;
  canWrite: boolean;
  onRename: () => void;
  onNewArticle: () => void;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
}) {
  const { t } = useTranslation("content");
  const name = textIn(category.title);
  const articles = useMemo(
    () => [...category.articles].sort((a, b) => a.sort - b.sort || a.id - b.id),
    [category.articles],
  );
  const columns = useMemo<Columns<Article>>(
    () => [
      { id: "title", accessorFn: (row) => textIn(row.title), header: t("fields.title"), enableHiding: false },
      {
        id: "languages",
        header: t("help.languages"),
        enableSorting: false,
        accessorFn: (row) =>
          LANGUAGES.filter((lang) => row.title[lang])
            .map((lang) => LANGUAGE_NAMES[lang])
            .join(", "),
      },
      { accessorKey: "sort", header: t("fields.sort") },
      ...(canWrite
        ? ([
            {
              id: "actions",
              header: t("actions.label"),
              enableSorting: false,
              enableHiding: false,
              cell: ({ row }) => (
                <div className="row-actions">
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t("actions.editNamed", { name: textIn(row.original.title) })}
                    onClick={() => onEdit(row.original)}
                  >
                    {t("actions.edit")}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small btn-danger-outline"
                    aria-label={t("actions.deleteNamed", { name: textIn(row.original.title) })}
                    onClick={() => onDelete(row.original)}
                  >
                    {t("actions.delete")}
                  </button>
                </div>
              ),
            },
          ] satisfies Columns<Article>)
        : []),
    ],
    [t, canWrite, onEdit, onDelete],
  );
  return (
    <section className={styles.category} aria-labelledby={`help-category-${category.id}`}>
      <div className="section-head">
        <h2 id={`help-category-${category.id}`}>
          {name} <span className="muted">{t("help.sortValue", { sort: category.sort })}</span>
        </h2>
        {canWrite ? (
          <div className="row-actions">
            <button
              type="button"
              className="btn btn-small"
              aria-label={t("help.renameNamed", { name })}
              onClick={onRename}
            >
              {t("help.rename")}
            </button>
            <button
              type="button"
              className="btn btn-small"
              aria-label={t("help.newArticleIn", { name })}
              onClick={onNewArticle}
            >
              {t("help.newArticle")}
            </button>
          </div>
        ) : null}
      </div>
      <DataTable
        caption={t("help.articlesOf", { name })}
        columns={columns}
        rows={articles}
        loading={false}
        error={null}
        emptyText={t("help.noArticles")}
        rowKey={(row) => String(row.id)}
      />
    </section>
  );
}

interface CategoryForm {
  title: Record<(typeof LANGUAGES)[number], string>;
  sort: string;
}

/** A new category or a renamed one: its name in each language, and its place in the order. */
function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const { t } = useTranslation("content");
  const form = useForm<CategoryForm>({
    defaultValues: {
      title: { ...emptyTexts(), ...category?.title },
      sort: String(category?.sort ?? 0),
    },
  });
  const [problem, setProblem] = useState<{ title?: string; sort?: string }>({});
  const save = useDialogMutation({
    mutationFn: (input: { title: Partial<Record<string, string>>; sort: number }) =>
      category
        ? apiSend("PUT", pathWith(CONTENT_ADMIN.helpCategory, { id: category.id }), input)
        : apiSend("POST", CONTENT_ADMIN.helpCategories, input),
    success: () => t(category ? "help.categoryUpdated" : "help.categoryCreated"),
    onClose,
    invalidate: [HELP_KEY],
  });
  const submit = form.handleSubmit((values) => {
    const input = { title: writtenTexts(values.title), sort: Number(values.sort) };
    const checked = helpCategoryInput.safeParse(input);
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => issue.path[0]));
      setProblem({
        ...(fields.has("title") ? { title: t("problems.oneLanguage") } : {}),
        ...(fields.has("sort") ? { sort: t("problems.sort") } : {}),
      });
      return;
    }
    setProblem({});
    save.mutate(input);
  });
  return (
    <FormDialog
      onClose={onClose}
      title={category ? t("help.renameTitle", { name: textIn(category.title) }) : t("help.newCategoryTitle")}
      onSubmit={(event) => void submit(event)}
      busy={save.isPending}
    >
      {problem.title ? (
        <p className="field-error" role="alert">
          {problem.title}
        </p>
      ) : null}
      {LANGUAGES.map((lang) => (
        <Field
          key={lang}
          label={t("fields.inLanguage", { field: t("help.categoryName"), language: LANGUAGE_NAMES[lang] })}
        >
          {(props) => <input {...props} {...form.register(`title.${lang}`)} />}
        </Field>
      ))}
      <Field label={t("fields.sort")} error={problem.sort}>
        {(props) => <input {...props} type="number" min={0} max={10_000} {...form.register("sort")} />}
      </Field>
    </FormDialog>
  );
}

interface ArticleForm extends LocalizedForm {
  categoryId: string;
  sort: string;
}

/** A new article or an edited one: its category, title and content per language (with previews), sort. */
function ArticleDialog({
  categories,
  category,
  article,
  onClose,
}: {
  categories: Category[];
  category: Category;
  article: Article | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("content");
  const form = useForm<ArticleForm>({
    defaultValues: {
      categoryId: String(category.id),
      title: { ...emptyTexts(), ...article?.title },
      content: { ...emptyTexts(), ...article?.content },
      sort: String(article?.sort ?? 0),
    },
  });
  const [problems, setProblems] = useState<{ title?: string; content?: string; sort?: string }>({});
  const save = useDialogMutation({
    mutationFn: (input: unknown) =>
      article
        ? apiSend("PUT", pathWith(CONTENT_ADMIN.helpArticle, { id: article.id }), input)
        : apiSend("POST", CONTENT_ADMIN.helpArticles, input),
    success: () => t(article ? "help.articleUpdated" : "help.articleCreated"),
    onClose,
    invalidate: [HELP_KEY],
  });
  const submit = form.handleSubmit((values) => {
    const input = {
      categoryId: Number(values.categoryId),
      title: writtenTexts(values.title),
      content: writtenTexts(values.content),
      sort: Number(values.sort),
    };
    const checked = helpArticleInput.safeParse(input);
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => issue.path[0]));
      setProblems({
        ...(fields.has("title") ? { title: t("problems.oneLanguage") } : {}),
        ...(fields.has("content") ? { content: t("problems.oneLanguage") } : {}),
        ...(fields.has("sort") ? { sort: t("problems.sort") } : {}),
      });
      return;
    }
    setProblems({});
    save.mutate(input);
  });
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={article ? t("help.editArticleTitle") : t("help.newArticleTitle")}
      onSubmit={(event) => void submit(event)}
      busy={save.isPending}
    >
      <Field label={t("help.category")}>
        {(props) => (
          <select {...props} {...form.register("categoryId")}>
            {categories.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {textIn(item.title)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <LocalizedFields
        control={form.control as unknown as Control<LocalizedForm>}
        register={form.register as unknown as UseFormRegister<LocalizedForm>}
        titleLabel={t("fields.title")}
        errors={problems}
      />
      <Field label={t("fields.sort")} error={problems.sort}>
        {(props) => <input {...props} type="number" min={0} max={10_000} {...form.register("sort")} />}
      </Field>
    </FormDialog>
  );
}

/** Deleting an article: asked first, naming it. */
function DeleteArticle({ article, onClose }: { article: Article; onClose: () => void }) {
  const { t } = useTranslation("content");
  const name = textIn(article.title);
  const remove = useDialogMutation({
    mutationFn: () => apiSend("DELETE", pathWith(CONTENT_ADMIN.helpArticle, { id: article.id })),
    success: () => t("help.articleDeleted", { name }),
    onClose,
    invalidate: [HELP_KEY],
  });
  return (
    <ConfirmDialog
      open
      danger
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t("help.deleteTitle", { name })}
      description={t("help.deleteText", { name })}
      confirmLabel={t("actions.delete")}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
