// One of the dashboard's figures as an accessible table (caption, column headers, row headers),
// with its CSV download: both made from core's dashboardTables, the charts' very data.
import type { DashboardTable } from "@skillbridge/core/dashboard/tables";
import styles from "./dashboard.module.css";

export function DataTable({
  table,
  csvHref,
  rowHref,
}: {
  table: DashboardTable;
  csvHref: string;
  /** A link for each row's first cell (the waiting list's items). */
  rowHref?: (rowIndex: number) => string;
}) {
  return (
    <div className={styles.tableBlock}>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
      <section className={styles.tableScroll} aria-label={`Table: ${table.title}`} tabIndex={0}>
        <table className={styles.table} data-table={table.id}>
          <caption>{table.title}</caption>
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.headers.length}>None in this range.</td>
              </tr>
            ) : (
              table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one render
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                      <th key={cellIndex} scope="row">
                        {rowHref ? <a href={rowHref(rowIndex)}>{cell ?? ""}</a> : (cell ?? "")}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                      <td key={cellIndex}>{cell ?? ""}</td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <a href={csvHref} download className={styles.csv}>
        Download “{table.title}” as CSV
      </a>
    </div>
  );
}
