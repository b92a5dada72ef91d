// What the back office's rows share: Move up / Move down buttons (keyboards reorder too; the focus
// stays on the moved row), the Active/Inactive toggle (taking something off the website is asked
// first) and the confirmation dialog itself. Each posts its row's fields to the page's action
// (a fetcher with scripts, the row's own form without); the action's redirect brings the toast.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Dialog } from "../ui/dialog";
import { useRowPost } from "./action-form";
import styles from "./admin.module.css";
import type { Status } from "./select-field";

export type Direction = "up" | "down";

/**
 * After a move the list re-renders in its new order: put the focus back on the moved row's button,
 * or on its other one when the row reached the top or bottom (the pressed one is then disabled).
 * Give `container` to the element holding the rows; call `focusMoved` once the new order is loaded.
 */
export function useMoveFocus<E extends HTMLElement>() {
  const container = useRef<E>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);

  useEffect(() => {
    if (!moved || !container.current) return;
    const button = (which: Direction) =>
      container.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.id}-${which}"]`);
    const target = button(moved.direction);
    (target?.disabled ? button(moved.direction === "up" ? "down" : "up") : target)?.focus();
    setMoved(null);
  }, [moved]);

  return {
    container,
    focusMoved: (id: string | number, direction: Direction) => setMoved({ id: String(id), direction }),
  };
}

/**
 * Moving a row one place: posts `{ intent, id, direction }` to the page's action (the server keeps
 * the positions), then the focus stays on the moved row.
 */
export function useMoveRows<T extends { id: number }, C extends HTMLElement = HTMLTableElement>({
  intent,
  failure,
}: {
  intent: string;
  failure: string;
}) {
  const { busy, post } = useRowPost(failure);
  const { container, focusMoved } = useMoveFocus<C>();

  function move(item: T, direction: Direction) {
    post({ intent, id: item.id, direction }, () => focusMoved(item.id, direction));
  }

  return { moving: busy, container, move };
}

/** "Move up" / "Move down" for the row at `index` of `count`, named after the row for screen readers. */
export function MoveButtons({
  id,
  name,
  index,
  count,
  busy,
  onMove,
  post,
}: {
  id: string | number;
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (direction: Direction) => void;
  /** Without scripts, the buttons post `direction` with this intent and the row's id. */
  post?: RowPost;
}) {
  const button = (direction: Direction, disabled: boolean) => (
    <button
      type={post ? "submit" : "button"}
      name={post ? "direction" : undefined}
      value={post ? direction : undefined}
      className="btn"
      data-move={`${id}-${direction}`}
      disabled={busy || disabled}
      onClick={(event) => {
        event.preventDefault();
        onMove(direction);
      }}
    >
      Move {direction}
      <span className="visually-hidden">: {name}</span>
    </button>
  );
  return (
    <RowPostForm post={post}>
      {button("up", index === 0)}
      {button("down", index === count - 1)}
    </RowPostForm>
  );
}

/** What a row action posts without scripts: the action's `intent` and the row's `id`. */
export type RowPost = { intent: string; id: number };

/** A row action's own POST form (no box of its own), or just its buttons when it has none. */
export function RowPostForm({ post, children }: { post?: RowPost; children: ReactNode }) {
  if (!post) return children;
  return (
    <form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value={post.intent} />
      <input type="hidden" name="id" value={post.id} />
      {children}
    </form>
  );
}

/**
 * Changing one record's status: `retiring` is the record whose deactivation is being asked about.
 * Posts `{ intent, id, status }` to the page's action.
 */
export function useStatusChange<T extends { id: number }>({ intent, failure }: { intent: string; failure: string }) {
  const { busy, post } = useRowPost(failure);
  const [retiring, setRetiring] = useState<T | null>(null);

  function setStatus(item: T, status: Status) {
    setRetiring(null);
    post({ intent, id: item.id, status });
  }

  return { busy, retiring, setRetiring, setStatus };
}

/**
 * A list in the website's order (domains, learning bundles): Move up / Move down and the status,
 * posted with the list's `move` and `status` intents; `busy` while either post runs.
 */
export function useWebsiteOrderedRows<T extends { id: number }>({
  intents,
  noun,
}: {
  intents: { move: string; status: string };
  noun: string;
}) {
  const order = useMoveRows<T>({ intent: intents.move, failure: `The ${noun} could not be moved.` });
  const status = useStatusChange<T>({ intent: intents.status, failure: `The ${noun} could not be changed.` });
  return { ...order, status, busy: order.moving || status.busy };
}

/**
 * Deactivate (asks first, through `onAsk`) while active, Activate while inactive. With `name` the
 * button is named "Deactivate <name>"; the verbs may be others (Withdraw / Restore).
 */
export function StatusToggle({
  status,
  name,
  busy,
  onAsk,
  onActivate,
  verbs = { off: "Deactivate", on: "Activate" },
  post,
  askField,
}: {
  status: Status;
  name?: string;
  busy: boolean;
  onAsk: () => void;
  onActivate: () => void;
  verbs?: { off: string; on: string };
  /** Without scripts, Activate posts `status=A` with this intent and the row's id… */
  post?: RowPost;
  /** …and Deactivate asks this page for `?name=value`, where the question is on the page. */
  askField?: { name: string; value: string };
}) {
  const label = (verb: string) => (name ? `${verb} ${name}` : undefined);
  return status === "A" ? (
    <DialogButton
      label={label(verbs.off)}
      text={verbs.off}
      className="btn"
      onClick={onAsk}
      field={askField}
      disabled={busy}
    />
  ) : (
    <RowPostForm post={post}>
      <button
        type={post ? "submit" : "button"}
        name={post ? "status" : undefined}
        value={post ? "A" : undefined}
        className="btn btn-accent"
        aria-label={label(verbs.on)}
        disabled={busy}
        onClick={(event) => {
          event.preventDefault();
          onActivate();
        }}
      >
        {verbs.on}
      </button>
    </RowPostForm>
  );
}

/** Asks before a change visitors will notice (taking something off the website, deleting a row). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/**
 * Opens a row's edit dialog; named "Edit <name>" for screen readers. With `field` the button also
 * works before the scripts run: it asks this page for `?name=value` (a GET form, no
 * personal data), where the same form is on the page; with scripts it opens the dialog as before.
 */
export function EditButton({
  name,
  onClick,
  field,
}: {
  name: string;
  onClick: () => void;
  field?: { name: string; value: string };
}) {
  return <DialogButton label={`Edit ${name}`} text="Edit" className="btn" onClick={onClick} field={field} />;
}

/** A button that opens a dialog, and without scripts asks this page for `?name=value` instead. */
export function DialogButton({
  label,
  text,
  className,
  onClick,
  field,
  disabled,
}: {
  label?: string;
  text: ReactNode;
  className: string;
  onClick: () => void;
  field?: { name: string; value: string };
  disabled?: boolean;
}) {
  const button = (
    <button
      type={field ? "submit" : "button"}
      name={field?.name}
      value={field?.value}
      className={className}
      aria-haspopup="dialog"
      aria-label={label}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {text}
    </button>
  );
  return field ? (
    <form method="get" className={styles.inlineForm}>
      {button}
    </form>
  ) : (
    button
  );
}
