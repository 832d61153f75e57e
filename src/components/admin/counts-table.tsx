/**
 * A table of counts (Insights): one row per thing counted, named in its row header, then a
 * right-aligned column per figure.
 */
export function CountsTable<Row>(props: {
  caption: string;
  /** The first column's heading, each row's name in it, and what tells rows apart. */
  rowHeader: { label: string; of: (row: Row) => string; key: (row: Row) => string };
  rows: readonly Row[];
  columns: readonly { label: string; value: (row: Row) => React.ReactNode }[];
  /** A `min-w-…` class: narrower, the table scrolls sideways rather than squeezing its figures. */
  minWidthClass: string;
}) {
  const { rowHeader } = props;
  return (
    <div className="overflow-x-auto">
      <table className={`w-full text-left text-sm ${props.minWidthClass}`}>
        <caption className="mb-2 text-left text-lg font-semibold text-slate-100">
          {props.caption}
        </caption>
        <thead className="text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {rowHeader.label}
            </th>
            {props.columns.map((column) => (
              <th key={column.label} scope="col" className="px-3 py-2 text-right font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {props.rows.map((row) => (
            <tr key={rowHeader.key(row)}>
              <th scope="row" className="break-words py-2 pr-3 font-medium text-slate-100">
                {rowHeader.of(row)}
              </th>
              {props.columns.map((column) => (
                <td key={column.label} className="px-3 py-2 text-right tabular-nums">
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
