/** The names of account types (spec §6 roles), for the account switcher and the profile. */
import { useLingui } from '@lingui/react/macro';

/** The display name of an account type (role value, spec §6); unknown values as they are. */
export function useRoleName(): (value: string) => string {
  const { t } = useLingui();
  return (value: string) => {
    switch (value) {
      case 'administrator':
        return t`Administrator`;
      case 'manager':
        return t`Manager`;
      case 'seller':
        return t`Seller`;
      case 'client':
        return t`Client`;
      case 'agency':
        return t`Agency`;
      case 'provider':
        return t`Provider`;
      case 'technician':
        return t`Technician`;
      case 'operations':
        return t`Operations`;
      default:
        return value;
    }
  };
}
