// What the back office's rows share: Move up / Move down buttons (keyboards reorder too; the focus
// stays on the moved row), the Active/Inactive toggle (taking something off the website is asked
// first) and the confirmation dialog itself.
import type { Endpoint, EndpointInput } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../api";
import { Dialog } from "../ui/dialog";
import { useToast } from "../ui/toast";
import styles from "./admin.module.css";
import { errorText } from "./form-errors";
import type { Status } from "./select-field";

export type Direction = "up" | "down";

/** An endpoint of the map called for one row: the row's id in its path, then `Body`. */
export type RowEndpoint<E extends Endpoint, Body> = E &
  ({ params: { id: number }; body: Body } extends EndpointInput<E> ? unknown : never);

/** Calls a row's endpoint with the row's id and a body it accepts (checked by `RowEndpoint`). */
function callRow<E extends Endpoint, Body>(api: ApiClient, endpoint: RowEndpoint<E, Body>, id: number, body: Body) {
  // RowEndpoint checked at the caller that this input is the endpoint's own; TypeScript cannot
  // follow that conditional type inside a generic function.
  const input = { params: { id }, body } as unknown as EndpointInput<E>;
  return api.send(endpoint, input);
}

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
 * Moving a row one place through the API (`endpoint` with `{ direction }`, the server keeps the
 * positions), then the focus kept on it and a toast naming it.
 */
export function useMoveRows<T extends { id: number }, E extends Endpoint>({
  endpoint,
  name,
  failure,
}: {
  endpoint: RowEndpoint<E, { direction: Direction }>;
  name: (item: T) => string;
  failure: string;
}) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [moving, setMoving] = useState(false);
  const { container, focusMoved } = useMoveFocus<HTMLTableElement>();

  async function move(item: T, direction: Direction) {
    setMoving(true);
    const result = await callRow(api, endpoint, item.id, { direction });
    setMoving(false);
    if (!result.ok) return toast.show(errorText(result.error, failure), "error");
    await revalidator.revalidate();
    focusMoved(item.id, direction);
    toast.show(`“${name(item)}” moved ${direction}`, "success");
  }

  return { moving, container, move };
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
 * `endpoint` is its update call (sent `{ status }`); `done` words the success toast.
 */
export function useStatusChange<T extends { id: number }, E extends Endpoint>({
  endpoint,
  failure,
  done,
}: {
  endpoint: RowEndpoint<E, { status: Status }>;
  failure: string;
  done: (item: T, status: Status) => string;
}) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [retiring, setRetiring] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function setStatus(item: T, status: Status) {
    setBusy(true);
    const result = await callRow(api, endpoint, item.id, { status });
    setBusy(false);
    setRetiring(null);
    if (!result.ok) return toast.show(errorText(result.error, failure), "error");
    toast.show(done(item, status), "success");
    await revalidator.revalidate();
  }

  return { busy, retiring, setRetiring, setStatus };
}

/** The toasts of a status change of something the website shows (a domain, a bundle, an event). */
export function websiteStatusTexts<T>(noun: string, name: (item: T) => string) {
  return {
    failure: `The ${noun} could not be changed.`,
    done: (item: T, status: Status) =>
      status === "A" ? `“${name(item)}” is on the website again` : `“${name(item)}” deactivated`,
  };
}

/**
 * A list in the website's order (domains, learning bundles): Move up / Move down and the status,
 * through the collection's `move` and `update` endpoints; `busy` while either call runs.
 */
export function useWebsiteOrderedRows<T extends { id: number }, Move extends Endpoint, Update extends Endpoint>({
  endpoints,
  noun,
  name,
}: {
  endpoints: { move: RowEndpoint<Move, { direction: Direction }>; update: RowEndpoint<Update, { status: Status }> };
  noun: string;
  name: (item: T) => string;
}) {
  const order = useMoveRows<T, Move>({ endpoint: endpoints.move, name, failure: `The ${noun} could not be moved.` });
  const status = useStatusChange<T, Update>({ endpoint: endpoints.update, ...websiteStatusTexts(noun, name) });
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
