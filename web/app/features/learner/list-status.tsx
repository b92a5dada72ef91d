// The loading, error and empty lines every popup list shares.
import type { ReactNode } from "react";
import type { ListState } from "./use-learner-list";

type Props<T> = {
  state: ListState<T>;
  loading: string;
  empty: string;
  children: (items: T[]) => ReactNode;
};

export function ListStatus<T>({ state, loading, empty, children }: Props<T>) {
  if (state.status === "loading") return <p role="status">{loading}</p>;
  if (state.status === "error")
    return (
      <p className="message message-error" role="alert">
        {state.message}
      </p>
    );
  if (state.items.length === 0) return <p className="message-empty">{empty}</p>;
  return <>{children(state.items)}</>;
}
