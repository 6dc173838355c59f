/**
 * The public kit (docs/how-it-works.md "Two kits"): the building blocks of the pages a visitor sees before signing in
 * — /login, /forget, /reset, /register, /accept, /change, the 404 and error pages — as plain elements styled by
 * public.css. The signed-in app uses Chakra (src/ui/*); these pages do not, so /login's first load carries no
 * styling system to build (~145 ms of script at 4× CPU, spec product.md §2 public routes; issue 21 "first load").
 * Semantics match the Chakra widgets they stand for (roles, names, disabled and busy states), so tests and
 * assistive technology meet the same page.
 */
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import { initials } from '#src/lib/text.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the kit's stylesheet, linked by index.html and inlined in /login's first paint
import './public.css';

/** Joins class names, skipping falsy ones. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** Gap steps of public.css (× 4 px). */
export type Gap = 1 | 2 | 3 | 4 | 6 | 8;

/** A column (or, with `row`, a wrapping row) with a gap of `gap` × 4 px. */
export function Stack(props: {
  gap?: Gap;
  row?: boolean;
  as?: 'div' | 'ul' | 'section';
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
  'aria-busy'?: boolean;
  role?: string;
}) {
  const { gap = 4, row, as: Tag = 'div', className, children, ...aria } = props;
  return (
    <Tag className={cx(row ? 'pu-row' : 'pu-stack', `pu-g${gap}`, className)} {...aria}>
      {children}
    </Tag>
  );
}

/** A spinning ring for busy states (decorative: the busy control says it is busy). */
export const Spinner = () => <span className="pu-spinner" aria-hidden="true" />;

/**
 * A button. `loading` disables it and shows a spinner before `loadingText` (or its children), keeping its name.
 * Variants: solid (brand yellow), outline, ghost; `brand` tints the outline.
 */
export function Button(props: {
  variant?: 'solid' | 'outline' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  brand?: boolean;
  full?: boolean;
  start?: boolean;
  type?: 'button' | 'submit';
  loading?: boolean;
  loadingText?: ReactNode;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-pressed'?: boolean;
  'aria-current'?: 'true';
  title?: string;
  lang?: string;
}) {
  const { variant = 'outline', size = 'md', brand, full, start, type = 'button', loading, loadingText } = props;
  const { onClick, disabled, children, className, ...rest } = props;
  return (
    <button
      type={type}
      className={cx(
        'pu-btn',
        `pu-btn-${variant}`,
        size !== 'md' && `pu-btn-${size}`,
        brand && 'pu-btn-brand',
        full && 'pu-btn-full',
        start && 'pu-start',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={rest['aria-label']}
      aria-pressed={rest['aria-pressed']}
      aria-current={rest['aria-current']}
      title={rest.title}
      lang={rest.lang}
      onClick={onClick}
    >
      {loading ? (
        <>
          <Spinner />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

const ALERT_ICON: Record<'error' | 'success' | 'info' | 'warning', string> = {
  error: 'M12 8v5m0 3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  warning: 'M12 9v4m0 3h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 16v-5m0-3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  success: 'm8 12 3 3 5-6M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
};

/** A message block: `error` is announced at once (role=alert), the others politely (role=status). */
export function Alert({
  status = 'error',
  title,
  children,
}: {
  status?: 'error' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div
      className={cx('pu-alert', status !== 'error' && `pu-alert-${status}`)}
      role={status === 'error' ? 'alert' : 'status'}
    >
      <svg
        className="pu-alert-icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={ALERT_ICON[status]} />
      </svg>
      <div className="pu-stack pu-g1">
        {title && <div className="pu-alert-title">{title}</div>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}

/** The page's h1 and an optional lead line. The heading takes focus programmatically (tabIndex -1). */
export function PageHeading({
  title,
  description,
  ref,
}: {
  title: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="pu-stack pu-g2">
      <h1 className="pu-h1" ref={ref} tabIndex={-1}>
        {title}
      </h1>
      {description && <p className="pu-muted">{description}</p>}
    </div>
  );
}

/** A router link in the kit's link style. */
export function TextLink({ className, ...props }: LinkProps & { className?: string; children: ReactNode }) {
  return <RouterLink {...props} className={cx('pu-link', className)} />;
}

/** A horizontal rule between sections. */
export const Separator = () => <hr className="pu-sep" />;

/** A small label; `green` for a positive state. */
export const Badge = ({ green, children }: { green?: boolean; children: ReactNode }) => (
  <span className={cx('pu-badge', green && 'pu-badge-green')}>{children}</span>
);

/** A round badge with a name's initials; an image of the name for assistive technology (spec §2 initials badge). */
export const InitialsBadge = ({ name }: { name: string }) => (
  <span className="pu-initials" role="img" aria-label={name} title={name}>
    <span aria-hidden="true">{initials(name)}</span>
  </span>
);

/** A form's full-width submit button; disabled and showing a spinner while `pending`, keeping its name. */
export const SubmitButton = ({ pending, children }: { pending: boolean; children: ReactNode }) => (
  <Button type="submit" variant="solid" size="lg" full loading={pending}>
    {children}
  </Button>
);
