// My account: login + register, orders, edit account and lost password (a logged-in-looking demo account).
import type { Ctx } from '../context.ts';
import type { Reply } from '../http/reply.ts';
import { escapeHtml } from '../html.ts';
import { wcPrice } from '../money.ts';
import { renderPage } from '../templates/layout.ts';
import { formRow } from './form-fields.ts';
import { notFoundPage } from './not-found.ts';

const ENDPOINTS: Record<string, string> = { orders: 'Orders', 'edit-account': 'Account details', 'lost-password': 'Lost password' };

function loginAndRegister(): string {
  return `<div class="u-columns col2-set" id="customer_login">
	<div class="u-column1 col-1"><h2>Login</h2>
		<form class="woocommerce-form woocommerce-form-login login" method="post">
			${formRow({ id: 'username', label: 'Username or email address', autocomplete: 'username' })}
			<shop-password-toggle>${formRow({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}</shop-password-toggle>
			<p class="form-row"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p>
			<p class="woocommerce-LostPassword lost_password"><a href="/my-account/lost-password/">Lost your password?</a></p>
		</form>
	</div>
	<div class="u-column2 col-2"><h2>Register</h2>
		<form method="post" class="woocommerce-form woocommerce-form-register register">
			${formRow({ id: 'reg_email', name: 'email', label: 'Email address', type: 'email', autocomplete: 'email' })}
			<shop-password-toggle><shop-password-strength>${formRow({ id: 'reg_password', name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password' })}</shop-password-strength></shop-password-toggle>
			<p class="woocommerce-form-row form-row"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button></p>
		</form>
	</div>
</div>`;
}

function ordersTable(): string {
  const orders: Array<[number, string, string, number, number]> = [
    [1042, '2026-10-02', 'Completed', 86.5, 3],
    [1017, '2026-08-19', 'Processing', 1250, 1],
    [998, '2026-06-05', 'Refunded', 24, 1],
  ];
  const rows = orders
    .map(
      ([
        id,
        date,
        status,
        total,
        items,
      ]) => `<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${status.toLowerCase()} order">
		<th class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number" data-title="Order" scope="row"><a href="/my-account/orders/#order-${id}" aria-label="View order number ${id}">#${id}</a></th>
		<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-date" data-title="Date"><time datetime="${date}">${date}</time></td>
		<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status" data-title="Status">${status}</td>
		<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-total" data-title="Total">${wcPrice(total)} for ${items} item${items === 1 ? '' : 's'}</td>
		<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-actions" data-title="Actions"><a href="/my-account/orders/#order-${id}" class="woocommerce-button button view" aria-label="View order number ${id}">View</a></td>
	</tr>`,
    )
    .join('\n');
  return `<div class="woocommerce-orders-table-wrapper"><shop-scroll-region label="Orders"><table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table">
	<thead><tr><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-number"><span class="nobr">Order</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-date"><span class="nobr">Date</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-status"><span class="nobr">Status</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-total"><span class="nobr">Total</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-actions"><span class="nobr">Actions</span></th></tr></thead>
	<tbody>
${rows}
	</tbody>
</table></shop-scroll-region></div>`;
}

function editAccount(): string {
  return `<form class="woocommerce-EditAccountForm edit-account" action="/my-account/edit-account/" method="post">
	${formRow({ id: 'account_first_name', label: 'First name', wide: 'first', autocomplete: 'given-name' })}
	${formRow({ id: 'account_last_name', label: 'Last name', wide: 'last', autocomplete: 'family-name' })}
	<shop-help-text>${describedRow('account_display_name', 'Display name', 'This will be how your name will be displayed in the account section and in reviews')}</shop-help-text>
	${formRow({ id: 'account_email', label: 'Email address', type: 'email', autocomplete: 'email' })}
	<fieldset><legend>Password change</legend><shop-password-toggle><shop-password-strength>
		${formRow({ id: 'password_current', label: 'Current password (leave blank to leave unchanged)', type: 'password', required: false, autocomplete: 'current-password' })}
		${formRow({ id: 'password_1', label: 'New password (leave blank to leave unchanged)', type: 'password', required: false, autocomplete: 'new-password' })}
		${formRow({ id: 'password_2', label: 'Confirm new password', type: 'password', required: false, autocomplete: 'new-password' })}
	</shop-password-strength></shop-password-toggle></fieldset>
	<p><button type="submit" class="woocommerce-Button button" name="save_account_details" value="Save changes">Save changes</button></p>
</form>`;
}

function lostPassword(): string {
  return `<form method="post" class="woocommerce-ResetPassword lost_reset_password">
	<p>Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.</p>
	${formRow({ id: 'user_login', label: 'Username or email', autocomplete: 'username' })}
	<input type="hidden" name="wc_reset_password" value="true" />
	<p class="woocommerce-form-row form-row"><button type="submit" class="woocommerce-Button button" value="Reset password">Reset password</button></p>
</form>`;
}

/** The key the demo's "email" link carries (a real shop makes one per request). */
export const RESET_KEY = 'demo-reset-key';

function resetPassword(login: string): string {
  return `<form method="post" class="woocommerce-ResetPassword lost_reset_password">
	<p>Enter a new password below.</p>
	<shop-password-toggle><shop-password-strength>
	${formRow({ id: 'password_1', label: 'New password', type: 'password', wide: 'first', autocomplete: 'new-password' })}
	${formRow({ id: 'password_2', label: 'Re-enter new password', type: 'password', wide: 'last', autocomplete: 'new-password' })}
	</shop-password-strength></shop-password-toggle>
	<input type="hidden" name="reset_key" value="${RESET_KEY}" /><input type="hidden" name="reset_login" value="${escapeHtml(login)}" />
	<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true" /><button type="submit" class="woocommerce-Button button" value="Save">Save</button></p>
</form>`;
}

/** A `woocommerce_form_field()` row with a description, the help text `<shop-help-text>` shows while the field is in use. */
function describedRow(id: string, label: string, description: string): string {
  return `<p class="form-row form-row-wide" id="${id}_field"><label for="${id}">${escapeHtml(label)}&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="${id}" id="${id}" value="" aria-describedby="${id}-description" /><span class="description" id="${id}-description" aria-hidden="true">${escapeHtml(description)}</span></span></p>`;
}

function accountNavigation(current: string): string {
  const items = [['', 'Dashboard'], ...Object.entries(ENDPOINTS).filter(([k]) => k !== 'lost-password')]
    .map(
      ([key, label]) =>
        `<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${key || 'dashboard'}${key === current ? ' is-active' : ''}"><a href="/my-account/${key ? key + '/' : ''}"${key === current ? ' aria-current="page"' : ''}>${label}</a></li>`,
    )
    .join('');
  return `<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul>${items}</ul></nav>`;
}

export function accountPage(ctx: Ctx, endpoint: string): Reply {
  if (endpoint && !(endpoint in ENDPOINTS)) return notFoundPage(ctx);
  const title = ENDPOINTS[endpoint] ?? 'My account';
  const body =
    endpoint === 'orders'
      ? ordersTable()
      : endpoint === 'edit-account'
        ? editAccount()
        : endpoint === 'lost-password'
          ? ctx.query.get('key') === RESET_KEY
            ? resetPassword(ctx.query.get('login') ?? '')
            : lostPassword()
          : loginAndRegister();
  const withNav = endpoint === 'orders' || endpoint === 'edit-account';
  return renderPage(ctx, {
    title,
    bodyClass: `page woocommerce-account woocommerce-page${endpoint ? ` woocommerce-${endpoint}` : ''}`,
    breadcrumb: endpoint ? [['My account', '/my-account/'], [title]] : [['My account']],
    params: ['password'],
    content: (notices) => `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">${title}</h1></header>
<div class="entry-content"><div class="woocommerce">${withNav ? accountNavigation(endpoint) + '<div class="woocommerce-MyAccount-content">' : ''}${notices}${body}${withNav ? '</div>' : ''}</div></div></article>`,
  });
}
