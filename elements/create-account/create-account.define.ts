import { defineElement } from '../../core/runtime/define-element.ts';
import { CreateAccount } from './create-account.tsx';

/**
 * The checkout's optional account creation (`.woocommerce-account-fields`): the `div.create-account` box with
 * the account password is shown while "Create an account?" (`#createaccount`) is checked, and hidden otherwise.
 *
 * @summary checkout's create-account box (account password) shown while "Create an account?" is checked
 * @fires {CustomEvent<{ open: boolean }>} shop-create-account-toggled - the box slid open or closed with its checkbox
 */
export const ShopCreateAccountElement = defineElement('shop-create-account', CreateAccount, {});
