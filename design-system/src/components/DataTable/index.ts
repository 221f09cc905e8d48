export {
  DataTable,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableProps,
  dataTableAligns,
} from './DataTable.tsx';
export { Pagination, type PaginationProps, pageCount } from './Pagination.tsx';
