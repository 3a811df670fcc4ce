import type { CSSProperties, HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import './table.css';

/** The few Mantine style props the screens give cells and rows. */
interface Look {
  ta?: 'left' | 'center' | 'right';
  fw?: number;
  /** A Mantine colour: 'dimmed' or 'red.9'. */
  c?: string;
  w?: number | string;
}

function colour(c: string | undefined): string | undefined {
  if (!c) return undefined;
  if (c === 'dimmed') return 'var(--mantine-color-dimmed)';
  const [name, shade] = c.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
}

const styleOf = ({ ta, fw, c, w }: Look, style: CSSProperties | undefined): CSSProperties | undefined =>
  ta || fw || c || w ? { textAlign: ta, fontWeight: fw, color: colour(c), width: w, ...style } : style;

interface TableProps extends HTMLAttributes<HTMLTableElement> {
  striped?: boolean;
  withTableBorder?: boolean;
  withColumnBorders?: boolean;
  horizontalSpacing?: number;
  verticalSpacing?: number;
  fz?: 'xs' | 'sm' | 'md';
  miw?: number;
  maw?: number;
}

function TableRoot({ striped, withTableBorder, withColumnBorders, horizontalSpacing, verticalSpacing, fz, miw, maw, style, ...rest }: TableProps) {
  const spacing = {
    '--table-h': horizontalSpacing === undefined ? undefined : `${horizontalSpacing}px`,
    '--table-v': verticalSpacing === undefined ? undefined : `${verticalSpacing}px`,
  } as CSSProperties;
  return (
    <table
      className="ui-table"
      data-striped={striped || undefined}
      data-border={withTableBorder || undefined}
      data-columns={withColumnBorders || undefined}
      style={{ ...spacing, fontSize: fz && `var(--mantine-font-size-${fz})`, minWidth: miw, maxWidth: maw, ...style }}
      {...rest}
    />
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & Look & { [data: `data-${string}`]: unknown };
type HeadCellProps = ThHTMLAttributes<HTMLTableCellElement> & Look;
type CellProps = TdHTMLAttributes<HTMLTableCellElement> & Look;

/** A table wider than the phone scrolls sideways inside this; it takes focus, so the keyboard scrolls it too. */
function ScrollContainer({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <div className="ui-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}

/**
 * The app's table, with the part names of Mantine's (Table.Thead, Table.Tr, Table.Td …) and the same
 * look, as plain HTML table elements.
 */
export const Table = Object.assign(TableRoot, {
  Thead: (props: HTMLAttributes<HTMLTableSectionElement>) => <thead {...props} />,
  Tbody: (props: HTMLAttributes<HTMLTableSectionElement>) => <tbody {...props} />,
  Tfoot: (props: HTMLAttributes<HTMLTableSectionElement>) => <tfoot {...props} />,
  Tr: ({ ta, fw, c, w, style, ...rest }: RowProps) => <tr style={styleOf({ ta, fw, c, w }, style)} {...rest} />,
  Th: ({ ta, fw, c, w, style, ...rest }: HeadCellProps) => <th style={styleOf({ ta, fw, c, w }, style)} {...rest} />,
  Td: ({ ta, fw, c, w, style, ...rest }: CellProps) => <td style={styleOf({ ta, fw, c, w }, style)} {...rest} />,
  ScrollContainer,
});
