// The amount and currency fields a money page asks with (deposit, withdraw): an amount in major
// units, which the page turns into minor units, and one of the player's accounts.
import { useIntl } from 'react-intl';
import type { Account } from '../../api/platformTypes';
import { SelectField, TextField } from '../../core/ui/forms';
import styles from './WalletPages.module.css';

export function AmountFields({
  amount,
  onAmount,
  amountError,
  accounts,
  currency,
  onCurrency,
  currencyError,
}: {
  amount: string;
  onAmount: (value: string) => void;
  amountError: string | undefined;
  accounts: readonly Account[];
  currency: string;
  onCurrency: (value: string) => void;
  currencyError: string | undefined;
}) {
  const intl = useIntl();
  return (
    <div className={styles.amountRow}>
      <TextField
        label={intl.formatMessage({ id: 'wallet.amount', defaultMessage: 'Amount' })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={amount}
        onValue={onAmount}
        error={amountError}
      />
      <SelectField
        label={intl.formatMessage({ id: 'wallet.currency', defaultMessage: 'Currency' })}
        name="currency"
        value={currency}
        onValue={onCurrency}
        error={currencyError}
      >
        {accounts.map((a) => (
          <option key={a.currency} value={a.currency}>
            {a.currency}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
