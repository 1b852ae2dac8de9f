import { useId, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslation } from "react-i18next";
import styles from "./content.module.css";

/**
 * The content editor (TipTap 3 on ProseMirror, decision 0052): paragraphs, two heading levels,
 * bold, italic, underline, strikethrough, lists, quotes and links, written as HTML. Loaded lazily
 * (the content section imports it with React.lazy) so the library reaches the browser only when
 * an operator edits. The HTML is not trusted because it came from here: the server sanitizes it
 * when it is saved, and the preview shows the server's cleaned answer.
 *
 * TipTap's own stylesheet is not injected (`injectCSS: false`): the CSP refuses inline style
 * elements; content.module.css carries the few rules ProseMirror needs.
 */
export interface RichTextEditorProps {
  /** The editable area's accessible name ("Content (English)"). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

export default function RichTextEditor({ label, value, onChange, describedBy, invalid = false }: RichTextEditorProps) {
  const editor = useEditor({
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["https", "mailto", "tel"],
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "aria-invalid": invalid ? "true" : "false",
        class: styles.editable ?? "",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  return (
    <div className={styles.editor}>
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation("content");
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      strike: current.isActive("strike"),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  const toggle = (name: string, pressed: boolean, run: () => void) => (
    <button
      type="button"
      className="btn btn-small"
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {t(`editor.${name}`)}
    </button>
  );
  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={t("editor.toolbar", { label })}>
        {toggle("bold", state.bold, () => chain().toggleBold().run())}
        {toggle("italic", state.italic, () => chain().toggleItalic().run())}
        {toggle("underline", state.underline, () => chain().toggleUnderline().run())}
        {toggle("strike", state.strike, () => chain().toggleStrike().run())}
        {toggle("heading", state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {toggle("subheading", state.h4, () => chain().toggleHeading({ level: 4 }).run())}
        {toggle("bulletList", state.bulletList, () => chain().toggleBulletList().run())}
        {toggle("orderedList", state.orderedList, () => chain().toggleOrderedList().run())}
        {toggle("quote", state.blockquote, () => chain().toggleBlockquote().run())}
        {toggle("link", state.link || linkOpen, () => setLinkOpen((open) => !open))}
        <button type="button" className="btn btn-small" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          {t("editor.undo")}
        </button>
        <button type="button" className="btn btn-small" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          {t("editor.redo")}
        </button>
      </div>
      {linkOpen ? (
        <LinkForm
          initial={String(editor.getAttributes("link").href ?? "")}
          onApply={(href) => {
            if (href === "") chain().extendMarkRange("link").unsetLink().run();
            else chain().extendMarkRange("link").setLink({ href }).run();
            setLinkOpen(false);
          }}
          onCancel={() => setLinkOpen(false)}
        />
      ) : null}
    </>
  );
}

/** The address of a link on the selected text: a portal path or an https address; empty removes it. */
function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("content");
  const id = useId();
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState(false);
  const apply = () => {
    const value = href.trim();
    if (value !== "" && !/^\/[^/\\]|^https:\/\/[^\s"'<>]+$/.test(value)) {
      setProblem(true);
      return;
    }
    onApply(value);
  };
  return (
    <div className={styles.linkForm}>
      <label htmlFor={id}>{t("editor.linkAddress")}</label>
      <input
        id={id}
        value={href}
        autoFocus
        aria-invalid={problem}
        aria-describedby={problem ? `${id}-error` : undefined}
        placeholder="https://"
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the link, not the dialog's form around the editor.
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button type="button" className="btn btn-small btn-primary" onClick={apply}>
        {t("editor.applyLink")}
      </button>
      <button type="button" className="btn btn-small" onClick={onCancel}>
        {t("editor.cancelLink")}
      </button>
      {problem ? (
        <p className="field-error" id={`${id}-error`}>
          {t("editor.linkProblem")}
        </p>
      ) : null}
    </div>
  );
}
