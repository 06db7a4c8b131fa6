import * as elementReact from 'element-react';
import type { CSSProperties, ReactNode } from 'react';
import type { ElementReactModule, TableColumn, TableProps } from '../element-react';
import { drawnUntilHydrated } from '../hydrated';

const RealTable = (elementReact as unknown as ElementReactModule).Table;

/** element's width of a column before it measures the table: its width, else its min width, else 80 px. */
function widthOf(column: TableColumn): number {
  const width = Number.parseInt(String(column.width ?? column.minWidth ?? ''), 10);
  return Number.isNaN(width) ? 80 : width;
}

function cellOf(row: Record<string, unknown>, column: TableColumn, index: number): ReactNode {
  if (column.type === 'index') return index + 1;
  if (column.render) return column.render(row, column, index);
  return column.prop ? (row[column.prop] as ReactNode) : null;
}

const TABLE_STYLE: CSSProperties = { borderSpacing: 0, border: 0 };

/**
 * element-react's table (its layout measures the browser's scroll bar as it is constructed, and numbers its column
 * classes from a page-wide counter): until hydrated, the same table drawn by the kit: `el-table` with element's
 * modifier classes, the header row and the body rows in its cells (`.cell`), the empty block when there are no rows.
 * Columns keep their widths (a fit table fills its box, as element's does once it has measured it).
 */
function ServerTable(props: Record<string, unknown>) {
  const {
    columns = [],
    data = [],
    fit = true,
    stripe,
    border,
    maxHeight,
    height,
    showHeader = true,
    emptyText = '暂无数据',
    className,
    style,
  } = props as Partial<TableProps>;
  const rows = (data ?? []) as Record<string, unknown>[];
  const classes = [
    'el-table',
    fit && 'el-table--fit',
    stripe && 'el-table--striped',
    border && 'el-table--border',
    maxHeight && 'el-table--fluid-height',
    'el-table--enable-row-hover',
    rows.length > 0 && rows.length < 100 && 'el-table--enable-row-transition',
    className,
  ];
  const total = columns.reduce((sum, column) => sum + widthOf(column), 0);
  const tableStyle: CSSProperties = { ...TABLE_STYLE, width: fit ? '100%' : total };
  const colgroup = (
    <colgroup>
      {columns.map((column, index) => (
        <col key={index} width={fit && column.width === undefined ? undefined : widthOf(column)} />
      ))}
    </colgroup>
  );
  return (
    <div style={{ height, maxHeight, ...style }} className={classes.filter(Boolean).join(' ')}>
      {showHeader && (
        <div className="el-table__header-wrapper">
          <table className="el-table__header" cellPadding={0} cellSpacing={0} style={tableStyle}>
            {colgroup}
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} colSpan={1} rowSpan={1} className={[column.align && `is-${column.align}`, column.className, 'is-leaf'].filter(Boolean).join(' ')}>
                    <div className="cell">{column.type === 'index' ? '#' : column.label}</div>
                  </th>
                ))}
              </tr>
            </thead>
          </table>
        </div>
      )}
      <div className="el-table__body-wrapper">
        <table className="el-table__body" cellPadding={0} cellSpacing={0} style={tableStyle}>
          {colgroup}
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className={['el-table__row', stripe && rowIndex % 2 === 1 && 'el-table__row--striped'].filter(Boolean).join(' ')}>
                {columns.map((column, index) => (
                  <td key={index} className={[column.align && `is-${column.align}`, column.className].filter(Boolean).join(' ') || undefined}>
                    <div className="cell">{cellOf(row, column, rowIndex)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <div className="el-table__empty-block" style={{ width: fit ? '100%' : total }}>
            <span className="el-table__empty-text">{emptyText}</span>
          </div>
        )}
      </div>
    </div>
  );
}

export const Table = drawnUntilHydrated(RealTable, ServerTable, 'Table');
