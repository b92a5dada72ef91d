// One list of a course's content (modules, benefits, prerequisites, FAQs or materials): add, edit,
// delete after a confirmation, and Move up / Move down buttons whose new order is stored at once.
// Without scripts Add, Edit and Delete ask the page for the form or the question
// (ChildOnPage) and Move posts its own form, all to the page's action (content-action.server.ts).
import { courseContentAdminEndpoints } from "@skillbridge/core";
import type { ContentKind } from "@skillbridge/core/admin/content";
import { useState } from "react";
import { useRevalidator } from "react-router";
import {
  type ChildAnswer,
  type ChildAsked,
  ChildDialogs,
  ChildOnPage,
  ChildSection,
  EditDeleteButtons,
  useChildRows,
} from "../../admin-ui/child-rows";
import { errorText, type FieldErrors } from "../../admin-ui/form-errors";
import { type Direction, MoveButtons, useMoveFocus } from "../../admin-ui/row-actions";
import { useApi } from "../../api";
import { useToast } from "../../ui/toast";
import styles from "./content.module.css";
import { ItemForm } from "./item-form";
import { type ContentRow, kindSpecs } from "./kinds";

export function ContentSection({
  courseId,
  kind,
  items,
  asked,
  posted,
}: {
  courseId: number;
  kind: ContentKind;
  items: ContentRow[];
  /** The form or question the page was asked for without scripts, and the action's refusal. */
  asked?: ChildAsked | null;
  posted?: ChildAnswer;
}) {
  const spec = kindSpecs[kind];
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const endpoints = courseContentAdminEndpoints.kinds[kind];
  const rows = useChildRows<ContentRow>({ endpoints, parentId: courseId, one: spec.one });
  const [moving, setMoving] = useState(false);
  const { container, focusMoved } = useMoveFocus<HTMLOListElement>();
  const busy = moving || rows.busy;
  const titleOf = (item: ContentRow) => spec.summary(item).title;
  const deleteText = (item: ContentRow) =>
    `“${titleOf(item)}” will be removed from the course page at once. This cannot be undone.`;
  const form = (
    item: ContentRow | null,
    save: (body: Record<string, string>) => Promise<FieldErrors | null>,
    answer?: ChildAnswer,
  ) => (
    <ItemForm
      key={item ? item.id : "new"}
      kind={kind}
      item={item}
      submitLabel={item ? "Save changes" : `Add ${spec.one}`}
      onSubmit={save}
      posted={answer}
    />
  );

  async function move(index: number, direction: Direction) {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + (direction === "up" ? -1 : 1), 0, moved!);
    setMoving(true);
    const result = await api.call(endpoints.reorder, { params: { id: courseId }, body: { ids } });
    setMoving(false);
    if (!result.ok) return toast.show(errorText(result.error, "The new order could not be saved."), "error");
    await revalidator.revalidate();
    focusMoved(moved!, direction);
  }

  return (
    <ChildSection id={kind} heading={spec.heading} count={items.length} rows={rows} noScript>
      <ChildOnPage
        list={kind}
        rows={rows}
        items={items}
        asked={asked}
        posted={posted}
        form={form}
        deleteText={deleteText}
      />
      {items.length === 0 ? (
        <p className="message message-empty">{spec.empty}</p>
      ) : (
        <ol className={styles.list} ref={container}>
          {items.map((item, index) => {
            const { title, detail } = spec.summary(item);
            return (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemText}>
                  <strong>{title}</strong>
                  {detail ? <span className={styles.detail}>{detail}</span> : null}
                </div>
                <div className={styles.itemActions}>
                  <MoveButtons
                    id={item.id}
                    name={title}
                    index={index}
                    count={items.length}
                    busy={busy}
                    onMove={(direction) => move(index, direction)}
                    post={{ intent: `${kind}-move`, id: item.id }}
                  />
                  <EditDeleteButtons rows={rows} item={item} name={title} list={kind} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ChildDialogs rows={rows} deleteText={deleteText} form={(item) => form(item, rows.save)} />
    </ChildSection>
  );
}
