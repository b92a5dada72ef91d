// One of the dashboard's figures as an accessible table (caption, column headers, row headers),
// with its CSV download: both made from core's dashboardTables, the charts' very data. The page
// writes amounts, days and times as the product does everywhere (core's display rules); a cell so
// written keeps the CSV's plain value in data-value, which the charts' bars name.
import { displayCell, displayHeader } from "@skillbridge/core/dashboard/display";
import type { Cell, DashboardTable } from "@skillbridge/core/dashboard/tables";
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
                  {displayHeader(header)}
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
                  {row.map((cell, cellIndex) => {
                    const text = displayCell(table.headers[cellIndex] ?? "", cell);
                    const plain = plainValue(cell, text);
                    return cellIndex === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                      <th key={cellIndex} scope="row" data-value={plain}>
                        {rowHref ? <a href={rowHref(rowIndex)}>{text}</a> : text}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                      <td key={cellIndex} data-value={plain}>
                        {text}
                      </td>
                    );
                  })}
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

/** The CSV's value of a cell the page writes otherwise (undefined when both read alike). */
function plainValue(cell: Cell, text: string): string | undefined {
  const plain = cell === null ? "" : String(cell);
  return plain === text ? undefined : plain;
}
