// /profile/wallet/:section: the wallet's pages behind one route (feature.ts), so that a page more
// costs the first screen's route table nothing; a section that is none of them is not found.
import { useParams } from 'react-router';
import { NotFoundPage } from '../../core/ui/ErrorPages';
import { DepositPage } from './DepositPage';
import { MethodsPage } from './MethodsPage';
import { TransactionsPage } from './TransactionsPage';
import { WithdrawPage } from './WithdrawPage';

const PAGES = {
  deposit: DepositPage,
  withdraw: WithdrawPage,
  methods: MethodsPage,
  transactions: TransactionsPage,
} as const;

export function WalletSection() {
  const { section = '' } = useParams();
  const Page = Object.hasOwn(PAGES, section) ? PAGES[section as keyof typeof PAGES] : NotFoundPage;
  return <Page />;
}
