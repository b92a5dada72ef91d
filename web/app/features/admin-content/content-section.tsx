// One list of a course's content (modules, benefits, prerequisites, FAQs or materials): add, edit,
// delete after a confirmation, and Move up / Move down buttons whose new order is stored at once.
// Every form and button posts to the page's action (content-action.server.ts); without scripts
// Add, Edit and Delete ask the page for the form or the question (ChildOnPage) first.
import type { ContentKind } from "@skillbridge/core/admin/content";
import {
  type ChildAnswer,
  type ChildAsked,
  ChildDialogs,
  ChildOnPage,
  ChildSection,
  EditDeleteButtons,
  useChildRows,
} from "../../admin-ui/child-rows";
import { MoveButtons, useMoveRows } from "../../admin-ui/row-actions";
import styles from "./content.module.css";
import { ItemForm } from "./item-form";
import { type ContentRow, kindSpecs } from "./kinds";

export function ContentSection({
  kind,
  items,
  asked,
  posted,
}: {
  kind: ContentKind;
  items: ContentRow[];
  /** The form or question the page was asked for without scripts, and the action's refusal. */
  asked?: ChildAsked | null;
  posted?: ChildAnswer;
}) {
  const spec = kindSpecs[kind];
  const rows = useChildRows<ContentRow>({ list: kind, one: spec.one });
  const { moving, container, move } = useMoveRows<ContentRow, HTMLOListElement>({
    intent: `${kind}-move`,
    failure: "The new order could not be saved.",
  });
  const busy = moving || rows.busy;
  const titleOf = (item: ContentRow) => spec.summary(item).title;
  const deleteText = (item: ContentRow) =>
    `“${titleOf(item)}” will be removed from the course page at once. This cannot be undone.`;
  const form = (item: ContentRow | null, saved: () => void, answer?: ChildAnswer) => (
    <ItemForm
      key={item ? item.id : "new"}
      kind={kind}
      item={item}
      submitLabel={item ? "Save changes" : `Add ${spec.one}`}
      onDone={saved}
      posted={answer}
    />
  );

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
                    onMove={(direction) => move(item, direction)}
                    post={{ intent: `${kind}-move`, id: item.id }}
                  />
                  <EditDeleteButtons rows={rows} item={item} name={title} list={kind} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ChildDialogs rows={rows} deleteText={deleteText} form={(item) => form(item, rows.saved)} />
    </ChildSection>
  );
}
