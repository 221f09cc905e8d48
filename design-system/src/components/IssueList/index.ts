export { type Issue, type IssueLevel, IssueList, type IssueListProps, issueLevels } from './IssueList.tsx';
